import { LegalDocumentView } from '@/components/sections/legal-document'
import { PageHeader } from '@/components/ui/page-header'
import { privacyPolicy } from '@/content/legal'
import { staticPageMetadata } from '@/lib/seo'

export const metadata = staticPageMetadata('/confidentialite')

/** Privacy policy (RGPD art. 13): content/legal.ts. */
export default function PrivacyPage() {
  return (
    <>
      <PageHeader title={privacyPolicy.title} lead={privacyPolicy.lead} />
      <LegalDocumentView doc={privacyPolicy} />
    </>
  )
}
