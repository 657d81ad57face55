import { getMediationPage, mediationPages } from '@/content/mediation'
import { OG_SIZE, renderOgImage } from '@/lib/og'

export const alt = 'Médiation avec Maître Vincent Roques, avocat et médiateur à Toulouse'
export const size = OG_SIZE
export const contentType = 'image/png'

export function generateStaticParams() {
  return Object.keys(mediationPages).map((slug) => ({ slug }))
}

/**
 * Social image of a mediation sub-page (docs/specification.md « Quality »: Open Graph): its title
 * and the practice's name.
 */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const page = getMediationPage((await params).slug)
  return renderOgImage({ title: page?.metaTitle ?? 'Médiation', kicker: 'Médiation' })
}
