import { expertiseAreas, getExpertiseArea } from '@/content/expertise'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = 'Domaine d’intervention du cabinet de Maître Vincent Roques'
export const size = OG_SIZE
export const contentType = 'image/png'

export function generateStaticParams() {
  return expertiseAreas.map((area) => ({ slug: area.slug }))
}

/** Social image of an expertise page (issue 6 §3). */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const area = getExpertiseArea((await params).slug)
  return renderOgImage({
    title: area ? `${area.title} à Toulouse` : "Domaines d'expertise",
    kicker: 'Domaine d’intervention',
  })
}
