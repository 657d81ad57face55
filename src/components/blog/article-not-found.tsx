import { ContactActions } from '@/components/contact/contact-actions'
import { ArrowLeft, FileQuestion } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button-link'
import { actionLabels } from '@/content/actions'

/** What the page says of the article under its title, by why it is not shown. */
export const ARTICLE_NOT_SHOWN = {
  missing: 'L’article que vous recherchez n’existe pas ou a été supprimé.',
  unavailable:
    'Cet article ne peut pas être affiché pour le moment. Veuillez réessayer dans quelques minutes ou nous contacter directement.',
  reserved:
    'Cet article est protégé par un mot de passe et réservé à ses destinataires : il n’est pas consultable sur ce site.',
} as const

/** The page's title, by why the article is not shown. */
export const ARTICLE_NOT_SHOWN_TITLE = {
  missing: 'Article non trouvé',
  unavailable: 'Article non trouvé',
  reserved: 'Article réservé',
} as const satisfies Record<keyof typeof ARTICLE_NOT_SHOWN, string>

/**
 * Page of an absent or unloadable article (docs/specification.md « Article », « Error catalogue »):
 * 'Article non trouvé' and a link back to the blog. An absent article (`missing`) is said not to
 * exist or to have been deleted; one WordPress could not give (`unavailable`, an outage) is not
 * said to be deleted, as a client the lawyer sent the link to would believe it, and the page adds
 * the ways to reach the practice (ContactActions), as the list's error state does. A
 * password-protected post (`reserved`) is « Article réservé »: the site asks for no password
 * (README « Pointing the site at a real WordPress »).
 */
export function ArticleNotFound({ reason }: { reason: keyof typeof ARTICLE_NOT_SHOWN }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <FileQuestion aria-hidden="true" className="mx-auto size-12 text-accent" />
      <h1 className="mt-6 font-serif text-4xl font-semibold">{ARTICLE_NOT_SHOWN_TITLE[reason]}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{ARTICLE_NOT_SHOWN[reason]}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/blog">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {actionLabels.backToBlog}
        </ButtonLink>
      </div>
      {reason === 'unavailable' && <ContactActions className="mt-3 justify-center" />}
    </div>
  )
}
