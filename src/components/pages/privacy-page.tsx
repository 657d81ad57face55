import { LegalDocumentView } from '@/components/sections/legal-document'
import { PageHeader } from '@/components/ui/page-header'
import { privacyPolicy } from '@/content/legal'

/** Privacy policy (RGPD art. 13): content/legal.ts. */
export function PrivacyPage() {
  return (
    <>
      <PageHeader title={privacyPolicy.title} lead={privacyPolicy.lead} />
      <LegalDocumentView doc={privacyPolicy} />
    </>
  )
}
