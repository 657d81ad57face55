import { optimizedImage } from '@/lib/wordpress/images'
import type { BlogImage, Post, PostSummary } from '@/lib/wordpress'

/*
 * The blog's featured images as the pages draw them, prepared on the server before rendering
 * (Astro's `getImage()` is asynchronous, React's server rendering is not): the URLs of the image
 * endpoint at every width, with the `sizes` of the place where each is drawn. Components receive
 * the result as plain props.
 */

/** What an `<img>` of the blog draws: every attribute but the loading hints. */
export type PictureAttributes = {
  src: string
  srcset: string
  sizes: string
  /** Only the ratio counts: the image fills a box of the page's (`object-cover`). */
  width: number
  height: number
  /** From WordPress's media library; empty for a decorative image. */
  alt: string
}

/** A card's post with its image ready to draw (`null`: no featured image, or none servable). */
export type CardPost = PostSummary & { picture: PictureAttributes | null }

/** Ratio of every featured image's box: the social-image ratio, as WordPress themes crop them. */
const BOX = { width: 1200, height: 630 } as const

/** A card's image: a third of the container from 1024 px, half from 640 px, full width below. */
const CARD_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw'
/** The article's cover: the article column (48rem) from 768 px, full width below. */
const COVER_SIZES = '(min-width: 768px) 48rem, 100vw'

async function picture(image: BlogImage | null, sizes: string): Promise<PictureAttributes | null> {
  if (!image) return null
  try {
    const optimized = await optimizedImage(image.src, image)
    if (!optimized) return null
    return { src: optimized.src, srcset: optimized.srcset, sizes, ...BOX, alt: image.alt }
  } catch (error) {
    // A malformed media URL loses the image, never the page.
    console.error('Image mise en avant non servie', image.src, error)
    return null
  }
}

/** `posts` with their cards' images (docs/specification.md « Blog list »). */
export function withCardImages(posts: readonly PostSummary[]): Promise<CardPost[]> {
  return Promise.all(
    posts.map(async (post) => ({ ...post, picture: await picture(post.image, CARD_SIZES) })),
  )
}

/** The cover of an article (docs/specification.md « Article »: featured image). */
export function coverImage(post: Post): Promise<PictureAttributes | null> {
  return picture(post.image, COVER_SIZES)
}
