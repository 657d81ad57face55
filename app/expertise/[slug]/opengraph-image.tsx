import { expertiseAreas, getExpertiseDetail } from '@/content/expertise'
import { EXPERTISE_LABEL } from '@/content/site'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = 'Domaine d’expertise de Maître Vincent Roques, avocat à Toulouse'
export const size = OG_SIZE
export const contentType = 'image/png'

export function generateStaticParams() {
  return expertiseAreas.map((area) => ({ slug: area.slug }))
}

/**
 * Social image of an expertise page (docs/specification.md « Quality »: Open Graph): its title and
 * the practice's name.
 */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const detail = getExpertiseDetail((await params).slug)
  return renderOgImage({
    title: detail?.metaTitle ?? EXPERTISE_LABEL,
    kicker: 'Domaine d’expertise',
  })
}
