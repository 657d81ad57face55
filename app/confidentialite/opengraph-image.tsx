import { privacyPolicy } from '@/content/legal'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = privacyPolicy.metaTitle
export const size = OG_SIZE
export const contentType = 'image/png'

/** Social image of /confidentialite (issue 6 §3): the page title and the practice's name. */
export default function Image() {
  return renderOgImage({ title: privacyPolicy.metaTitle })
}
