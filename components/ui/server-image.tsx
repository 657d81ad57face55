import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/** What the site's images set of next/image's props; `src` a URL or a path, never a static import. */
export type ServerImageProps = Pick<
  ImageProps,
  'alt' | 'width' | 'height' | 'fill' | 'sizes' | 'className' | 'loading' | 'fetchPriority'
> & {
  /** Absolute URL of an allowed remote image (next.config.ts `images`) or a path under `public/`. */
  src: string
  /**
   * Also announce the image in the document's head (`<link rel="preload" as="image">` with its
   * `imagesrcset` and `imagesizes`), as next/image's `preload` does: for the page's largest paint.
   */
  preload?: boolean
}

/**
 * An image through Next.js's image optimizer, drawn as a plain `<img>` on the server: the same
 * `srcset`, `sizes`, width, height, `loading`, `decoding="async"` and `fetchpriority` as next/image
 * writes, from its `getImageProps` (Next.js documentation « Image », « getImageProps »), without its
 * client component. next/image is a client component: on a page that draws one, its code (about
 * 4 KiB compressed) is sent and every image is hydrated, for an `onLoad` and a blur placeholder
 * that the site does not use (README « Lighthouse », « Images drawn on the server »).
 *
 * What next/image does in the browser and this does not: show the `alt` text of an image that
 * failed to load (both hide it while loading, with `color: transparent`), and call `onLoad`.
 *
 * @throws Error from `getImageProps` when the props contradict each other (`preload` with
 *   `loading="lazy"`, `fill` with a width) or `src` is a remote URL next.config.ts does not allow.
 */
export function ServerImage({ preload = false, ...props }: ServerImageProps) {
  const { props: img } = getImageProps({ ...props, preload })
  if (preload) {
    // The call next/image makes in the App Router (its ImagePreload); React puts the link in <head>.
    preloadResource(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own <img>, built by getImageProps.
  return <img {...img} alt={props.alt} />
}
