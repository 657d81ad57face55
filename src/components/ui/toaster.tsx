import { Toaster as Sonner } from 'sonner'
import { useHydrated } from '@/lib/use-hydrated'
import { TOASTER_OPTIONS } from './toaster-options'

/**
 * The toast region (sonner), for an island that toasts (the consultation form; docs/specification.md
 * « Error catalogue »): sonner's `aria-live` section, so that screen readers announce each toast,
 * as TOASTER_OPTIONS sets it. Rendered once the island runs in the browser, not in
 * its server HTML: sonner reads the colour scheme while it renders, and a toast only ever follows
 * something the visitor did, after hydration, by which time the region is in the page (MDN « ARIA
 * live regions »: the region must exist before the change that is to be announced).
 */
export function Toaster() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return <Sonner {...TOASTER_OPTIONS} />
}
