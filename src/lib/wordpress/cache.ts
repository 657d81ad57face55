import { AsyncLocalStorage } from 'node:async_hooks'
import { LRUCache } from 'lru-cache'
import { WORDPRESS_CACHE_ENTRIES, WORDPRESS_FALLBACK_SECONDS } from '@/lib/constants'
import { getWordPressApiUrl, getWordPressCacheSeconds } from '@/lib/env'
import { WordPressError } from './client'

/*
 * The data cache of WordPress's answers (README « Caching »; docs/architecture.md « The blog »:
 * two caches, each with one job). The rendered HTML is Astro's route caching; this one keeps the
 * reshaped answers, so that:
 * - an answer is reused `WORDPRESS_CACHE_SECONDS`, then asked again (0 turns this cache off);
 * - concurrent requests for one missing or outdated answer make ONE WordPress call (lru-cache's
 *   `fetchMethod`, whose pending fetch every caller shares);
 * - when WordPress fails, the last good answer is served instead, for up to
 *   WORDPRESS_FALLBACK_SECONDS after it was fetched, even right after the webhook expired it
 *   (`allowStaleOnFetchRejection`, `noDeleteOnFetchRejection`, `allowStaleOnFetchAbort`); the page
 *   rendered from it is then not cached (`trackWordPressAnswers`), so that it is rendered again
 *   once WordPress is back;
 * - the webhook expires exactly the entries carrying the tags it names (lib/constants.ts TAGS),
 *   on this instance and, through the process-wide invalidation registry below, when another
 *   instance relays it.
 */

/** Process-wide key of the invalidation registry, shared with the HTML cache's provider. */
export const INVALIDATION_REGISTRY = Symbol.for('roques.cache-invalidation')
/** Type of the events of the registry: `CustomEvent<CacheInvalidation>`. */
export const INVALIDATION_EVENT = 'invalidate'

/** What an invalidation names: cache tags (lib/constants.ts TAGS) and page paths (`/blog/…`). */
export type CacheInvalidation = { tags: string[]; paths: string[] }

type RegistryHolder = { [INVALIDATION_REGISTRY]?: EventTarget }

/**
 * The process-wide invalidation registry, `globalThis[Symbol.for('roques.cache-invalidation')]`,
 * created when absent: an `EventTarget` on which every invalidation of the site's caches is
 * dispatched as `CustomEvent('invalidate', { detail: { tags, paths } })`, by the webhook
 * (src/pages/api/revalidate.ts) and by the HTML cache's provider when another instance relays
 * one. Each cache listens to it and drops what it holds under those tags or paths; listeners are
 * idempotent, so an event received twice does no harm.
 */
export function invalidationRegistry(): EventTarget {
  const holder = globalThis as RegistryHolder
  holder[INVALIDATION_REGISTRY] ??= new EventTarget()
  return holder[INVALIDATION_REGISTRY]
}

/** Dispatches `invalidation` on the registry (see {@link invalidationRegistry}). */
export function announceInvalidation(invalidation: CacheInvalidation): void {
  invalidationRegistry().dispatchEvent(
    new CustomEvent<CacheInvalidation>(INVALIDATION_EVENT, { detail: invalidation }),
  )
}

/** The `detail` of an invalidation event, with anything malformed left out. */
function invalidationOf(event: Event): CacheInvalidation {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  if (typeof detail !== 'object' || detail === null) return { tags: [], paths: [] }
  return {
    tags: list((detail as { tags?: unknown }).tags),
    paths: list((detail as { paths?: unknown }).paths),
  }
}

/** One kept answer and what tells whether it is still fresh. */
type Entry = {
  value: unknown
  /** `Date.now()` when WordPress answered. */
  fetchedAt: number
  /** {@link sequence} when the call started: a tag expired after it expires the entry. */
  startedAt: number
  tags: readonly string[]
}

type FetchContext = { load: () => Promise<unknown>; tags: readonly string[] }

/**
 * A counter ordering the calls' starts and the invalidations: an entry is expired by an
 * invalidation of one of its tags that came after its call started (even while the call was in
 * flight, so that an answer read before the webhook is not kept as fresh).
 */
let sequence = 0
/** Last invalidation of each tag, as a {@link sequence} value. */
const expiredAt = new Map<string, number>()

