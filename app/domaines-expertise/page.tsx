import Link from 'next/link'
import { AreaIcon } from '@/components/ui/area-icon'
import { PageHeader } from '@/components/ui/page-header'
import { expertiseAreas } from '@/content/expertise'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: "Domaines d'expertise",
  description:
    'Droit des affaires, droit du travail et droit international : les domaines d’intervention de Maître Vincent Roques, avocat à Toulouse, en conseil comme en contentieux.',
  path: '/domaines-expertise',
})

/** Expertise overview (spec §2 « Expertise overview »). */
export default function ExpertiseOverviewPage() {
  return (
    <>
      <PageHeader
        eyebrow="Conseil et contentieux"
        title="Des domaines d’intervention complémentaires"
        lead="Entreprises, dirigeants, salariés et particuliers : chaque dossier est suivi personnellement, du premier conseil jusqu’à la décision de justice ou l’accord."
      />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3">
        {expertiseAreas.map((area) => (
          <li key={area.slug} className="rounded-2xl border border-border bg-surface p-6">
            <AreaIcon icon={area.icon} className="size-8 text-accent" />
            <h2 className="mt-4 font-serif text-2xl font-semibold">{area.title}</h2>
            <p className="mt-3 text-muted">{area.description}</p>
            <Link
              href={`/expertise/${area.slug}`}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent hover:underline"
            >
              Découvrir le {area.title.toLowerCase()}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
