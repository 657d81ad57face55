import { PageHeader } from '@/components/ui/page-header'
import { addressLine, site } from '@/content/site'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'Mentions légales',
  description:
    'Mentions légales du site de Maître Vincent Roques : éditeur, structure d’exercice, barreau, directeur de la publication, hébergeur et médiateur de la consommation.',
  path: '/mentions-legales',
})

/** Legal notices (LCEN art. 6 and 19). */
export default function LegalNoticePage() {
  return (
    <>
      <PageHeader title="Mentions légales" />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 sm:px-6">
        <p>
          Ce site est édité par la {site.firm.name}, {site.firm.legalForm.toLowerCase()},{' '}
          {addressLine}, représentée par Maître {site.lawyer.fullName}, avocat au{' '}
          {site.lawyer.barreau}.
        </p>
        <p>
          Hébergeur : {site.host.name}, {site.host.address}.
        </p>
      </div>
    </>
  )
}
