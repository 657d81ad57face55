import { getImage } from 'astro:assets'
import { IMAGE_WIDTHS } from '@/lib/image-widths.mjs'

/*
 * WordPress's media as the site serves them: through Astro's image endpoint (`/_image`, Astro
 * « Images »: `getImage()`), on the site's own origin, so that the visitor's browser never contacts
 * WordPress (the privacy policy says so, and `img-src 'self'` enforces it). The endpoint fetches
 * only from the origins of `image.remotePatterns` (astro.config.mjs: WordPress's, read from
 * `WORDPRESS_API_URL` at build time).
 */

/** The attributes of an `<img>` drawn through the image endpoint. */
export type OptimizedImage = {
  /** A path on the site, e.g. `/_image?href=…&w=1080…`: the fallback for browsers without srcset. */
  src: string
  /** Every width of {@link widthsFor}, `/_image?…&w=640… 640w, …`. */
  srcset: string
  /** Intrinsic size in pixels, for the layout box; absent when WordPress does not know it. */
  width?: number
  height?: number
}

/** Quality of the endpoint's output: 75, the quality the pages were tuned with. */
const IMAGE_QUALITY = 75
/** Width of the `src` fallback: enough for the article column (68ch) on a 1.5x screen. */
const FALLBACK_WIDTH = 1080
/**
 * Height bound of an image whose size WordPress does not give: the endpoint fits it inside
 * `width × (width × 8)` keeping its ratio (`fit: 'inside'`), that is to the wanted width for any
 * image less than eight times as tall as wide.
 */
const UNKNOWN_HEIGHT_RATIO = 8

/**
 * Widths to offer for an image `intrinsic` pixels wide: every width of IMAGE_WIDTHS below it and
 * the first one at or above it (the endpoint never enlarges); all of them when it is unknown.
 */
export function widthsFor(intrinsic: number | null | undefined): number[] {
  if (!intrinsic || !(intrinsic > 0)) return [...IMAGE_WIDTHS]
  const below = IMAGE_WIDTHS.filter((w) => w < intrinsic)
  const above = IMAGE_WIDTHS.find((w) => w >= intrinsic)
  return above ? [...below, above] : below
}

/**
 * `src` (an absolute WordPress media URL) through the image endpoint, at the widths of
 * {@link widthsFor}, in the endpoint's default format. With the intrinsic size the image keeps its
 * ratio; without it, it is fitted inside a tall box (see UNKNOWN_HEIGHT_RATIO).
 *
 * @returns `null` when the endpoint will not serve it: its origin is not the one allowed at build
 *   time (`getImage()` then hands the remote URL back unchanged, which the browser would fetch
 *   from WordPress).
 * @throws AstroError when `src` is not an http(s) URL.
 */
export async function optimizedImage(
  src: string,
  size: { width?: number | null; height?: number | null } = {},
): Promise<OptimizedImage | null> {
  const known = !!size.width && size.width > 0 && !!size.height && size.height > 0
  const widths = widthsFor(size.width)
  const fallback = widths.find((w) => w >= FALLBACK_WIDTH) ?? widths.at(-1) ?? FALLBACK_WIDTH
  const width = known ? Math.min(fallback, size.width ?? fallback) : fallback
  const image = await getImage({
    src,
    width,
    height: known
      ? Math.round((width * (size.height ?? 1)) / (size.width ?? 1))
      : width * UNKNOWN_HEIGHT_RATIO,
    ...(known ? {} : { fit: 'inside' as const }),
    widths,
    quality: IMAGE_QUALITY,
  })
  if (!image.src.startsWith('/') || image.src.startsWith('//')) return null
  return {
    src: image.src,
    srcset: image.srcSet.attribute,
    ...(known ? { width: size.width ?? undefined, height: size.height ?? undefined } : {}),
  }
}
