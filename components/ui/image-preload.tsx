'use client'

import { preload } from 'react-dom'

/**
 * Announces an image in the document's `<head>` (`<link rel="preload" as="image">` with its
 * `imagesrcset`, `imagesizes` and `fetchpriority`), from the browser's part of the tree, as
 * next/image's own ImagePreload does: in the page's HTML when the page is rendered on the server, or
 * when the page is drawn after a navigation. A client component on purpose: the same call from a
 * server component travels in the page's React payload, which Next.js also sends with every
 * prefetch of the page (components/ui/server-image.tsx). Renders nothing.
 */
export function ImagePreload({
  src,
  srcSet,
  sizes,
  fetchPriority,
}: {
  /** The image's `src`, the fallback of browsers without `imagesrcset`. */
  src: string
  srcSet?: string
  sizes?: string
  fetchPriority?: 'high' | 'low' | 'auto'
}) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority })
  return null
}
