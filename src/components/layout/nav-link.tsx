import type { MenuItem } from '@/content/site'
import { clsx } from 'clsx'

/** True when `href` is the current route or one of its sub-routes (`/mediation` for `/mediation/judiciaire`). */
export function isCurrentRoute(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
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
 * A menu link that marks the current route with `aria-current="page"` and `activeClassName`
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
      aria-current={current ? 'page' : undefined}
      className={clsx(className, current ? activeClassName : inactiveClassName)}
    >
      {item.name}
    </a>
  )
}
