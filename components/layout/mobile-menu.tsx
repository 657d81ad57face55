'use client'

import { SiteLink } from '@/components/ui/site-link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import type { MenuItem } from '@/content/site'
import { NavLink } from './nav-link'

/**
 * Collapsible menu of the widths where the header's row does not fit (below the `full-menu`
 * breakpoint of app/globals.css; docs/specification.md « Shared header »: open/closed toggle, closes when a link is clicked). The toggle is a real button with `aria-expanded`; Escape closes it and gives focus
 * back to the button. Without JavaScript the root layout's `<noscript>` style shows the panel and
 * hides the button, so every link stays reachable (progressive enhancement).
 *
 * The toggle's two icons come rendered from the server (`openIcon`, `closeIcon`: the header passes
 * lucide's), so that the icon library stays out of the JavaScript every page loads.
 */
export function MobileMenu({
  items,
  openIcon,
  closeIcon,
}: {
  items: readonly MenuItem[]
  /** Shown while the menu is closed, hidden from assistive technologies by the caller. */
  openIcon: React.ReactNode
  /** Shown while the menu is open, hidden from assistive technologies by the caller. */
  closeIcon: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const [lastPathname, setLastPathname] = useState(pathname)

  // Closing on route change also covers the browser's back button, not only clicks in the panel.
  if (pathname !== lastPathname) {
    setLastPathname(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div className="full-menu:hidden">
      <button
        ref={buttonRef}
        type="button"
        data-menu-toggle
        aria-expanded={open}
        aria-controls="menu-mobile"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-border text-foreground hover:bg-surface-muted"
      >
        {open ? closeIcon : openIcon}
        <span className="sr-only">{open ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
      </button>
      <nav
        id="menu-mobile"
        aria-label="Menu principal"
        data-menu-panel
        className={
          open
            ? 'absolute inset-x-0 top-full border-b border-border bg-surface shadow-lg'
            : 'hidden'
        }
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                item={item}
                onNavigate={() => setOpen(false)}
                className="block rounded-md px-3 py-3 text-base whitespace-nowrap hover:bg-surface-muted"
                activeClassName="bg-accent-soft text-accent font-semibold"
                inactiveClassName="font-medium text-foreground"
              />
            </li>
          ))}
          <li className="pt-2">
            <SiteLink
              href="/contact"
              onClick={() => setOpen(false)}
              className="block rounded-md bg-primary px-3 py-3 text-center font-semibold whitespace-nowrap text-primary-foreground"
            >
              Prendre rendez-vous
            </SiteLink>
          </li>
        </ul>
      </nav>
    </div>
  )
}
