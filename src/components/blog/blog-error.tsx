import { ContactActions } from '@/components/contact/contact-actions'
import { AlertTriangle } from 'lucide-react'

/**
 * docs/specification.md « Error catalogue »: what the visitor sees when the list cannot be loaded.
 */
export const BLOG_ERROR_MESSAGE =
  'Nous rencontrons actuellement des difficultés techniques pour charger le blog. Veuillez réessayer plus tard ou nous contacter directement.'

/**
 * Error state of the blog list (docs/specification.md « Blog list », « Error catalogue »): the
 * message, then the two ways to reach the practice « directement » it speaks of, /contact and the
 * phone, with their one label each (ContactActions).
 */
export function BlogError() {
  return (
    <div
      role="alert"
      className="mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-8 text-center shadow-sm"
    >
      <AlertTriangle aria-hidden="true" className="mx-auto size-10 text-accent" />
      <p className="mt-4 text-lg leading-relaxed">{BLOG_ERROR_MESSAGE}</p>
      <ContactActions className="mt-6 justify-center" />
    </div>
  )
}
