'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { MenuItem } from '@/content/site'
import { cn } from '@/lib/utils'

/** True when `href` is the current route or one of its sub-routes (`/mediation` for `/mediation/judiciaire`). */
export function isCurrentRoute(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

type NavLinkProps = {
  item: MenuItem
  className?: string
  activeClassName?: string
  onNavigate?: () => void
}

/**
 * A menu link that marks the current route with `aria-current="page"` and `activeClassName`
 * (spec §2: « The current route is highlighted »). External items open in a new tab.
 */
export function NavLink({ item, className, activeClassName, onNavigate }: NavLinkProps) {
  const pathname = usePathname()
  if (item.external) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
      >
        {item.name}
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    )
  }
  const current = isCurrentRoute(pathname, item.href)
  return (
    <Link
      href={item.href}
      aria-current={current ? 'page' : undefined}
      className={cn(className, current && activeClassName)}
      onClick={onNavigate}
    >
      {item.name}
    </Link>
  )
}
