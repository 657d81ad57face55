import Link from 'next/link'
import { mainMenu, site } from '@/content/site'
import { LogoMark } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'

/**
 * Sticky header of every page (spec §2 « Shared header »): logo, the lawyer's name with
 * 'AVOCAT ASSOCIÉ', the main menu from `content/site.ts`, and the 'Prendre rendez-vous' button.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="relative mx-auto flex h-20 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-3 rounded-md">
          <LogoMark />
          <span className="flex flex-col leading-tight">
            <span className="font-serif text-lg font-semibold text-foreground">
              Maître {site.lawyer.fullName}
            </span>
            <span className="text-xs font-semibold tracking-[0.18em] text-accent">
              {site.lawyer.title}
            </span>
          </span>
        </Link>
        <nav aria-label="Menu principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainMenu.map((item) => (
              <li key={item.href}>
                <NavLink
                  item={item}
                  className="block rounded-md px-2.5 py-2 text-sm hover:bg-surface-muted hover:text-foreground xl:px-3"
                  activeClassName="bg-accent-soft text-accent font-semibold"
                  inactiveClassName="font-medium text-muted"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            href="/contact"
            className="hidden rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-primary-foreground shadow-sm hover:opacity-90 sm:inline-block"
          >
            Prendre rendez-vous
          </Link>
          <MobileMenu items={mainMenu} />
        </div>
      </div>
    </header>
  )
}
