import { expertiseOverview } from '@/content/expertise'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = expertiseOverview.metaTitle
export const size = OG_SIZE
export const contentType = 'image/png'

/**
 * Social image of /domaines-expertise (docs/specification.md « Quality »: Open Graph): the page
 * title and the practice's name.
 */
export default function Image() {
  return renderOgImage({ title: expertiseOverview.metaTitle })
}
