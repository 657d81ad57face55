import { ImagePreload } from './image-preload'
import { imageAttributes, type ServerImageProps } from './server-image'

/**
 * An image of the first screen, fetched with its page: ServerImage's `<img>` (next/image's
 * attributes, no client component for it) with `loading="eager"`, announced in the page's `<head>`
 * by ImagePreload as next/image's `preload` does, and drawn inside a `<picture>` of its own. For an
 * `<img>` that is not lazy outside a `<picture>`, React's server-component renderer adds a preload
 * hint to the page's React payload, and Next.js sends that payload's hints with every prefetch of
 * the page's route tree: a link in view (a card of the blog) would make the browser fetch its
 * page's image at once (README « Lighthouse », « Images drawn on the server »). A module of its own
 * so that the pages with lazy images only do not load ImagePreload's code.
 *
 * @throws Error in development only, as ServerImage's imageAttributes.
 */
export function EagerServerImage({
  fetchPriority,
  ...props
}: ServerImageProps & {
  /** `high` for the page's largest image (its LCP); next/image's `fetchPriority`. */
  fetchPriority?: 'high' | 'low' | 'auto'
}) {
  const img = imageAttributes({ ...props, loading: 'eager', fetchPriority })
  return (
    <>
      <ImagePreload
        src={img.src}
        srcSet={img.srcSet}
        sizes={img.sizes}
        fetchPriority={img.fetchPriority}
      />
      <picture>
        <img {...img} alt={props.alt} />
      </picture>
    </>
  )
}
