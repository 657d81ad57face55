import { useEffect } from 'react'
import { Toaster, toast, type ToasterProps } from 'sonner'
import { useHydrated } from '@/lib/use-hydrated'
import { WithContactLinks } from './contact-links'
import { receiveToasts, type ToastRequest } from './toasts'

/**
 * The region's look: at the bottom centre, in the system's theme, with a close button named in
 * French, as every string a visitor meets (docs/specification.md « Purpose »), and the region named
 * after its shortcut.
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
 * How long the region is in the page before its first toast, in milliseconds: a live region added
 * together with its text is not announced by every screen reader (MDN, « ARIA live regions »: the
 * region must be in the page before the change that is to be announced).
 */
const REGION_SETTLE_MS = 300

function display({ kind, title, description, contactLinks, duration }: ToastRequest) {
  toast[kind](title, {
    description: contactLinks ? <WithContactLinks text={description} /> : description,
    duration,
  })
}

/**
 * The page's toast region (sonner's `aria-live` section), an island of its own started by the
 * first toast an island asks for (`client:event` with ./toasts.ts TOASTS_EVENT): it shows the
 * toasts of ./toasts.ts, those that waited first, {@link REGION_SETTLE_MS} after it is in the page.
 * Nothing in the server HTML: sonner reads the colour scheme while it renders.
 */
export function ToastRegion() {
  const hydrated = useHydrated()
  useEffect(() => {
    let stop = () => {}
    const timer = window.setTimeout(() => (stop = receiveToasts(display)), REGION_SETTLE_MS)
    return () => {
      window.clearTimeout(timer)
      stop()
    }
  }, [])
  return hydrated ? <Toaster {...TOASTER_OPTIONS} /> : null
}
