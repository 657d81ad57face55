import { actionLabels } from '@/content/actions'
import { phoneHref } from '@/content/site'
import type { MenuItem } from '@/lib/routes'
import { Menu, Phone, X } from 'lucide-react'
import { NavLink } from './nav-link'

/**
 * Collapsible menu of the widths where the header's row does not fit (below the `full-menu`
 * breakpoint of src/styles/globals.css; docs/specification.md « Shared header »: open/closed
 * toggle, closes when a link is clicked). No script: the panel is a `popover` (HTML « The popover
 * attribute ») opened by its button, whose expanded state the browser exposes to assistive
 * technologies; Escape and a click
 * outside close it, and a link loads a new page, where it is closed.
 */
export function MobileMenu({ items, pathname }: { items: readonly MenuItem[]; pathname: string }) {
  return (
    <div className="group full-menu:hidden">
      <button
        type="button"
        popoverTarget="menu-mobile"
        data-menu-toggle
        className="group inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-border text-foreground hover:bg-surface-muted"
      >
        {/* The label follows the panel's state through CSS (`:popover-open`), without script. */}
        <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]:block" />
        <span className="sr-only group-has-[:popover-open]:hidden">Ouvrir le menu</span>
        <span className="sr-only hidden group-has-[:popover-open]:inline">Fermer le menu</span>
      </button>
      <nav
        id="menu-mobile"
        popover="auto"
        aria-label="Menu principal"
        data-menu-panel
        className="mobile-menu-panel"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                item={item}
                pathname={pathname}
                className="block rounded-md px-3 py-3 text-base whitespace-nowrap hover:bg-surface-muted"
                activeClassName="bg-accent-soft text-accent font-semibold"
                inactiveClassName="font-medium text-foreground"
              />
            </li>
          ))}
          <li className="pt-2">
            <a
              href="/contact"
              className="block rounded-md bg-primary px-3 py-3 text-center font-semibold whitespace-nowrap text-primary-foreground"
            >
              {actionLabels.appointment}
            </a>
          </li>
          <li>
            <a
              href={phoneHref}
              className="flex items-center justify-center gap-2 rounded-md border border-border px-3 py-3 font-semibold whitespace-nowrap text-accent hover:bg-surface-muted"
            >
              <Phone aria-hidden="true" className="size-5" />
              {actionLabels.call}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  )
}
