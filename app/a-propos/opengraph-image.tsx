import { about } from '@/content/about'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = about.metaTitle
export const size = OG_SIZE
export const contentType = 'image/png'

/**
 * Social image of /a-propos (docs/specification.md « Quality »: Open Graph): the page title and the
 * practice's name.
 */
export default function Image() {
  return renderOgImage({ title: about.metaTitle })
}
