import { homeMeta } from '@/content/home'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = homeMeta.title
export const size = OG_SIZE
export const contentType = 'image/png'

/**
 * Social image of / (docs/specification.md « Quality »: Open Graph): the page title and the
 * practice's name.
 */
export default function Image() {
  return renderOgImage({ title: homeMeta.title })
}
