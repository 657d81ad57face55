import { pageTitles } from '@/content/seo'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = pageTitles['/mentions-legales']
export const size = OG_SIZE
export const contentType = 'image/png'

/** Social image of /mentions-legales (issue 6 §3). */
export default function Image() {
  return renderOgImage({ title: pageTitles['/mentions-legales'] })
}
