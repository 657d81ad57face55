import { unstable_rethrow } from 'next/navigation'
import { getSiteUrl, getWordPressCacheSeconds } from '@/lib/env'
import { cachedBlogFeed } from '@/lib/feed'
import { getLatestPosts } from '@/lib/wordpress'

/*
 * A route handler cannot be rendered on its first request and then kept like an ISR page unless it
 * is built at build time, and the build must not need WordPress. So the feed is rendered on every
 * request from WordPress's answer kept in the data cache (`getLatestPosts`, through `cached()`):
 * WordPress is called once per WORDPRESS_CACHE_SECONDS, the webhook refreshes it with the blog's
 * pages, and an outage keeps serving the last good answer. The response tells shared caches to
 * keep it as long as a blog page (README « Caching »).
 */
export const dynamic = 'force-dynamic'

/** A year, as Next.js's own `stale-while-revalidate` for pages without an expiry. */
const STALE_SECONDS = 31_536_000

/**
 * `GET /blog/feed.xml`: the 20 latest articles as RSS 2.0 (lib/feed.ts), `application/rss+xml`,
 * `Cache-Control: s-maxage=<WORDPRESS_CACHE_SECONDS>, stale-while-revalidate=…` (1 s when the cache
 * is off, as blog pages). 503 with `no-store` when WordPress fails and no answer is cached.
 */
export async function GET(): Promise<Response> {
  let posts
  try {
    posts = await getLatestPosts()
  } catch (error) {
    unstable_rethrow(error)
    console.error('Impossible de charger les articles du blog', error)
    const headers = new Headers({ 'Cache-Control': 'no-store', 'Retry-After': '60' })
    headers.set('Content-Type', 'text/plain; charset=utf-8')
    return new Response('Le flux du blog est momentanément indisponible.\n', {
      status: 503,
      headers,
    })
  }
  const seconds = getWordPressCacheSeconds() || 1
  const headers = new Headers({
    'Cache-Control': `s-maxage=${seconds}, stale-while-revalidate=${STALE_SECONDS - seconds}`,
  })
  headers.set('Content-Type', 'application/rss+xml; charset=utf-8')
  return new Response(cachedBlogFeed(posts, getSiteUrl()), { headers })
}
