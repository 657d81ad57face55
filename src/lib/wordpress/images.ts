import { getImage } from 'astro:assets'
import { getWordPressApiUrl } from '@/lib/env'
import { IMAGE_WIDTHS } from '@/lib/image-widths.mjs'
import { canonicalPercentEncoding } from '@/lib/url-segments'
import {
  IMAGE_HEIGHT_RATIO,
  IMAGE_QUALITY,
  isCanonicalImageHref,
  wordPressUploadsUrl,
} from './image-request'

/*
 * WordPress's media served through Astro's image endpoint (Astro « Images »: `getImage()`) on the
 * site's origin, so that the visitor's browser never contacts WordPress (privacy policy; CSP
 * `img-src 'self'`). The endpoint fetches only from `image.remotePatterns` (astro.config.ts).
 */

export type OptimizedImage = {
  /** A site path, for browsers without srcset. */
  src: string
  srcset: string
  /** Intrinsic pixels; absent when WordPress does not know them. */
  width?: number
  height?: number
}

/** The article column (68ch) on a 1.5x screen. */
const FALLBACK_WIDTH = 1080

/** The widths below `intrinsic` and the first at or above it (the endpoint never enlarges). */
export function widthsFor(intrinsic: number | null | undefined): number[] {
  if (!intrinsic || !(intrinsic > 0)) return [...IMAGE_WIDTHS]
  const below = IMAGE_WIDTHS.filter((w) => w < intrinsic)
  const above = IMAGE_WIDTHS.find((w) => w >= intrinsic)
  return above ? [...below, above] : below
}

/** `src` as the image endpoint takes it (image-request.ts), or `null` outside WordPress's uploads. */
function canonicalMediaUrl(src: string): string | null {
  const apiUrl = getWordPressApiUrl()
  if (!apiUrl) return null
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return null
  }
  url.pathname = canonicalPercentEncoding(url.pathname)
  return isCanonicalImageHref(url.href, wordPressUploadsUrl(apiUrl)) ? url.href : null
}

/**
 * An absolute WordPress media URL through the image endpoint.
 * @returns `null` outside WordPress's uploads, or when its origin is not the one allowed at build
 *   time (`getImage()` would hand the remote URL back).
 */
export async function optimizedImage(
  source: string,
  size: { width?: number | null; height?: number | null } = {},
): Promise<OptimizedImage | null> {
  const src = canonicalMediaUrl(source)
  if (src === null) return null
  const known = !!size.width && size.width > 0 && !!size.height && size.height > 0
  const widths = widthsFor(size.width)
  const width = widths.find((w) => w >= FALLBACK_WIDTH) ?? widths.at(-1) ?? FALLBACK_WIDTH
  // Fitted inside a box that depends on the width only, whatever the image's size: the endpoint
  // never enlarges, and its URLs stay the few that lib/wordpress/image-request.ts accepts.
  const image = await getImage({
    src,
    width,
    height: width * IMAGE_HEIGHT_RATIO,
    fit: 'inside',
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
