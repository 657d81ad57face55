import type * as Sonner from 'sonner'

/** sonner's module once loaded, `null` before. */
let sonner: typeof Sonner | null = null
let loading: Promise<typeof Sonner> | null = null
const listeners = new Set<() => void>()

/**
 * Loads sonner, once, and has every mounted `<Toaster/>` (components/ui/toaster.tsx) render its
 * toast region. Called when a toast becomes likely (the consultation form's code has loaded, a
 * pointer or the focus reaches the share button) and again just before a toast: sonner (about
 * 10 KB gzip) is then not part of what a page downloads and runs while it starts, and its
 * `aria-live` region is usually in the page before the first toast, so that screen readers
 * announce it. A toast made before the region is mounted shows once it is: sonner's `Toaster`
 * replays the active toasts when it subscribes (sonner 2, `ToastState.subscribe`).
 *
 * @returns sonner's module (its `toast`).
 * @throws Error when the chunk cannot be fetched (offline); the next call tries again.
 */
export function loadToasts(): Promise<typeof Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
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
