import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * The toast region of the consultation form: at the bottom centre, in the system's theme, with a
 * close button named in French, as every string a visitor meets (docs/specification.md
 * « Purpose »), and the region named after its shortcut. The share button's toasts
 * (components/blog/share-toasts.ts) repeat it, checked equal by a unit test: a module both islands
 * imported would be one more file for an article to fetch (docs/benchmarks.md « Script per route,
 * before and after the move to Astro »).
 */
export const TOASTER_OPTIONS = {
  position: 'bottom-center',
  theme: 'system',
  richColors: true,
  closeButton: true,
  customAriaLabel: 'Notifications (Alt+T)',
  toastOptions: { closeButtonAriaLabel: 'Fermer la notification' },
} as const satisfies ToasterProps

/**
 * The toast region (sonner), for an island that toasts (the consultation form; docs/specification.md
 * « Error catalogue »): sonner's `aria-live` section, so that screen readers announce each toast,
 * as TOASTER_OPTIONS sets it. Rendered once the island runs in the browser, not in its server
 * HTML: sonner reads the colour scheme while it renders, and a toast only ever follows something
 * the visitor did, after hydration, by which time the region is in the page (MDN « ARIA live
 * regions »: the region must exist before the change that is to be announced).
 */
export function Toaster() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return <Sonner {...TOASTER_OPTIONS} />
}
