import { LegalDocumentView } from '@/components/sections/legal-document'
import { PageHeader } from '@/components/ui/page-header'
import { legalNotice } from '@/content/legal'
import { staticPageMetadata } from '@/lib/seo'

export const metadata = staticPageMetadata('/mentions-legales')

/** Legal notices (LCEN; code de la consommation, art. L. 612-1): content/legal.ts. */
export default function LegalNoticePage() {
  return (
    <>
      <PageHeader title={legalNotice.title} lead={legalNotice.lead} />
      <LegalDocumentView doc={legalNotice} />
    </>
  )
}
