import { TextLink } from '@/components/ui/text-link'
import { actionLabels } from '@/content/actions'

/** Title and description of the 404 page's `<head>` (not indexed: src/pages/404.astro). */
export const notFoundMeta = {
  title: 'Page introuvable',
  description:
    'Cette page n’existe pas ou a été déplacée. Retrouvez les domaines d’activité et les coordonnées du cabinet depuis l’accueil.',
} as const

/** The two pages a lost visitor most often looks for, after the way home: the menu's labels. */
const FURTHER_LINKS = [
  { href: '/blog', label: 'Blog juridique' },
  { href: '/contact', label: 'Contact' },
] as const

/**
 * The page of any unknown path (docs/specification.md « Routes », « Error catalogue », « Unknown
 * route »): « 404 Oops! Page not found », the spec's fixed English string, and a link home; below
 * them, the blog and the contact page, with the labels the footer gives them. The console log of
 * the unknown path is src/pages/404.astro's script.
 */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <h1 className="font-serif text-5xl font-semibold">
        <span className="block text-7xl text-accent">404</span>{' '}
        <span lang="en">Oops! Page not found</span>
      </h1>
      <p className="mt-6 text-lg text-muted">La page demandée n’existe pas ou a été déplacée.</p>
      <a
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-primary px-5 font-semibold text-primary-foreground hover:opacity-90"
      >
        {actionLabels.home}
      </a>
      <nav aria-label="Autres pages" className="mt-10 border-t border-border pt-6">
        <p className="text-sm text-muted">Vous cherchiez peut-être :</p>
        <ul className="mt-2 flex flex-wrap justify-center gap-x-6">
          {FURTHER_LINKS.map((link) => (
            <li key={link.href}>
              <TextLink href={link.href} className="min-h-11 rounded-md" arrow>
                {link.label}
              </TextLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
