import { pageTitles } from '@/content/seo'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = pageTitles['/contact']
export const size = OG_SIZE
export const contentType = 'image/png'

/** Social image of /contact (issue 6 §3). */
export default function Image() {
  return renderOgImage({ title: pageTitles['/contact'] })
}
