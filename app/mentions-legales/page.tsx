import { LegalDocumentView } from '@/components/content/legal-document'
import { PageHeader } from '@/components/ui/page-header'
import { legalNotice } from '@/content/legal'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: legalNotice.metaTitle,
  description: legalNotice.metaDescription,
  path: '/mentions-legales',
})

/** Legal notices (LCEN; code de la consommation, art. L. 612-1): content/legal.ts. */
export default function LegalNoticePage() {
  return (
    <>
      <PageHeader title={legalNotice.title} lead={legalNotice.lead} />
      <LegalDocumentView doc={legalNotice} />
    </>
  )
}
