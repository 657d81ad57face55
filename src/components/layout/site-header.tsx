import { Phone } from '@/components/ui/icons'
import { phoneHref, site } from '@/content/site'
import { mainMenu } from '@/lib/routes'
import { LogoMark } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'

/**
 * Sticky header of every page (docs/specification.md « Shared header »): logo, the lawyer's name with
 * 'AVOCAT ASSOCIÉ', the main menu from `content/site.ts`, and the 'Prendre rendez-vous' button;
 * on phones, where that button gives way to the menu's toggle, a call button beside it.
 *
 * No text of the header ever wraps (every label is `whitespace-nowrap`): the menu is laid out in
 * one row only from the `full-menu` breakpoint of src/styles/globals.css, the width from which the name,
 * the seven labels and the button fit side by side; below it the collapsible menu takes over.
 * e2e/layout-widths.spec.ts measures every width from 320 to 1920 px. The header is wider than
 * the pages' content column (`max-w-7xl`): in the content's 72 rem the row never fits.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85 print:hidden">
      <div className="relative mx-auto flex h-20 max-w-7xl items-center justify-between gap-2 px-3 min-[400px]:gap-3 min-[400px]:px-4 sm:gap-4 sm:px-6">
        <a href="/" className="flex min-h-11 items-center gap-2.5 rounded-md min-[400px]:gap-3">
          <LogoMark className="size-10 min-[400px]:size-11" />
          <span className="flex flex-col leading-tight whitespace-nowrap">
            <span className="font-serif text-base font-semibold text-foreground min-[400px]:text-lg">
              Maître {site.lawyer.fullName}
            </span>
            <span className="text-xs font-semibold tracking-[0.18em] text-accent">
              {site.lawyer.title}
            </span>
          </span>
        </a>
        <nav aria-label="Menu principal" className="hidden full-menu:block">
          <ul className="flex items-center gap-1">
            {mainMenu.map((item) => (
              <li key={item.href}>
                <NavLink
                  item={item}
                  pathname={pathname}
                  className="block rounded-md px-2 py-2 text-sm whitespace-nowrap hover:bg-surface-muted hover:text-foreground xl:px-3"
                  activeClassName="bg-accent-soft text-accent font-semibold"
                  inactiveClassName="font-medium text-muted"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href="/contact"
            className="hidden rounded-md bg-primary px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-primary-foreground shadow-sm hover:opacity-90 sm:inline-block"
          >
            Prendre rendez-vous
          </a>
          {/* On a phone the practice is one tap away from every page (docs/specification.md
          « Purpose »); under 360 px the row has no room left, and the menu holds the number. */}
          <a
            href={phoneHref}
            className="hidden min-h-11 min-w-11 items-center justify-center rounded-md border border-border text-accent hover:bg-surface-muted min-[360px]:inline-flex sm:hidden"
          >
            <Phone aria-hidden="true" className="size-5" />
            <span className="sr-only">Appeler le cabinet au {site.contact.phoneDisplay}</span>
          </a>
          <MobileMenu items={mainMenu} pathname={pathname} />
        </div>
      </div>
    </header>
  )
}
