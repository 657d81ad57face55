import type { InvalidationDetail } from './invalidation-stamps'

/**
 * Key of the process-wide EventTarget on which every invalidation of the route cache is announced:
 * `globalThis[Symbol.for('roques.cache-invalidation')]`. A registry symbol, so that modules of
 * different bundles (the route cache's provider, the blog's WordPress cache) find the same target.
 */
export const CACHE_INVALIDATION_TARGET = Symbol.for('roques.cache-invalidation')

/** Name of the event, a `CustomEvent<InvalidationDetail>`. */
export const CACHE_INVALIDATION_EVENT = 'invalidate'

/**
 * The process-wide target of {@link CACHE_INVALIDATION_TARGET}, created on first use. Listen with
 * `addEventListener('invalidate', (event) => (event as CustomEvent<InvalidationDetail>).detail)`.
 */
export function cacheInvalidationTarget(): EventTarget {
  const existing: unknown = Reflect.get(globalThis, CACHE_INVALIDATION_TARGET)
  if (existing instanceof EventTarget) return existing
  const target = new EventTarget()
  Reflect.set(globalThis, CACHE_INVALIDATION_TARGET, target)
  return target
}

/**
 * Announces an invalidation received from another instance through Redis, so that the caches kept
 * beside the route cache (the WordPress answers of src/lib/wordpress) drop the same entries; the
 * instance where `cache.invalidate` was called announces it itself (src/pages/api/revalidate.ts).
 * Listeners must not throw: Node.js treats an exception thrown by an EventTarget listener as
 * uncaught (Node.js « EventTarget error handling »).
 */
export function announceInvalidation(detail: InvalidationDetail): void {
  if (detail.tags.length === 0 && detail.paths.length === 0) return
  cacheInvalidationTarget().dispatchEvent(
    new CustomEvent<InvalidationDetail>(CACHE_INVALIDATION_EVENT, { detail }),
  )
}
