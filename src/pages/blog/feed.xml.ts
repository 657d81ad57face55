import type { APIRoute } from 'astro'
import { getSiteUrl, getWordPressCacheSeconds } from '@/lib/env'
import { blogCacheControl, cachedBlogFeed } from '@/lib/feed'
import { getLatestPosts, type Post } from '@/lib/wordpress'

/**
 * `GET /blog/feed.xml`: the 20 latest articles as RSS 2.0 (src/lib/feed.ts),
 * `application/rss+xml`, cached like a blog page: kept `WORDPRESS_CACHE_SECONDS` by Astro's route
 * caching under the `posts` tag, which the webhook invalidates, and sent with the blog's
 * `Cache-Control` for shared caches. When WordPress fails and src/lib/wordpress holds no earlier
 * answer: 503 with `no-store` and `Retry-After`, logged with docs/specification.md « Error
 * catalogue »'s message, and never cached.
 */
export const GET: APIRoute = async (context) => {
  let posts: Post[]
  try {
    posts = await getLatestPosts()
  } catch (error) {
    console.error('Impossible de charger les articles du blog', error)
    return new Response('Le flux du blog est momentanément indisponible.\n', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '60',
      },
    })
  }
  const seconds = getWordPressCacheSeconds()
  if (seconds > 0) context.cache.set({ maxAge: seconds, tags: ['posts'] })
  return new Response(await cachedBlogFeed(posts, getSiteUrl()), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': blogCacheControl(seconds),
    },
  })
}
