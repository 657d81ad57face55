import { contactPage } from '@/content/contact'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = contactPage.metaTitle
export const size = OG_SIZE
export const contentType = 'image/png'

/**
 * Social image of /contact (docs/specification.md « Quality »: Open Graph): the page title and the
 * practice's name.
 */
export default function Image() {
  return renderOgImage({ title: contactPage.metaTitle })
}
