import type { APIRoute } from 'astro'
import { cachePublicPage, uncachedPage } from '@/lib/cache/route-answer'
import { TAGS } from '@/lib/constants'
import { getSiteUrl } from '@/lib/env'
import { cachedBlogFeed } from '@/lib/blog/feed'
import { getLatestPosts, trackWordPressAnswers, type Post } from '@/lib/wordpress'

/**
 * `GET /blog/feed.xml`: the 20 latest articles as RSS 2.0 (src/lib/blog/feed.ts),
 * `application/rss+xml`, cached like a blog page (src/lib/blog/list-page.ts `cachePublicPage`): kept
 * `WORDPRESS_CACHE_SECONDS` by Astro's route caching under the posts' tag, which the webhook
 * refreshes, with the blog's `Cache-Control` for shared caches; written from an older answer while
 * WordPress fails, it is served but not kept. When WordPress fails and src/lib/wordpress holds no
 * earlier answer: 503 with `no-store` and `Retry-After`, logged with docs/specification.md « Error
 * catalogue »'s message.
 */
export const GET: APIRoute = async (context) => {
  const headers = new Headers()
  const route = { cache: context.cache, response: { headers } }
  let answer: { value: Post[]; fallback: boolean }
  try {
    answer = await trackWordPressAnswers(getLatestPosts)
  } catch (error) {
    console.error('Impossible de charger les articles du blog', error)
    uncachedPage(route)
    headers.set('Content-Type', 'text/plain; charset=utf-8')
    headers.set('Retry-After', '60')
    return new Response('Le flux du blog est momentanément indisponible.\n', {
      status: 503,
      headers,
    })
  }
  cachePublicPage(route, { tags: [TAGS.posts], fallback: answer.fallback })
  headers.set('Content-Type', 'application/rss+xml; charset=utf-8')
  return new Response(await cachedBlogFeed(answer.value, getSiteUrl()), { headers })
}
