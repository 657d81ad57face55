/*
 * The page's toasts, shown by the toast region's island (./toast-region.tsx) for the islands that
 * toast (the consultation form, the share button). The region starts when the first toast is asked
 * for, or about to be: its code (sonner) stays out of what those islands load to start
 * (docs/benchmarks.md « Script per route »). This module is their meeting point: both islands
 * import it, and the browser runs it once.
 */

/** Event that starts the toast region's island (`client:event`, dispatched on `window`). */
export const TOASTS_EVENT = 'site:toasts'

/** A toast, as an island asks for it (docs/specification.md « Error catalogue »). */
export type ToastRequest = {
  kind: 'success' | 'error'
  title: string
  description: string
  /** The practice's number and address in `description` become links (WithContactLinks). */
  contactLinks?: boolean
  /** How long it stays, in milliseconds (sonner's 4 s by default). */
  duration?: number
}

/** What the region shows a toast with, once it is ready; until then, the toasts wait. */
let show: ((toast: ToastRequest) => void) | null = null
const waiting: ToastRequest[] = []

/** Starts the region ahead of a toast that may come (a pointer on the share button). */
export function prepareToasts(): void {
  if (!show) window.dispatchEvent(new Event(TOASTS_EVENT))
}

/** Shows `toast`, at once if the region is ready, else as soon as it is. */
export function showToast(toast: ToastRequest): void {
  if (show) return show(toast)
  waiting.push(toast)
  prepareToasts()
}

/**
 * For the region: `handler` shows every toast from now on, starting with those that waited.
 * @returns what stops it (the region leaves the page).
 */
export function receiveToasts(handler: (toast: ToastRequest) => void): () => void {
  show = handler
  for (const toast of waiting.splice(0)) handler(toast)
  return () => {
    if (show === handler) show = null
  }
}
