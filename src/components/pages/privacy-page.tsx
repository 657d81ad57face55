import { LegalDocumentView } from '@/components/sections/legal-document'
import { PageHeader } from '@/components/ui/page-header'
import { privacyPolicyFor } from '@/content/legal'
import { MAILTO_DELIVERY, type ConsultationDelivery } from '@/content/legal'

/**
 * Privacy policy (RGPD art. 13): content/legal.ts, for the consultation form's `delivery` (what it
 * sends, through whom, and what the site keeps).
 */
export function PrivacyPage({ delivery = MAILTO_DELIVERY }: { delivery?: ConsultationDelivery }) {
  const policy = privacyPolicyFor(delivery)
  return (
    <>
      <PageHeader title={policy.title} lead={policy.lead} />
      <LegalDocumentView doc={policy} />
    </>
  )
}
