import { AsyncLocalStorage } from 'node:async_hooks'
import { LRUCache } from 'lru-cache'
import {
  WORDPRESS_ABSENT_ENTRIES,
  WORDPRESS_CACHE_ENTRIES,
  WORDPRESS_FALLBACK_SECONDS,
} from '@/lib/constants'
import { onInvalidation } from '@/lib/cache/invalidation-bus'
import { getWordPressApiUrl, getWordPressCacheSeconds } from '@/lib/env'
import { WordPressError } from './client'

/*
 * The data cache of WordPress's reshaped answers (README « Caching »; docs/architecture.md
 * « Caching »). Concurrent misses share one call (lru-cache `fetchMethod`); when WordPress fails, the
 * last good answer is served up to WORDPRESS_FALLBACK_SECONDS and the page built from it is not
 * cached; the webhook expires the entries carrying its tags, here and, relayed, on other instances.
 */

type Entry = {
  value: unknown
  /** `Date.now()` when WordPress answered. */
  fetchedAt: number
  /** {@link sequence} when the call started. */
  startedAt: number
  tags: readonly string[]
}

type FetchContext = { load: () => Promise<unknown>; tags: readonly string[] }

/**
 * Orders calls' starts and invalidations: an invalidation after a call started expires its entry,
 * even one still in flight, so that an answer read before the webhook is not kept as fresh.
 */
let sequence = 0
/** Last invalidation of each tag, as a {@link sequence} value. */
const expiredAt = new Map<string, number>()

const entries = new LRUCache<string, Entry, FetchContext>({
  max: WORDPRESS_CACHE_ENTRIES,
  // How long an answer is kept at all; `cached()` checks its freshness.
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

/**
 * Answers that something does not exist (`null`: an unknown slug). A visitor picks those keys, so
 * they are kept apart and few: thousands of made-up slugs must not push out of `entries` the
 * answers that stand in for WordPress during an outage.
 */
const absent = new LRUCache<string, Entry>({
  max: WORDPRESS_ABSENT_ENTRIES,
  ttl: WORDPRESS_FALLBACK_SECONDS * 1000,
})

function expired(entry: Entry): boolean {
  return entry.tags.some((tag) => (expiredAt.get(tag) ?? 0) > entry.startedAt)
}

function fresh(entry: Entry, ttl: number): boolean {
  return !expired(entry) && Date.now() - entry.fetchedAt <= ttl
}

onInvalidation(({ tags }) => {
  for (const tag of tags) expiredAt.set(tag, ++sequence)
  // Tags of deleted posts would pile up: forget the oldest once they outnumber the entries.
  if (expiredAt.size > WORDPRESS_CACHE_ENTRIES) {
    const oldest = expiredAt.keys().next().value
    if (oldest !== undefined) expiredAt.delete(oldest)
  }
})

const renders = new AsyncLocalStorage<{ fallback: boolean }>()

/** Runs `render`; `fallback` is true when an answer it read was an older one served on failure. */
export async function trackWordPressAnswers<T>(
  render: () => Promise<T>,
): Promise<{ value: T; fallback: boolean }> {
  const state = { fallback: false }
  const value = await renders.run(state, render)
  return { value, fallback: state.fallback }
}

/**
 * Runs `load` through the data cache under `key` (with the API URL, so that another WordPress
 * never shows this one's posts) and `tags`. `WORDPRESS_CACHE_SECONDS=0` turns the cache off.
 * @throws what `load` throws when no answer younger than WORDPRESS_FALLBACK_SECONDS is kept.
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
  const known = absent.get(cacheKey)
  if (known && fresh(known, ttl)) return known.value as T
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
    if (entry.value === null) {
      entries.delete(cacheKey)
      absent.set(cacheKey, entry)
    }
    if (fresh(entry, ttl)) return entry.value as T
    // An answer to a call shared with a request that started before the webhook: ask again, once.
    const failed = status.fetchRejected === true || status.fetchAborted === true
    if (attempt === 0 && !failed && Date.now() - entry.fetchedAt <= ttl) continue
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

/** Unit tests. */
export function clearWordPressCache(): void {
  entries.clear()
  absent.clear()
  expiredAt.clear()
}
