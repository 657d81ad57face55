import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { expertiseAreas, getExpertiseArea } from '@/content/expertise'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

/** Only the three areas of content/expertise.ts exist; any other slug is a 404. */
export const dynamicParams = false

export function generateStaticParams() {
  return expertiseAreas.map((area) => ({ slug: area.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const area = getExpertiseArea((await params).slug)
  if (!area) return {}
  return pageMetadata({
    title: `${area.title} à Toulouse`,
    description: `${area.title} : ${area.details.slice(0, 3).join(', ').toLowerCase()}. Maître Vincent Roques, avocat à Toulouse, vous conseille et vous défend.`,
    path: `/expertise/${area.slug}`,
  })
}

/** An expertise page (spec §2 « Expertise pages »). */
export default async function ExpertisePage({ params }: Props) {
  const area = getExpertiseArea((await params).slug)
  if (!area) notFound()
  return (
    <>
      <PageHeader
        title={area.title}
        lead={area.description}
        trail={[
          { name: "Domaines d'expertise", href: '/domaines-expertise' },
          { name: area.title, href: `/expertise/${area.slug}` },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ul className="list-disc space-y-2 pl-6">
          {area.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <ButtonLink href="/contact" className="mt-8">
          Prendre rendez-vous
        </ButtonLink>
      </div>
    </>
  )
}
