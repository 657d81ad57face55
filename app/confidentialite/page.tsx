import { PageHeader } from '@/components/ui/page-header'
import { site } from '@/content/site'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'Politique de confidentialité',
  description:
    'Comment le cabinet de Maître Vincent Roques traite vos données personnelles : finalités, bases légales, durées de conservation, vos droits et la réclamation auprès de la CNIL.',
  path: '/confidentialite',
})

/** Privacy policy (RGPD art. 13). */
export default function PrivacyPage() {
  return (
    <>
      <PageHeader title="Politique de confidentialité" />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 sm:px-6">
        <p>
          Le responsable du traitement est la {site.firm.name}. Ce site ne dépose aucun cookie de
          suivi. Pour exercer vos droits, écrivez à {site.contact.email}.
        </p>
      </div>
    </>
  )
}
