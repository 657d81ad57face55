/*
 * The process's invalidation bus: the webhook and the route cache (relaying another instance)
 * announce what changed; the WordPress answers' caches drop what they hold under those tags.
 */

/** Cache tags (lib/constants.ts TAGS) and percent-encoded page paths (`/blog/…`). */
export interface Invalidation {
  tags: string[]
  paths: string[]
}

/** Under a registry symbol: the route cache's provider may be bundled with a copy of this module. */
const BUS = Symbol.for('roques.cache-invalidation')
const EVENT = 'invalidate'

function bus(): EventTarget {
  const existing: unknown = Reflect.get(globalThis, BUS)
  if (existing instanceof EventTarget) return existing
  const target = new EventTarget()
  Reflect.set(globalThis, BUS, target)
  return target
}

/** Tells every listener of this process; an empty invalidation is not announced. */
export function announceInvalidation(invalidation: Invalidation): void {
  if (invalidation.tags.length === 0 && invalidation.paths.length === 0) return
  bus().dispatchEvent(new CustomEvent<Invalidation>(EVENT, { detail: invalidation }))
}

/**
 * Calls `listener` with each invalidation announced from now on, malformed ones left out. It must
 * be idempotent (one may come twice) and not throw (Node.js « EventTarget error handling »).
 * @returns a function that removes the listener.
 */
export function onInvalidation(listener: (invalidation: Invalidation) => void): () => void {
  const handle = (event: Event) => {
    const invalidation = invalidationOf(event)
    if (invalidation) listener(invalidation)
  }
  bus().addEventListener(EVENT, handle)
  return () => bus().removeEventListener(EVENT, handle)
}

function invalidationOf(event: Event): Invalidation | null {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null
  if (typeof detail !== 'object' || detail === null) return null
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  const { tags, paths } = detail as { tags?: unknown; paths?: unknown }
  return { tags: list(tags), paths: list(paths) }
}
