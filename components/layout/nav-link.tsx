'use client'

import { SiteLink } from '@/components/ui/site-link'
import { usePathname } from 'next/navigation'
import type { MenuItem } from '@/content/site'
// clsx, not lib/utils.ts cn(): tailwind-merge would add 8 KB gzip to the browser for class lists without conflicts.
import { clsx } from 'clsx'

/** True when `href` is the current route or one of its sub-routes (`/mediation` for `/mediation/judiciaire`). */
export function isCurrentRoute(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

type NavLinkProps = {
  item: MenuItem
  className?: string
  /** Classes of the current route's link. */
  activeClassName?: string
  /** Classes of the other links (kept apart: class lists are joined, not merged). */
  inactiveClassName?: string
  onNavigate?: () => void
}

/**
 * A menu link that marks the current route with `aria-current="page"` and `activeClassName`
 * (docs/specification.md « Shared header »: the current route is highlighted). External items open in a new tab.
 */
export function NavLink({
  item,
  className,
  activeClassName,
  inactiveClassName,
  onNavigate,
}: NavLinkProps) {
  const pathname = usePathname()
  if (item.external) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={clsx(className, inactiveClassName)}
        onClick={onNavigate}
      >
        {item.name}
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    )
  }
  const current = isCurrentRoute(pathname, item.href)
  return (
    <SiteLink
      href={item.href}
      aria-current={current ? 'page' : undefined}
      className={clsx(className, current ? activeClassName : inactiveClassName)}
      onClick={onNavigate}
    >
      {item.name}
    </SiteLink>
  )
}
