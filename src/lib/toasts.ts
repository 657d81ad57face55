import type * as Sonner from 'sonner'
import { wait } from './wait'

/**
 * How long the toast region is in the page before the first toast, in milliseconds: a live region
 * added together with its text is not announced by every screen reader (MDN, « ARIA live regions »:
 * the region must be in the page before the change that is to be announced).
 */
const REGION_SETTLE_MS = 300

/** sonner's module once loaded, `null` before. */
let sonner: typeof Sonner | null = null
let loading: Promise<typeof Sonner> | null = null
/** When the first toast may show, `performance.now()` milliseconds. */
let readyAt = 0
const listeners = new Set<() => void>()

/**
 * Loads sonner, once, and has every mounted `<Toaster/>` (components/ui/toaster.tsx) render its
 * toast region. Called when a toast becomes likely (the consultation form's code has loaded, a
 * pointer or the focus reaches the share button) and again just before a toast: sonner (about
 * 10 KB gzip) is then not part of what a page downloads and runs while it starts. The first call
 * resolves {@link REGION_SETTLE_MS} after the region is rendered, so that screen readers announce
 * the first toast even when nothing called this earlier; later calls resolve at once.
 *
 * @returns sonner's module (its `toast`).
 * @throws Error when the chunk cannot be fetched (offline); the next call tries again.
 */
export async function loadToasts(): Promise<typeof Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module
      readyAt = performance.now() + REGION_SETTLE_MS
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  const loaded = await loading
  const settle = readyAt - performance.now()
  if (settle > 0) await wait(settle)
  return loaded
}

/** `useSyncExternalStore`'s subscribe: `listener` runs once sonner has loaded. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** `useSyncExternalStore`'s snapshot: sonner's module once loaded, else `null`. */
export function loadedToasts(): typeof Sonner | null {
  return sonner
}
