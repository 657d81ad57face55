/**
 * The one record of a client-side navigation that has started and not yet been committed, read by
 * PendingNavigation (components/layout/navigation-pending.tsx) to show the target's loading state.
 * Links report to it through Next.js's `useLinkStatus` (components/ui/site-link.tsx), which is
 * pending only while the target is not already in the browser; Back, Forward and programmatic
 * navigations report through {@link expectNavigation}.
 */

/** Path (with its query string) of the navigation under way; `null` when there is none. */
let pendingTarget: string | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

/** Subscribes to changes (React's `useSyncExternalStore` contract). */
export function subscribePendingNavigation(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The navigation under way, or `null`. */
export function getPendingNavigation(): string | null {
  return pendingTarget
}

/** Marks a navigation to `target` (a path, with or without a query string) as started. */
export function startNavigation(target: string): void {
  if (pendingTarget === target) return
  pendingTarget = target
  emit()
}

/** Ends the navigation to `target`; any other one under way is left as it is. */
export function endNavigation(target: string): void {
  if (pendingTarget !== target) return
  pendingTarget = null
  emit()
}

/**
 * For a navigation Next.js may commit at once (Back, Forward, `router.push` to a route it already
 * has): reports it only if, two frames later, the page shown is still another one, so that an
 * instant navigation never flashes a loading state.
 *
 * @param target path with its query string, as `location.pathname + location.search`.
 * @param isShown tells whether the page shown is already `target`.
 */
export function expectNavigation(target: string, isShown: () => boolean): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (!isShown()) startNavigation(target)
    }),
  )
}
