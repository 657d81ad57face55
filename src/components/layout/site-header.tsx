import { CalendarCheck, Phone } from 'lucide-react'
import { actionLabels } from '@/content/actions'
import { phoneHref, site } from '@/content/site'
import { mainMenu } from '@/lib/routes'
import { LogoMark } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'

/**
 * Sticky header of every page (docs/specification.md « Shared header »): logo, the lawyer's name with
 * 'AVOCAT ASSOCIÉ', the main menu from `content/site.ts`, and the « Prendre rendez-vous » button,
 * at every width: written out from 640 px, below as a calendar button whose name stays « Prendre
 * rendez-vous » for assistive technologies; on phones from 360 px a call button beside it.
 *
 * No text of the header ever wraps (every label is `whitespace-nowrap`): the menu is laid out in
 * one row only from the `full-menu` breakpoint of src/styles/globals.css, the width from which the
 * name, the seven labels and the button fit side by side; below it the collapsible menu takes
 * over. On the narrowest phones the logo gives way first (under 420 px), so that the name and the
 * two or three buttons fit. e2e/layout-widths.spec.ts measures every width from 320 to 1920 px.
 * The header is wider than the pages' content column (`max-w-7xl`): in the content's 72 rem the
 * row never fits.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85 print:hidden">
      <div className="relative mx-auto flex h-20 max-w-7xl items-center justify-between gap-2 px-3 min-[400px]:px-4 sm:gap-4 sm:px-6">
        <a href="/" className="flex min-h-11 items-center gap-2.5 rounded-md min-[480px]:gap-3">
          <LogoMark className="hidden size-10 min-[420px]:block min-[480px]:size-11" />
          <span className="flex flex-col leading-tight whitespace-nowrap">
            <span className="font-serif text-base font-semibold text-foreground min-[480px]:text-lg">
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
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md bg-primary text-sm font-semibold whitespace-nowrap text-primary-foreground shadow-sm hover:opacity-90 sm:px-4"
          >
            <CalendarCheck aria-hidden="true" className="size-5 sm:hidden" />
            <span className="max-sm:sr-only">{actionLabels.appointment}</span>
          </a>
          {/* On a phone the practice is one tap away from every page (docs/specification.md
          « Purpose »); under 360 px the row has no room left, and the menu holds the number. */}
          <a
            href={phoneHref}
            className="hidden min-h-11 min-w-11 items-center justify-center rounded-md border border-border text-accent hover:bg-surface-muted min-[360px]:inline-flex sm:hidden"
          >
            <Phone aria-hidden="true" className="size-5" />
            <span className="sr-only">{actionLabels.call}</span>
          </a>
          <MobileMenu items={mainMenu} pathname={pathname} />
        </div>
      </div>
    </header>
  )
}
