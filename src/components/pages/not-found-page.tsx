/** Title and description of the 404 page's `<head>` (not indexed: src/pages/404.astro). */
export const notFoundMeta = {
  title: 'Page introuvable',
  description:
    'Cette page n’existe pas ou a été déplacée. Retrouvez les domaines d’activité et les coordonnées du cabinet depuis l’accueil.',
} as const

/**
 * The page of any unknown path (docs/specification.md « Routes », « Error catalogue », « Unknown
 * route »): « 404 Oops! Page not found », the spec's fixed English string, and a link home. The
 * console log of the unknown path is src/pages/404.astro's script.
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
        Retour à l’accueil
      </a>
    </div>
  )
}
