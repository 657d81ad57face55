import { TOUCH_TARGET } from '@/components/ui/touch-target'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { addressLine, emailHref, EXPERTISE_LABEL, phoneHref, site } from '@/content/site'
import { footerLinks, mainMenu, type MenuItem } from '@/lib/routes'

const linkClass = `rounded-sm text-sm text-muted hover:text-foreground hover:underline ${TOUCH_TARGET}`

/**
 * Footer of every page (docs/specification.md « Shared footer »): presentation, navigation (the header's menu and
 * the blog), the three expertise links (src/lib/routes.ts), the contact block, © 2024 and the legal links.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <FooterColumn as="section" id="footer-cabinet" title={`Maître ${site.lawyer.fullName}`}>
          <p className="mt-3 text-sm leading-relaxed text-muted">
            Avocat au {site.lawyer.barreau} depuis {site.lawyer.practisingSince}, associé de la{' '}
            {site.firm.name}, médiateur référencé par le {site.lawyer.mediatorReferences.cnma}.
            Conseil et contentieux en droit des affaires, droit du travail et droit international,
            pour les entreprises comme pour les particuliers.
          </p>
        </FooterColumn>
        <FooterColumn as="nav" id="footer-navigation" title="Navigation">
          <FooterLinks
            items={[...mainMenu, ...footerLinks('navigation')]}
            className="mt-3 space-y-2"
          />
        </FooterColumn>
        <FooterColumn as="nav" id="footer-domaines" title={EXPERTISE_LABEL}>
          <FooterLinks items={footerLinks('domains')} className="mt-3 space-y-2" />
        </FooterColumn>
        <FooterColumn as="section" id="footer-contact" title="Contact">
          <ul className="mt-3 space-y-3 text-sm text-muted">
            <li className="flex gap-2 max-sm:items-center">
              <Phone
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-accent max-sm:mt-0"
              />
              <a href={phoneHref} className={linkClass}>
                {site.contact.phoneDisplay}
              </a>
            </li>
            <li className="flex gap-2 max-sm:items-center">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent max-sm:mt-0" />
              <a href={emailHref} className={`${linkClass} break-all`}>
                {site.contact.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <address className="not-italic">{addressLine}</address>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>
                {site.hours.short}
                <br />
                {site.hours.appointmentOnly}
              </span>
            </li>
          </ul>
        </FooterColumn>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© 2024 {site.firm.name}. Tous droits réservés.</p>
          <FooterLinks items={footerLinks('legal')} className="flex flex-wrap gap-x-6 gap-y-2" />
        </div>
      </div>
    </footer>
  )
}

/** A column of the footer: a `<nav>` or `<section>` labelled by its `<h2>`. */
function FooterColumn({
  as: Tag,
  id,
  title,
  children,
}: {
  as: 'nav' | 'section'
  id: string
  title: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <Tag aria-labelledby={id}>
      <h2 id={id} className="font-serif text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Tag>
  )
}

/** A list of the footer's links; an external one opens in a new tab and says so. */
function FooterLinks({ items, className }: { items: readonly MenuItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          {item.external ? (
            <a href={item.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {item.name}
              <span className="sr-only"> (nouvel onglet)</span>
            </a>
          ) : (
            <a href={item.href} className={linkClass}>
              {item.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
