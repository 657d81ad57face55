import { loadArticle } from '@/lib/article'
import { parseSlugSegment } from '@/lib/blog-url'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = 'Article du blog de Maître Vincent Roques, avocat à Toulouse'
export const size = OG_SIZE
export const contentType = 'image/png'

/** Featured image as a data URL when it is a PNG or JPEG Satori can draw; `null` otherwise. */
async function featuredImageData(src: string): Promise<string | null> {
  try {
    const response = await fetch(src, { signal: AbortSignal.timeout(5000) })
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? ''
    if (!response.ok || !['image/png', 'image/jpeg'].includes(type)) return null
    const bytes = Buffer.from(await response.arrayBuffer())
    return `data:${type};base64,${bytes.toString('base64')}`
  } catch {
    return null
  }
}

/**
 * Social image of an article (docs/specification.md « Quality »: Open Graph): its featured image,
 * cropped to 1200×630 and served from the site's own origin; a generated card with the title when
 * the post has none.
 */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const slug = parseSlugSegment((await params).slug)
  const post = slug === null ? null : await loadArticle(slug).catch(() => null)
  if (!post) return renderOgImage({ title: 'Blog juridique', kicker: 'Article' })
  const background = post.image ? await featuredImageData(post.image.src) : null
  if (background) return renderOgImage({ title: post.title, kicker: 'Article', background })
  return renderOgImage({ title: post.title, kicker: 'Article' })
}
