import type { MenuItem } from '@/lib/routes'
import { clsx } from 'clsx'

/**
 * Menu entries whose pages live under another path: each expertise page's breadcrumb goes through
 * « Domaines d'expertise » (docs/specification.md « Shared header »), so the menu lights it too.
 */
const SECTION_OF_PATH: ReadonlyArray<readonly [prefix: string, href: string]> = [
  ['/expertise/', '/domaines-expertise'],
]

/**
 * True when `href` is the current route, one of its sub-routes (`/mediation` for
 * `/mediation/judiciaire`), or the entry a page sits under (`/domaines-expertise` for
 * `/expertise/droit-travail`).
 */
export function isCurrentRoute(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  if (SECTION_OF_PATH.some(([prefix, section]) => section === href && pathname.startsWith(prefix)))
    return true
  return pathname === href || pathname.startsWith(`${href}/`)
}

type NavLinkProps = {
  item: MenuItem
  /** Path of the page being rendered, e.g. `/mediation/judiciaire`. */
  pathname: string
  className?: string
  /** Classes of the current route's link. */
  activeClassName?: string
  /** Classes of the other links (kept apart: class lists are joined, not merged). */
  inactiveClassName?: string
}

/**
 * A menu link that marks the current route with `aria-current` and `activeClassName`
 * (docs/specification.md « Shared header »: the current route is highlighted). External items
 * open in a new tab.
 */
export function NavLink({
  item,
  pathname,
  className,
  activeClassName,
  inactiveClassName,
}: NavLinkProps) {
  if (item.external) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={clsx(className, inactiveClassName)}
      >
        {item.name}
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    )
  }
  const current = isCurrentRoute(pathname, item.href)
  return (
    <a
      href={item.href}
      // « page » for the page itself, « true » for the entry a sub-page sits under (WAI-ARIA).
      aria-current={pathname === item.href ? 'page' : current ? 'true' : undefined}
      className={clsx(className, current ? activeClassName : inactiveClassName)}
    >
      {item.name}
    </a>
  )
}
