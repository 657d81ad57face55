import { TextLink } from '@/components/ui/text-link'
import { CheckList } from '@/components/sections/check-list'
import { IconCard } from '@/components/sections/icon-card'
import { Handshake, Landmark } from 'lucide-react'
import { ContentSection } from '@/components/sections/section'
import { CtaPanel } from '@/components/sections/cta-panel'
import { PageHeader } from '@/components/ui/page-header'
import { mediationOverview as page, mediationPages } from '@/content/mediation'
import { container } from '@/components/ui/container'

const cardIcons = { conventionnelle: Handshake, judiciaire: Landmark } as const

/** Mediation overview (docs/specification.md « Mediation »): overview, advantages, two cards. */
export function MediationPage() {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} lead={page.lead} />

      <section aria-labelledby="titre-presentation" className={container('py-14 md:py-20')}>
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
          <div>
            <h2 id="titre-presentation" className="font-serif text-3xl font-semibold sm:text-4xl">
              {page.overviewTitle}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
              {page.overview.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside
            aria-labelledby="titre-roles"
            className="self-start rounded-2xl border border-border bg-accent-soft p-6"
          >
            <h3 id="titre-roles" className="font-serif text-xl font-semibold">
              {page.roleTitle}
            </h3>
            <p className="mt-3 leading-relaxed">{page.role}</p>
            <p className="mt-3 leading-relaxed" data-mediator-credentials>
              {page.credentials}
            </p>
          </aside>
        </div>
      </section>

      <ContentSection id="titre-avantages" title={page.advantagesTitle} tone="muted">
        <CheckList items={page.advantages} marker="advantage" />
      </ContentSection>

      <ContentSection id="titre-formes" title={page.cardsTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {Object.values(mediationPages).map((sub) => {
            const Icon = cardIcons[sub.slug]
            return (
              <IconCard
                key={sub.slug}
                data-mediation-card
                roomy
                className="flex flex-col bg-surface shadow-sm md:p-8"
                textClassName="flex-1"
                icon={<Icon aria-hidden="true" className="size-6" />}
                title={sub.title}
                text={sub.summary}
              >
                <TextLink href={`/mediation/${sub.slug}`} className="mt-6 self-start" arrow>
                  {sub.cardLink}
                </TextLink>
              </IconCard>
            )
          })}
        </ul>
      </ContentSection>

      <CtaPanel id="titre-rendez-vous" {...page.cta} />
    </>
  )
}
