import { LegalDocumentView } from '@/components/sections/legal-document'
import { PageHeader } from '@/components/ui/page-header'
import { legalNotice } from '@/content/legal'

/** Legal notices (LCEN art. 6-III; code de la consommation, art. L. 612-1): content/legal.ts. */
export function LegalNoticePage() {
  return (
    <>
      <PageHeader title={legalNotice.title} lead={legalNotice.lead} />
      <LegalDocumentView doc={legalNotice} />
    </>
  )
}
