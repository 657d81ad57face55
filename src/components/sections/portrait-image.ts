import type { ImageMetadata } from 'astro'
import { getImage } from 'astro:assets'
import { site, type SitePortrait } from '@/content/site'
import { PORTRAIT_FOLDER } from '@/lib/portrait-folder.mjs'
import { LOCAL_IMAGE_WIDTHS } from '@/lib/image-widths.mjs'
import { IMAGE_HEIGHT_RATIO, IMAGE_QUALITY } from '@/lib/wordpress/image-request'

/*
 * The lawyer's photograph as the pages draw it (docs/specification.md « About »), prepared by the
 * route before rendering, as Astro's `getImage()` is asynchronous and React's server rendering is
 * not (components/blog/blog-images.ts does the same for the blog's images).
 */

/**
 * The image files of PORTRAIT_FOLDER, where the practice puts its photograph, by path (Vite « Glob
 * Import », whose pattern must be written out).
 */
const PORTRAIT_FILES = import.meta.glob<{ default: ImageMetadata }>(
  '/src/assets/portrait/*.{avif,jpeg,jpg,png,webp}',
  { eager: true },
)

/** What an `<img>` of the portrait draws, but its `sizes`, which depends on where it is shown. */
export type PortraitPicture = {
  /** An image endpoint URL, for browsers without srcset. */
  src: string
  srcset: string
  /** Intrinsic pixels of the file: only the ratio counts, the frame crops (`object-cover`). */
  width: number
  height: number
  alt: string
  credit: string
}

/**
 * The portrait of content/site.ts through Astro's image endpoint, at LOCAL_IMAGE_WIDTHS (the
 * widths it is drawn at, 7 to 22 rem, on 1x and 2x screens) up to the file's own width, with the
 * quality, format and fit the middleware accepts (lib/wordpress/image-request.ts).
 *
 * @param portrait the fact (default: `site.portrait`); `null` while the practice has not given it.
 * @param files the images to look the file up in (default: src/assets/portrait/).
 * @returns `null` without a portrait: the pages show the monogram.
 * @throws Error when the file named is not among `files` (the build refuses it first:
 *   src/integrations/placeholder-facts.mjs).
 */
export async function portraitPicture(
  portrait: SitePortrait | null = site.portrait,
  files: Record<string, { default: ImageMetadata }> = PORTRAIT_FILES,
): Promise<PortraitPicture | null> {
  if (!portrait) return null
  const file = Object.entries(files).find(([path]) => path.split('/').pop() === portrait.file)
  if (!file)
    throw new Error(
      `content/site.ts names the portrait « ${portrait.file} », which is not in ${PORTRAIT_FOLDER}/`,
    )
  const image = file[1].default
  const below = LOCAL_IMAGE_WIDTHS.filter((width) => width <= image.width)
  const widths = below.length > 0 ? below : LOCAL_IMAGE_WIDTHS.slice(0, 1)
  const width = widths.at(-1)!
  const optimized = await getImage({
    src: image,
    width,
    height: width * IMAGE_HEIGHT_RATIO,
    fit: 'inside',
    widths,
    quality: IMAGE_QUALITY,
  })
  return {
    src: optimized.src,
    srcset: optimized.srcSet.attribute,
    width: image.width,
    height: image.height,
    alt: portrait.alt,
    credit: portrait.credit,
  }
}
