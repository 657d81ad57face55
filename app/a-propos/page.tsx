import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { site } from '@/content/site'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'À propos de Maître Vincent Roques',
  description:
    'Avocat au barreau de Toulouse depuis 1998, associé depuis 2011 et médiateur agréé depuis 2015 : le parcours et les valeurs de Maître Vincent Roques.',
  path: '/a-propos',
})

/** About page (spec §2 « About »). */
export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="À propos"
        title={`Maître ${site.lawyer.fullName}, avocat associé à Toulouse`}
        lead={`Avocat au ${site.lawyer.barreau} depuis ${site.lawyer.practisingSince}, associé de la ${site.firm.name} depuis ${site.lawyer.associateSince} et médiateur agréé depuis ${site.lawyer.mediatorSince}, je conseille et défends les entreprises comme les particuliers avec un engagement simple : vous expliquer clairement vos options et agir vite.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ButtonLink href="/contact">Prendre rendez-vous</ButtonLink>
      </div>
    </>
  )
}
