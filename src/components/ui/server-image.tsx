import { getImageProps, type ImageProps } from 'next/image'

/** What the site's images set of next/image's props; `src` a URL or a path, never a static import. */
export type ServerImageProps = Pick<
  ImageProps,
  'alt' | 'width' | 'height' | 'fill' | 'sizes' | 'className'
> & {
  /** Absolute URL of an allowed remote image (next.config.ts `images`) or a path under `public/`. */
  src: string
}

/**
 * The `<img>` attributes that next/image writes for these props and `loading`, from its own
 * `getImageProps` (Next.js documentation « Image », « getImageProps »): `srcset`, `sizes`, `src`,
 * width, height, `loading`, `decoding="async"`, `fetchpriority` and the inline style.
 *
 * In development only (next/image's checks are left out of production builds), throws an Error
 * when the props contradict each other (`fill` with a width) or `src` is a remote URL that
 * next.config.ts does not allow; in production the first is drawn as given, the second drawn and
 * answered by the optimizer with HTTP 400.
 */
export function imageAttributes(
  props: ServerImageProps & { loading: 'lazy' | 'eager'; fetchPriority?: 'high' | 'low' | 'auto' },
) {
  return getImageProps(props).props
}

/**
 * An image fetched once laid out near the screen (`loading="lazy"`), through Next.js's image
 * optimizer, drawn as a plain `<img>` on the server with next/image's attributes (imageAttributes),
 * without its client component. next/image is a client component: on a page that draws one, its
 * code (about 5 KiB compressed) is sent and every image is hydrated, for an `onLoad` and a blur
 * placeholder that the site does not use (README « Lighthouse », « Images drawn on the server »).
 * An image fetched with its page is EagerServerImage's (components/ui/eager-server-image.tsx).
 *
 * What next/image does in the browser and this does not: show the `alt` text of an image that
 * failed to load (both hide it while loading, with `color: transparent`), and call `onLoad`.
 */
export function ServerImage(props: ServerImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own <img>, built by getImageProps.
  return <img {...imageAttributes({ ...props, loading: 'lazy' })} alt={props.alt} />
}
