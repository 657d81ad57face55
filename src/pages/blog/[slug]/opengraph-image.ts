import type { APIRoute } from 'astro'
import { sharedCacheControl } from '@/lib/cache/cached-page'
import { skipRouteCache } from '@/lib/cache/route-answer'
import { parseSlugSegment } from '@/lib/url-segments'
import { BLOG_STALE_SECONDS } from '@/lib/constants'
import { getWordPressCacheSeconds } from '@/lib/env'
import { notFound } from '@/lib/responses'
import { backgroundImage, memoizedPng, pngResponse, renderOgImage } from '@/lib/seo/og'
import { getPostBySlug, type Post } from '@/lib/wordpress'

/** The card of an article the site cannot read: the blog's title. */
const FALLBACK = { title: 'Blog juridique', kicker: 'Article' } as const

/** How long the fallback card may be kept, in seconds: the article may be readable soon. */
const FALLBACK_SECONDS = 60

/**
 * `GET /blog/{slug}/opengraph-image` (src/lib/blog/url.ts `articleSocialImagePath`): the social
 * image of an article (docs/specification.md « Quality »: Open Graph), drawn on demand, so that a
 * post published after the build has one: its title over its featured image (fetched by the
 * server from WordPress) or over the site's navy, 1200×630 PNG. The post comes through
 * src/lib/wordpress's cache; the PNG is kept in memory by what it is drawn from (src/lib/seo/og.tsx
 * `memoizedPng`, bounded in bytes), so a new title or image is drawn again, and a drawing made
 * while the image could not be fetched is not kept. Not in Astro's route cache, whose memory
 * provider bounds its entries by count, not by size; shared caches keep it as long as a blog
 * page. An unknown slug answers 404, as its article does: WordPress is asked once, its answer
 * that the post does not exist kept like any other (src/lib/wordpress/cache.ts), and a slug no
 * post could have is not asked at all. A WordPress failure gets the blog's generic card, kept a
 * minute.
 */
export const GET: APIRoute = async (context) => {
  skipRouteCache(context)
  const slug = parseSlugSegment(context.params.slug ?? '')
  if (slug === null) return notFound()
  let post: Post | null | undefined
  try {
    const found = await getPostBySlug(slug)
    // A password-protected post gets the generic card: nothing of it is shown.
    post = found && 'reserved' in found ? undefined : found
  } catch (error) {
    console.error("Impossible de charger l'article", error)
  }
  if (post === null) return notFound()
  if (!post) {
    const png = await memoizedPng('article\u0000', () => renderOgImage(FALLBACK))
    return pngResponse(png, `public, max-age=${FALLBACK_SECONDS}`)
  }
  const { title } = post
  const imageSrc = post.image?.src ?? ''
  let keep = true
  const png = await memoizedPng(
    `article\u0000${title}\u0000${imageSrc}`,
    async () => {
      const background = imageSrc ? await backgroundImage(imageSrc) : null
      if (background?.dataUrl === null && background.transient) keep = false
      const dataUrl = background?.dataUrl ?? undefined
      return renderOgImage({ title, kicker: FALLBACK.kicker, background: dataUrl })
    },
    () => keep,
  )
  const seconds = getWordPressCacheSeconds()
  return pngResponse(
    png,
    seconds > 0 ? sharedCacheControl(seconds, BLOG_STALE_SECONDS) : 's-maxage=1',
  )
}
