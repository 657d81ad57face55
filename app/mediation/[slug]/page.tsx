import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { PageHeader } from '@/components/ui/page-header'
import { pageMetadata } from '@/lib/seo'

const pages = {
  conventionnelle: {
    title: 'Médiation conventionnelle',
    description:
      'La médiation conventionnelle : un processus choisi librement par les parties, sans juge, pour trouver un accord confidentiel qui peut être homologué.',
    lead: 'Les parties choisissent ensemble, sans passer par un juge, de confier leur différend à un médiateur. L’accord trouvé peut ensuite être homologué par le juge pour devenir exécutoire.',
  },
  judiciaire: {
    title: 'Médiation judiciaire',
    description:
      'La médiation judiciaire : ordonnée par le juge avec l’accord des parties, pour une durée limitée, elle peut aboutir à un accord homologué.',
    lead: 'Pendant un procès, le juge peut, avec l’accord des parties, désigner un médiateur pour une durée limitée. L’accord trouvé peut être soumis au juge pour homologation.',
  },
} as const

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return Object.keys(pages).map((slug) => ({ slug }))
}

function getPage(slug: string) {
  return slug in pages ? pages[slug as keyof typeof pages] : undefined
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = getPage(slug)
  return page
    ? pageMetadata({ title: page.title, description: page.description, path: `/mediation/${slug}` })
    : {}
}

/** A mediation sub-page (spec §2 « Mediation »). */
export default async function MediationSubPage({ params }: Props) {
  const { slug } = await params
  const page = getPage(slug)
  if (!page) notFound()
  return (
    <>
      <PageHeader
        title={page.title}
        lead={page.lead}
        trail={[
          { name: 'Médiation', href: '/mediation' },
          { name: page.title, href: `/mediation/${slug}` },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <Link
          href="/mediation"
          className="inline-flex min-h-11 items-center font-semibold text-accent hover:underline"
        >
          Retour à la médiation
        </Link>
      </div>
    </>
  )
}
