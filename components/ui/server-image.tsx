import { getImageProps, type ImageProps } from 'next/image'
import { ImagePreload } from './image-preload'

/** What the site's images set of next/image's props; `src` a URL or a path, never a static import. */
export type ServerImageProps = Pick<
  ImageProps,
  'alt' | 'width' | 'height' | 'fill' | 'sizes' | 'className' | 'fetchPriority'
> & {
  /** Absolute URL of an allowed remote image (next.config.ts `images`) or a path under `public/`. */
  src: string
  /**
   * `lazy` (the default): fetched once laid out near the screen. `eager`: fetched with the page
   * and announced in its `<head>`, for an image of the first screen.
   */
  loading?: 'lazy' | 'eager'
}

/**
 * An image through Next.js's image optimizer, drawn as a plain `<img>` on the server: the same
 * `srcset`, `sizes`, width, height, `loading`, `decoding="async"`, `fetchpriority` and inline style
 * as next/image writes, from its `getImageProps` (Next.js documentation « Image », « getImageProps
 * »), without its client component. next/image is a client component: on a page that draws one, its
 * code (about 5 KiB compressed) is sent and every image is hydrated, for an `onLoad` and a blur
 * placeholder that the site does not use (README « Lighthouse », « Images drawn on the server »).
 *
 * An `eager` image is announced in the page's `<head>` by ImagePreload, as next/image's `preload`
 * does, and is drawn inside a `<picture>` of its own: for an `<img>` that is not lazy outside a
 * `<picture>`, React's server-component renderer adds a preload hint to the page's React payload,
 * and Next.js sends that payload's hints with every prefetch of the page, so that a link in view
 * (a card of the blog) would fetch its article's cover at high priority.
 *
 * What next/image does in the browser and this does not: show the `alt` text of an image that
 * failed to load (both hide it while loading, with `color: transparent`), and call `onLoad`.
 *
 * In development only (next/image's checks are left out of production builds), `getImageProps`
 * throws an Error when the props contradict each other (`fill` with a width) or `src` is a remote
 * URL that next.config.ts does not allow; in production such an image is drawn and the optimizer
 * answers it with HTTP 400.
 */
export function ServerImage({ loading = 'lazy', ...props }: ServerImageProps) {
  const { props: img } = getImageProps({ ...props, loading })
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own <img>, built by getImageProps.
  const element = <img {...img} alt={props.alt} />
  if (loading === 'lazy') return element
  return (
    <>
      <ImagePreload
        src={img.src}
        srcSet={img.srcSet}
        sizes={img.sizes}
        fetchPriority={img.fetchPriority}
      />
      <picture>{element}</picture>
    </>
  )
}
