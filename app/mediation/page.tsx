import Link from 'next/link'
import { PageHeader } from '@/components/ui/page-header'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'Médiation',
  description:
    'Médiateur agréé depuis 2015, Maître Vincent Roques vous accompagne en médiation conventionnelle ou judiciaire pour régler un différend à l’amiable, à Toulouse.',
  path: '/mediation',
})

/** Mediation overview (spec §2 « Mediation »). */
export default function MediationPage() {
  return (
    <>
      <PageHeader
        eyebrow="Médiateur agréé depuis 2015"
        title="La médiation, pour sortir d’un conflit par un accord"
        lead="La médiation réunit les parties autour d’un tiers neutre et impartial qui les aide à trouver elles-mêmes une solution. Elle est plus rapide et moins coûteuse qu’un procès, et confidentielle."
      />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
        <li className="rounded-2xl border border-border bg-surface p-6">
          <h2 className="font-serif text-2xl font-semibold">Médiation conventionnelle</h2>
          <p className="mt-3 text-muted">
            Choisie librement par les parties, sans juge, à tout moment d’un différend.
          </p>
          <Link
            href="/mediation/conventionnelle"
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent hover:underline"
          >
            Découvrir la médiation conventionnelle
          </Link>
        </li>
        <li className="rounded-2xl border border-border bg-surface p-6">
          <h2 className="font-serif text-2xl font-semibold">Médiation judiciaire</h2>
          <p className="mt-3 text-muted">
            Ordonnée par le juge, avec l’accord des parties, pendant un procès.
          </p>
          <Link
            href="/mediation/judiciaire"
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent hover:underline"
          >
            Découvrir la médiation judiciaire
          </Link>
        </li>
      </ul>
    </>
  )
}
