import { CalendarCheck, Phone } from 'lucide-react'
import Link from 'next/link'
import { buttonClass } from '@/components/ui/button-link'
import { phoneHref, site } from '@/content/site'

/**
 * Closing call to action of a content page: an appointment link to /contact and the phone link,
 * on the primary band used by the home page.
 */
export function CtaPanel({
  id,
  title,
  text,
  button,
}: {
  id: string
  title: string
  text: string
  button: string
}) {
  return (
    <section
      aria-labelledby={id}
      className="bg-primary text-primary-foreground [--ring:var(--primary-foreground)]"
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-16">
        <div className="max-w-3xl">
          <h2 id={id} className="font-serif text-3xl font-semibold text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed opacity-90">{text}</p>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/contact" className={buttonClass('inverse')}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {button}
          </Link>
          <a href={phoneHref} className={buttonClass('inverse')}>
            <Phone aria-hidden="true" className="size-5" />
            Appeler le {site.contact.phoneDisplay}
          </a>
        </div>
      </div>
    </section>
  )
}
