/**
 * Next.js cache handler of the site (next.config.ts `cacheHandler`; Next.js documentation
 * « incrementalCacheHandlerPath »). It keeps Next.js's own file-system cache — rendered pages
 * and data under `.next/`, with an in-memory copy — and adds one rule of the README's runtime
 * contract: with `WORDPRESS_CACHE_SECONDS=0` no blog page and no data entry (WordPress's answers,
 * lib/wordpress) is stored or read, so that every request to the blog renders it from WordPress's
 * current answers.
 *
 * Plain JavaScript: Next.js loads this file by itself, outside the application's bundle.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
/** @type {new (ctx: object) => { get(key: string, ctx: { kind: string }): Promise<unknown>; set(key: string, data: unknown, ctx: { kind?: string }): Promise<void> }} */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

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

export default class SiteCacheHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {{ kind: string }} ctx
   */
  async get(key, ctx) {
    if (bypassed(key, ctx)) return null
    return super.get(key, ctx)
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {{ kind?: string }} ctx
   */
  async set(key, data, ctx) {
    if (bypassed(key, ctx)) return
    return super.set(key, data, ctx)
  }
}
