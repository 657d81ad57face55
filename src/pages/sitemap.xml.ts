import type { APIRoute } from 'astro'
import { cachePublicPage, uncachedPage } from '@/lib/cache/route-answer'
import { TAGS } from '@/lib/constants'
import { getSiteUrl } from '@/lib/env'
import { sitemapContent, sitemapXml } from '@/lib/seo/sitemap'
import { trackWordPressAnswers } from '@/lib/wordpress'

/**
 * `GET /sitemap.xml`: the static routes, the blog's list and category pages and every published
 * post with its last modification (src/lib/seo/sitemap.ts), rendered on demand so that the build
 * never needs WordPress. Cached like a blog page (src/lib/blog/list-page.ts `cachePublicPage`) under
 * the posts' and categories' tags, which the webhook refreshes; a sitemap written while a
 * WordPress call failed (the static routes, and what the other calls gave) is `no-store`.
 */
export const GET: APIRoute = async (context) => {
  const headers = new Headers({ 'Content-Type': 'application/xml; charset=utf-8' })
  const route = { cache: context.cache, response: { headers } }
  const { value, fallback } = await trackWordPressAnswers(() => sitemapContent(getSiteUrl()))
  if (value.complete) cachePublicPage(route, { tags: [TAGS.posts, TAGS.categories], fallback })
  else uncachedPage(route)
  return new Response(sitemapXml(value.entries), { headers })
}
