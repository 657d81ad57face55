/**
 * Next.js cache handler of the site (next.config.ts `cacheHandler`; Next.js documentation
 * « incrementalCacheHandlerPath »).
 *
 * One instance: Next.js's own file-system cache — rendered pages and data under `.next/`, with an
 * in-memory copy bounded by `cacheMaxMemorySize` — exactly as without a handler.
 *
 * Several instances (`REDIS_URL` set, README « Several instances »): the entries and the state of
 * the cache tags are shared through Redis (lib/cache/shared-cache.mjs), so that a page rendered by
 * one instance is served by all, and a webhook received by one refreshes all. Every entry is also
 * written to the local file-system cache, which answers whenever Redis cannot (unreachable, or
 * slower than `REDIS_TIMEOUT_MS`) and for the pages prerendered at build time, which the image
 * carries and Redis may not hold (an empty or restarted Redis). The tag states apply to local
 * entries as well, so a local answer is never one that a webhook has expired.
 *
 * In both cases one rule of the README's runtime contract: with `WORDPRESS_CACHE_SECONDS=0` no
 * blog page and no data entry (WordPress's answers, lib/wordpress) is stored or read, so that
 * every request to the blog renders it from WordPress's current answers.
 *
 * Plain JavaScript: Next.js loads this file by itself, outside the application's bundle.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createSharedCache, ONE_YEAR_SECONDS } from './shared-cache.mjs'

const require = createRequire(import.meta.url)
/** @type {new (ctx: object) => { get(key: string, ctx: { kind: string }): Promise<any>; set(key: string, data: unknown, ctx: { kind?: string }): Promise<void>; revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> }} */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
/** @type {{ areTagsExpired(tags: string[], timestamp: number): boolean }} */
const {
  areTagsExpired,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

/** Header in which Next.js stores the tags of a rendered page or route. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * True for the cache key of a rendered blog page: Next.js 16 keys pages as
 * `/route-cache/APP_PAGE/<route hash>/$<pathname>`.
 * @param {string} key
 * @returns {boolean}
 */
export function isBlogPageKey(key) {
  return /\/\$\/blog(?:\/|$)/.test(key)
}

/**
 * True for what the cache must not keep while the blog's cache is off: rendered blog pages and
 * data entries (`FETCH`: WordPress's answers, through `unstable_cache`).
 * @param {string} key
 * @param {{ kind?: string }} ctx
 */
function bypassed(key, ctx) {
  return blogCacheOff() && (ctx?.kind === 'FETCH' || isBlogPageKey(key))
}

/** @returns {boolean} whether `WORDPRESS_CACHE_SECONDS` is exactly 0 (README « Settings »). */
function blogCacheOff() {
  return process.env.WORDPRESS_CACHE_SECONDS?.trim() === '0'
}

/**
 * The tags of a stored page or route (its `x-next-cache-tags` header, implicit path tags
 * included), or `[]` for data entries, whose tags Next.js checks itself.
 * @param {any} value
 * @returns {string[]}
 */
export function responseTags(value) {
  const header = value?.headers?.[CACHE_TAGS_HEADER]
  if (Array.isArray(header)) return header
  return typeof header === 'string' && header ? header.split(',') : []
}

/**
 * The entry stored in Redis for what Next.js asks to keep: its data, when it was made, its tags
 * and its lifetime. The lifetime Next.js gives (`cacheControl`) is stored with it, so that every
 * instance regenerates the page on the same schedule as the one that rendered it; Redis keeps the
 * entry until that lifetime's `expire` (one year when there is none).
 * @param {any} data
 * @param {any} ctx Next.js's context of `set`: `cacheControl` for pages, `tags` for data.
 * @param {number} [now]
 * @returns {import('./shared-cache.mjs').StoredEntry}
 */
export function toStoredEntry(data, ctx, now = Date.now()) {
  const cacheControl = ctx?.cacheControl
  const revalidate = data?.kind === 'FETCH' ? data.revalidate : cacheControl?.revalidate
  const lastModifiedAt = Math.floor(now / 1000)
  const staleAge = typeof revalidate === 'number' && revalidate > 0 ? revalidate : ONE_YEAR_SECONDS
  const expireAge = Math.max(
    staleAge,
    typeof cacheControl?.expire === 'number' ? cacheControl.expire : ONE_YEAR_SECONDS,
  )
  const tags = data?.kind === 'FETCH' ? (ctx?.tags ?? data?.tags ?? []) : responseTags(data)
  return {
    lastModified: now,
    lifespan: {
      lastModifiedAt,
      staleAge,
      staleAt: lastModifiedAt + staleAge,
      expireAge,
      expireAt: lastModifiedAt + expireAge,
      revalidate: revalidate ?? false,
    },
    tags: Object.freeze([...tags]),
    value: data,
    ...(cacheControl ? { cacheControl } : {}),
  }
}

/** The process's one connection to the shared cache, or `null` without `REDIS_URL`. */
let shared

/**
 * @param {{ serverDistDir?: string }} ctx
 * @returns {import('./shared-cache.mjs').SharedCache | null}
 */
function sharedCache(ctx) {
  if (shared !== undefined) return shared
  const url = process.env.REDIS_URL?.trim()
  // The build renders the content pages into the image; it never talks to Redis.
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return (shared = null)
  let buildId = 'unknown-build'
  try {
    buildId = readFileSync(join(ctx.serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8')
  } catch {
    // Without a build id every build shares one namespace; Next.js always writes it.
  }
  const timeoutMs = Number(process.env.REDIS_TIMEOUT_MS)
  shared = createSharedCache({
    url,
    buildId: buildId.trim(),
    keyPrefix: process.env.REDIS_KEY_PREFIX?.trim() || 'roques-avocat:',
    timeoutMs: Number.isInteger(timeoutMs) && timeoutMs > 0 ? timeoutMs : 1000,
  })
  return shared
}

/**
 * Closes the connection to Redis, if any (scripts/server.mjs calls it at shutdown, once the last
 * request has been answered).
 */
export async function closeSharedCache() {
  await shared?.close()
}

export default class SiteCacheHandler extends FileSystemCache {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    super(ctx)
    this.shared = sharedCache(ctx)
  }

  /**
   * @param {string} key
   * @param {{ kind: string, softTags?: string[] }} ctx
   */
  async get(key, ctx) {
    if (bypassed(key, ctx)) return null
    if (this.shared) {
      const entry = await this.shared.get(key, ctx)
      if (entry) {
        // Next.js checks data entries itself; a page whose tags a webhook expired is rendered
        // again before answering, as the file-system cache does.
        if (areTagsExpired(responseTags(entry.value), entry.lastModified)) return null
        return {
          lastModified: entry.lastModified,
          value: entry.value,
          ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
        }
      }
    }
    return super.get(key, ctx)
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {{ kind?: string }} ctx
   */
  async set(key, data, ctx) {
    if (bypassed(key, ctx)) return
    await Promise.all([super.set(key, data, ctx), this.shared?.set(key, toStoredEntry(data, ctx))])
  }

  /**
   * Marks `tags` stale or expired in this process (Next.js's own rule, by `durations`), then
   * shares their new state with the other instances.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    await this.shared?.publishTags(typeof tags === 'string' ? [tags] : tags)
  }
}
