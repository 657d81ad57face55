import { ButtonLink } from '@/components/ui/button-link'
import { container } from '@/components/ui/container'
import { PageHeader } from '@/components/ui/page-header'
import { consultationSent } from '@/content/contact'
import { phoneHref, site } from '@/content/site'

/**
 * Confirmation a visitor without JavaScript reaches (303 from `/api/consultation`) once the server
 * has sent the consultation request (README « Settings », SMTP): the spec's success message
 * (docs/specification.md « Error catalogue », « Form success »), the phone for an urgency, and the
 * way back.
 */
export function ConsultationSentPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title={consultationSent.title}
        lead={consultationSent.lead}
        trail={[{ name: 'Contact', href: '/contact' }]}
      />
      <div className={container('py-12 md:py-16')}>
        <p className="max-w-2xl leading-relaxed">
          {consultationSent.urgent}{' '}
          <a href={phoneHref} className="font-semibold text-accent underline underline-offset-4">
            {site.contact.phoneDisplay}
          </a>
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/contact">{consultationSent.back}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            {consultationSent.home}
          </ButtonLink>
        </div>
      </div>
    </>
  )
}
