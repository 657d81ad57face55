import { PageHeader } from '@/components/ui/page-header'
import { addressLine, emailHref, phoneHref, site } from '@/content/site'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'Contact et rendez-vous',
  description:
    'Contactez Maître Vincent Roques, avocat à Toulouse : téléphone, e-mail, adresse près du métro Palais de Justice et formulaire de demande de consultation.',
  path: '/contact',
})

/** Contact page (spec §2 « Contact »). */
export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Prendre rendez-vous"
        lead="Décrivez-nous votre situation : vous recevrez une réponse sous 24h. La première consultation est gratuite."
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ul className="space-y-2">
          <li>
            Téléphone :{' '}
            <a href={phoneHref} className="font-semibold text-accent underline">
              {site.contact.phoneDisplay}
            </a>
          </li>
          <li>
            E-mail :{' '}
            <a href={emailHref} className="font-semibold text-accent underline">
              {site.contact.email}
            </a>
          </li>
          <li>Adresse : {addressLine}</li>
          <li>
            {site.hours.display}, {site.hours.appointmentOnly.toLowerCase()}
          </li>
        </ul>
      </div>
    </>
  )
}
