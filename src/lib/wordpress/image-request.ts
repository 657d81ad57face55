import { IMAGE_WIDTHS, LOCAL_IMAGE_WIDTHS } from '@/lib/image-widths.mjs'
import { canonicalPercentEncoding } from '@/lib/url-segments'

/** The quality of every image the site asks the endpoint for (optimizedImage in images.ts). */
export const IMAGE_QUALITY = 75
/** Every image is fitted inside `width × (width × IMAGE_HEIGHT_RATIO)`, keeping its ratio. */
export const IMAGE_HEIGHT_RATIO = 8
/** Astro's default output format, the only one the site asks for. */
const IMAGE_FORMAT = 'webp'

/** A file of the build as Astro names it in production (`/_astro/name.hash.jpg`): the portrait. */
const BUILD_ASSET = /^\/_astro\/[\w.-]+\.(?:avif|jpe?g|png|webp)$/

/**
 * `wp-content/uploads/` under the root of the install of `apiUrl` (`…/wp-json/wp/v2` or
 * `…/?rest_route=/wp/v2`): where `wp_upload_dir()` puts media (WordPress code reference).
 */
export function wordPressUploadsUrl(apiUrl: string): string {
  const url = new URL(apiUrl)
  const root = url.pathname.replace(/\/wp-json(?:\/.*)?$/, '').replace(/\/?$/, '/')
  return `${url.origin}${root}wp-content/uploads/`
}

/** Whether `href` is under `uploads`, as `new URL()` writes it, normalised, without `?` or `#`. */
export function isCanonicalImageHref(href: string, uploads: string): boolean {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return false
  }
  return (
    url.href === href &&
    !/[?#]/.test(href) &&
    href.startsWith(uploads) &&
    canonicalPercentEncoding(url.pathname) === url.pathname
  )
}

/**
 * Whether a query of Astro's image endpoint (`/_image?href=…&w=…`) is one the site's pages hold,
 * spelled as they spell it: a WordPress upload ({@link isCanonicalImageHref}) at a width of
 * IMAGE_WIDTHS, or a file of the build (the portrait) at a width of LOCAL_IMAGE_WIDTHS, as written
 * there; the height, quality, format and fit optimizedImage() and portraitPicture() give; nothing
 * else. Any other would be a transform and a cache entry of its own: the middleware answers it 400.
 * @param apiUrl `WORDPRESS_API_URL`; `null` accepts no WordPress image.
 */
export function isSiteImageQuery(query: URLSearchParams, apiUrl: string | null): boolean {
  const expected = new Set(['href', 'w', 'h', 'q', 'f', 'fit'])
  for (const name of query.keys()) if (!expected.delete(name)) return false
  if (expected.size > 0) return false
  const href = query.get('href') ?? ''
  const widths: readonly number[] =
    apiUrl !== null && isCanonicalImageHref(href, wordPressUploadsUrl(apiUrl))
      ? IMAGE_WIDTHS
      : BUILD_ASSET.test(href)
        ? LOCAL_IMAGE_WIDTHS
        : []
  const width = widths.find((allowed) => query.get('w') === String(allowed))
  return (
    width !== undefined &&
    query.get('h') === String(width * IMAGE_HEIGHT_RATIO) &&
    query.get('q') === String(IMAGE_QUALITY) &&
    query.get('f') === IMAGE_FORMAT &&
    query.get('fit') === 'inside'
  )
}
