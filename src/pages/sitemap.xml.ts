import type { APIRoute } from 'astro'
import { getSiteUrl, getWordPressCacheSeconds } from '@/lib/env'
import { blogCacheControl } from '@/lib/feed'
import { sitemapContent, sitemapXml } from '@/lib/seo-sitemap'

/**
 * `GET /sitemap.xml`: the static routes, the blog's list and category pages and every published
 * post with its last modification (src/lib/seo-sitemap.ts), rendered on demand so that the build
 * never needs WordPress. Kept like a blog page, under the tags the webhook refreshes, when every
 * WordPress call answered; a sitemap written during an outage (static routes only) is `no-store`.
 */
export const GET: APIRoute = async (context) => {
  const { entries, complete } = await sitemapContent(getSiteUrl())
  const seconds = getWordPressCacheSeconds()
  if (complete && seconds > 0) context.cache.set({ maxAge: seconds, tags: ['posts', 'categories'] })
  return new Response(sitemapXml(entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': complete ? blogCacheControl(seconds) : 'no-store',
    },
  })
}
