import type { InvalidationDetail } from './invalidation-stamps'

/** A registry symbol, so that modules of different bundles find the same target. */
export const CACHE_INVALIDATION_TARGET = Symbol.for('roques.cache-invalidation')

/** A `CustomEvent<InvalidationDetail>`. */
export const CACHE_INVALIDATION_EVENT = 'invalidate'

export function cacheInvalidationTarget(): EventTarget {
  const existing: unknown = Reflect.get(globalThis, CACHE_INVALIDATION_TARGET)
  if (existing instanceof EventTarget) return existing
  const target = new EventTarget()
  Reflect.set(globalThis, CACHE_INVALIDATION_TARGET, target)
  return target
}

/**
 * Announces an invalidation relayed through Redis to the caches beside the route cache. Listeners
 * must not throw: Node.js treats it as uncaught (Node.js « EventTarget error handling »).
 */
export function announceInvalidation(detail: InvalidationDetail): void {
  if (detail.tags.length === 0 && detail.paths.length === 0) return
  cacheInvalidationTarget().dispatchEvent(
    new CustomEvent<InvalidationDetail>(CACHE_INVALIDATION_EVENT, { detail }),
  )
}
