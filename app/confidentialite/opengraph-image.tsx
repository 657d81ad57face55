import { privacyPolicy } from '@/content/legal'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = privacyPolicy.metaTitle
export const size = OG_SIZE
export const contentType = 'image/png'

/**
 * Social image of /confidentialite (docs/specification.md « Quality »: Open Graph): the page title
 * and the practice's name.
 */
export default function Image() {
  return renderOgImage({ title: privacyPolicy.metaTitle })
}
