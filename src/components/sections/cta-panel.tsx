import { ContactActions } from '@/components/contact/contact-actions'
import { container } from '@/components/ui/container'
import { cn } from '@/lib/utils'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

/**
 * Closing call to action of a content page or an article: an appointment link to /contact and the
 * phone link (ContactActions), on the primary band used by the home page.
 */
export function CtaPanel({
  id,
  title,
  text,
  className,
}: {
  id: string
  title: string
  text: string
  className?: string
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'bg-primary text-primary-foreground [--ring:var(--primary-foreground)]',
        className,
      )}
    >
      <div className={container('py-14 md:py-16')}>
        <div className="max-w-3xl">
          <h2 id={id} className="font-serif text-3xl font-semibold text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed opacity-90">
            <WithUnbrokenNumbers text={text} />
          </p>
        </div>
        <ContactActions className="mt-8" inverse />
      </div>
    </section>
  )
}
