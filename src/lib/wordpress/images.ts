import { getImage } from 'astro:assets'
import { IMAGE_WIDTHS } from '@/lib/image-widths.mjs'
import { IMAGE_HEIGHT_RATIO, IMAGE_QUALITY } from './image-request'

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

/**
 * An absolute WordPress media URL through the image endpoint.
 * @returns `null` when its origin is not the one allowed at build time (`getImage()` would hand
 *   the remote URL back).
 * @throws AstroError when `src` is not an http(s) URL.
 */
export async function optimizedImage(
  src: string,
  size: { width?: number | null; height?: number | null } = {},
): Promise<OptimizedImage | null> {
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
