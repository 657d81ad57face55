import type { APIContext } from 'astro'
import { BLOG_STALE_SECONDS } from '@/lib/constants'
import { getWordPressCacheSeconds } from '@/lib/env'
import { sharedCacheControl } from './cached-page'

/** What a route sets about its answer (`Astro` in a page's frontmatter, or an endpoint's context). */
export type RouteAnswer = Pick<APIContext, 'cache'> & {
  response: { status?: number; statusText?: string; headers: Headers }
}

/**
 * A public blog page (README « Caching », « Shared caches and CDNs »): cached
 * `WORDPRESS_CACHE_SECONDS` under `tags` (lib/constants.ts TAGS), then stale for
 * BLOG_STALE_SECONDS; with the cache off or from a `fallback` answer, not kept and `s-maxage=1`.
 */
export function cachePublicPage(
  route: RouteAnswer,
  { tags, fallback }: { tags: string[]; fallback: boolean },
): void {
  const seconds = getWordPressCacheSeconds()
  if (seconds === 0 || fallback) {
    uncachedPage(route, 's-maxage=1')
    return
  }
  // Tags travel in a header, ASCII only: a stray character is encoded rather than failing the page.
  const ascii = tags.map((tag) => tag.replace(/[^\x20-\x7e]/gu, (c) => encodeURIComponent(c)))
  if (route.cache.enabled)
    route.cache.set({ maxAge: seconds, swr: BLOG_STALE_SECONDS, tags: ascii })
  route.response.headers.set('Cache-Control', sharedCacheControl(seconds, BLOG_STALE_SECONDS))
}

/** An answer no cache may keep, route cache included (README « Shared caches and CDNs »). */
export function uncachedPage(route: RouteAnswer, cacheControl = 'no-store'): void {
  skipRouteCache(route)
  route.response.headers.set('Cache-Control', cacheControl)
}

/** Keeps an answer out of Astro's route cache, whatever `routeRules` say. */
export function skipRouteCache(route: Pick<APIContext, 'cache'>): void {
  if (route.cache.enabled) route.cache.set(false)
}