const entries = new LRUCache<string, Entry, FetchContext>({
  max: WORDPRESS_CACHE_ENTRIES,
  // How long an answer is kept at all; its freshness (WORDPRESS_CACHE_SECONDS, read on each call)
  // is checked by `cached()`, which then asks again with `forceRefresh`.
  ttl: WORDPRESS_FALLBACK_SECONDS * 1000,
  allowStale: false,
  noDeleteOnStaleGet: true,
  allowStaleOnFetchRejection: true,
  allowStaleOnFetchAbort: true,
  noDeleteOnFetchRejection: true,
  fetchMethod: async (_key, _stale, { context }) => {
    const startedAt = ++sequence
    const value = await context.load()
    return { value, fetchedAt: Date.now(), startedAt, tags: context.tags }
  },
})

/** True when a tag of `entry` was invalidated after its call started. */
function expired(entry: Entry): boolean {
  return entry.tags.some((tag) => (expiredAt.get(tag) ?? 0) > entry.startedAt)
}

/** True when `entry` may be served without asking WordPress: young enough and not expired. */
function fresh(entry: Entry, ttl: number): boolean {
  return !expired(entry) && Date.now() - entry.fetchedAt <= ttl
}

invalidationRegistry().addEventListener(INVALIDATION_EVENT, (event) => {
  const { tags } = invalidationOf(event)
  for (const tag of tags) expiredAt.set(tag, ++sequence)
  // The tags of the webhook are a handful (lib/revalidate.ts); those of deleted posts would pile
  // up: forget the oldest once they are many, as old as the entries that could still hold them.
  if (expiredAt.size > WORDPRESS_CACHE_ENTRIES) {
    const oldest = expiredAt.keys().next().value
    if (oldest !== undefined) expiredAt.delete(oldest)
  }
})

/** Per render: whether an answer came from the fallback (see {@link trackWordPressAnswers}). */
const renders = new AsyncLocalStorage<{ fallback: boolean }>()

/**
 * Runs `render` (a page's data loading) and says whether every WordPress answer it read was a good
 * one: `fallback` is true when WordPress failed and an older answer was served instead. A page
 * rendered from a fallback is shown but not cached (README « Caching »).
 */
export async function trackWordPressAnswers<T>(
  render: () => Promise<T>,
): Promise<{ value: T; fallback: boolean }> {
  const state = { fallback: false }
  const value = await renders.run(state, render)
  return { value, fallback: state.fallback }
}

/**
 * Runs `load` (one WordPress call, reshaped) through the data cache under `key` and `tags`
 * (README « Caching »). The API URL is part of the key, so that pointing the site at another
 * WordPress never shows the previous one's posts. With `WORDPRESS_CACHE_SECONDS=0` every call asks
 * WordPress.
 *
 * @throws what `load` throws when WordPress fails and no earlier answer younger than
 *   WORDPRESS_FALLBACK_SECONDS is kept.
 */
export async function cached<T>(
  key: readonly string[],
  tags: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const seconds = getWordPressCacheSeconds()
  if (seconds === 0) return load()
  const ttl = seconds * 1000
  const cacheKey = [getWordPressApiUrl() ?? '', ...key].join('\n')
  for (let attempt = 0; ; attempt++) {
    const kept = entries.peek(cacheKey, { allowStale: true })
    const status: LRUCache.Status<string, Entry, FetchContext> = {}
    const entry = await entries.fetch(cacheKey, {
      forceRefresh: kept !== undefined && !fresh(kept, ttl),
      context: { load, tags },
      status,
    })
    const error: unknown =
      status.fetchError ?? new WordPressError('network', `WordPress call ${key.join(' ')} failed`)
    if (!entry) throw error
    if (fresh(entry, ttl)) return entry.value as T
    // An answer to a call shared with a request that started before the webhook: ask again, once.
    const failed = status.fetchRejected === true || status.fetchAborted === true
    if (attempt === 0 && !failed && Date.now() - entry.fetchedAt <= ttl) continue
    // WordPress failed (this call, or the one it shared): the last good answer, if recent enough.
    if (Date.now() - entry.fetchedAt > WORDPRESS_FALLBACK_SECONDS * 1000) {
      entries.delete(cacheKey)
      throw error
    }
    const render = renders.getStore()
    if (render) render.fallback = true
    console.warn(
      `WordPress a échoué : réponse du ${new Date(entry.fetchedAt).toISOString()} servie (${key.join(' ')})`,
      status.fetchError ?? '',
    )
    return entry.value as T
  }
}

/** Empties the data cache and forgets every invalidation (unit tests). */
export function clearWordPressCache(): void {
  entries.clear()
  expiredAt.clear()
}
