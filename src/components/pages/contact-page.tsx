import type { ReactNode } from 'react'
import { IconCard } from '@/components/sections/icon-card'
import {
  Accessibility,
  Clock,
  Mail,
  MapPin,
  Navigation,
  Phone,
  SquareParking,
  TrainFront,
} from 'lucide-react'
import { OsmMap } from '@/components/contact/osm-map'
import { PageHeader } from '@/components/ui/page-header'
import { SectionHeading } from '@/components/ui/section-heading'
import {
  accessCards,
  contactFormPage,
  contactPage,
  mapCopy,
  privacyNotice,
  serverPrivacyParagraph,
  type AccessCardIcon,
} from '@/content/contact'
import { MAILTO_DELIVERY, type ConsultationDelivery } from '@/content/legal'
import { addressLine, emailHref, phoneHref, site } from '@/content/site'
import { osmDirectionsUrl } from '@/lib/contact/map'
import { container } from '@/components/ui/container'

const cardIcons: Record<AccessCardIcon, typeof TrainFront> = {
  metro: TrainFront,
  parking: SquareParking,
  accessibility: Accessibility,
}

const linkClass =
  'rounded-sm font-semibold text-accent underline underline-offset-4 hover:no-underline'

/** One of the practice's details: its icon, its label, then its value. */
function Detail({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: typeof Phone
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
      <div className={className}>
        <p className="text-sm text-muted">{label}</p>
        {children}
      </div>
    </li>
  )
}

/**
 * Contact page (docs/specification.md « Contact »): the practice's details and hours, the
 * consultation form with its personal-data notice (RGPD art. 13), the three access cards and the
 * map loaded on demand (components/contact/osm-map.tsx). HTML only: `form` is the consultation
 * form, an island that src/pages/contact.astro renders and hands over as a slot; `delivery` says
 * how it reaches the practice, which the intro and the notice tell the visitor.
 *
 * From 1024 px the form has the wide column to itself, the first thing the eye weighs; the
 * details and the data notice share the narrow one beside it, so that neither column ends in a
 * tall empty area. Below, the notice follows the form it is about.
 */
export function ContactPage({
  form,
  delivery = MAILTO_DELIVERY,
}: {
  form?: React.ReactNode
  delivery?: ConsultationDelivery
}) {
  const { latitude, longitude } = site.address
  const [, ...otherParagraphs] = privacyNotice.paragraphs
  const paragraphs =
    delivery.kind === 'server'
      ? [serverPrivacyParagraph(delivery.provider), ...otherParagraphs]
      : privacyNotice.paragraphs
  return (
    <>
      <PageHeader eyebrow={contactPage.eyebrow} title={contactPage.title} lead={contactPage.lead} />

      <div
        className={container(
          'grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14',
        )}
      >
        <section aria-labelledby="titre-coordonnees" className="lg:col-start-1 lg:row-start-1">
          <h2 id="titre-coordonnees" className="font-serif text-2xl font-semibold sm:text-3xl">
            {contactPage.details.title}
          </h2>
          <p className="mt-2 text-muted">
            Maître {site.lawyer.fullName}, avocat au {site.lawyer.barreau}, {site.firm.name}
          </p>
          <ul className="mt-6 space-y-5">
            <Detail icon={Phone} label={contactPage.details.phone}>
              <a
                href={phoneHref}
                className={`${linkClass} inline-flex min-h-11 items-center text-lg`}
              >
                {site.contact.phoneDisplay}
              </a>
            </Detail>
            <Detail icon={Mail} label={contactPage.details.email} className="min-w-0">
              <a
                href={emailHref}
                className={`${linkClass} inline-flex min-h-11 items-center break-all`}
              >
                {site.contact.email}
              </a>
            </Detail>
            <Detail icon={MapPin} label={contactPage.details.address}>
              <address className="mt-1 not-italic">{addressLine}</address>
            </Detail>
            <Detail icon={Clock} label={contactPage.details.hours}>
              <p className="mt-1">{site.hours.display}</p>
              <p className="font-semibold">{site.hours.appointmentOnly}</p>
            </Detail>
          </ul>
        </section>

        <section
          aria-labelledby="titre-formulaire"
          className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="titre-formulaire" className="font-serif text-2xl font-semibold sm:text-3xl">
            {contactFormPage.title}
          </h2>
          <p className="mt-2 mb-8 leading-relaxed text-muted">
            {delivery.kind === 'server' ? contactFormPage.serverIntro : contactFormPage.intro}
          </p>
          {form}
        </section>

        <aside
          aria-labelledby="titre-donnees"
          className="border-t border-border pt-6 text-sm leading-relaxed text-muted lg:col-start-1 lg:row-start-2"
        >
          <h2 id="titre-donnees" className="font-serif text-lg font-semibold text-foreground">
            {privacyNotice.title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2">
              {paragraph}
            </p>
          ))}
          <p className="mt-2">
            <a href="/confidentialite" className={linkClass}>
              {privacyNotice.more}
            </a>
            .
          </p>
        </aside>
      </div>

      <section aria-labelledby="titre-acces" className="border-t border-border bg-surface-muted">
        <div className={container('py-16')}>
          <SectionHeading
            id="titre-acces"
            eyebrow={contactPage.access.eyebrow}
            title={contactPage.access.title}
            lead={contactPage.access.lead}
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {accessCards.map((card) => {
              const Icon = cardIcons[card.icon]
              return (
                <IconCard
                  key={card.title}
                  className="bg-surface"
                  titleClassName="text-xl"
                  icon={<Icon aria-hidden="true" className="size-6" />}
                  title={card.title}
                  text={card.text}
                />
              )
            })}
          </ul>

          <h3 className="mt-12 font-serif text-2xl font-semibold">{mapCopy.title}</h3>
          <p className="mt-1 text-muted">{addressLine}</p>
          <div className="mt-5">
            <OsmMap latitude={latitude} longitude={longitude} />
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-muted">{mapCopy.credit}</p>
            <a
              href={osmDirectionsUrl(latitude, longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} inline-flex min-h-11 items-center gap-2`}
            >
              <Navigation aria-hidden="true" className="size-4" />
              {mapCopy.directions}
              <span className="sr-only"> {mapCopy.newTab}</span>
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
