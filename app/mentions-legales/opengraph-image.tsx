import { legalNotice } from '@/content/legal'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = legalNotice.metaTitle
export const size = OG_SIZE
export const contentType = 'image/png'

/** Social image of /mentions-legales (issue 6 §3): the page title and the practice's name. */
export default function Image() {
  return renderOgImage({ title: legalNotice.metaTitle })
}
