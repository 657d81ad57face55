import { IMAGE_WIDTHS, LOCAL_IMAGE_WIDTHS } from '@/lib/image-widths.mjs'

/** The quality of every image the site asks the endpoint for (optimizedImage in images.ts). */
export const IMAGE_QUALITY = 75
/** Every image is fitted inside `width × (width × IMAGE_HEIGHT_RATIO)`, keeping its ratio. */
export const IMAGE_HEIGHT_RATIO = 8
/** Astro's default output format, the only one the site asks for. */
const IMAGE_FORMAT = 'webp'

/** A file of the build as Astro names it in production (`/_astro/name.hash.jpg`): the portrait. */
const BUILD_ASSET = /^\/_astro\/[\w.-]+\.(?:avif|jpe?g|png|webp)$/

/**
 * Whether a query of Astro's image endpoint (`/_image?href=…&w=…`) is one the site's pages hold:
 * an http(s) `href` (the endpoint itself keeps to `image.remotePatterns`) at a width of
 * IMAGE_WIDTHS, or a file of the build at a width of LOCAL_IMAGE_WIDTHS; the height, quality,
 * format and fit optimizedImage() gives (portraitPicture() gives the same); nothing else.
 * Any other query would be a transform of its own, costly in CPU and then cached for days, that no
 * page asks for: the middleware answers it 400.
 */
export function isSiteImageQuery(query: URLSearchParams): boolean {
  const expected = new Set(['href', 'w', 'h', 'q', 'f', 'fit'])
  for (const name of query.keys()) if (!expected.delete(name)) return false
  if (expected.size > 0) return false
  const width = Number(query.get('w'))
  const href = query.get('href') ?? ''
  const widths: readonly number[] = /^https?:\/\//.test(href)
    ? IMAGE_WIDTHS
    : BUILD_ASSET.test(href)
      ? LOCAL_IMAGE_WIDTHS
      : []
  return (
    widths.includes(width) &&
    query.get('h') === String(width * IMAGE_HEIGHT_RATIO) &&
    query.get('q') === String(IMAGE_QUALITY) &&
    query.get('f') === IMAGE_FORMAT &&
    query.get('fit') === 'inside'
  )
}
