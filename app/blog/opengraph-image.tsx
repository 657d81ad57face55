import { blogIntro } from '@/content/blog'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = blogIntro.title
export const size = OG_SIZE
export const contentType = 'image/png'

/**
 * Social image of /blog (docs/specification.md « Quality »: Open Graph): the page title and the
 * practice's name.
 */
export default function Image() {
  return renderOgImage({ title: blogIntro.title })
}
