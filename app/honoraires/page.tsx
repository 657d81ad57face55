import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'Honoraires',
  description:
    'Forfait, temps passé ou forfait complété d’un honoraire de résultat : des honoraires transparents fixés par une convention écrite. Première consultation gratuite.',
  path: '/honoraires',
})

/** Fees page (spec §2 « Fees »). */
export default function FeesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Honoraires"
        title="Des honoraires transparents et prévisibles"
        lead="Chaque mission fait l’objet d’une convention d’honoraires écrite qui fixe le mode de calcul avant le début du travail. La première consultation est gratuite."
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ButtonLink href="/contact">Demander une première consultation</ButtonLink>
      </div>
    </>
  )
}
