import { fees } from '@/content/fees'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = fees.metaTitle
export const size = OG_SIZE
export const contentType = 'image/png'

/**
 * Social image of /honoraires (docs/specification.md « Quality »: Open Graph): the page title and
 * the practice's name.
 */
export default function Image() {
  return renderOgImage({ title: fees.metaTitle })
}
