import { ArrowRight, CheckCircle2, Handshake, Landmark } from 'lucide-react'
import { SiteLink } from '@/components/ui/site-link'
import { ContentSection } from '@/components/content/section'
import { CtaPanel } from '@/components/content/cta-panel'
import { PageHeader } from '@/components/ui/page-header'
import { mediationOverview as page, mediationPages } from '@/content/mediation'
import { staticPageMetadata } from '@/lib/seo'
import { container } from '@/components/ui/container'

export const metadata = staticPageMetadata('/mediation')

const cardIcons = { conventionnelle: Handshake, judiciaire: Landmark } as const

/** Mediation overview (docs/specification.md « Mediation »): overview, advantages, two cards. */
export default function MediationPage() {
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.advantages.map((advantage) => (
            <li key={advantage.title} data-advantage className="flex gap-4">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
              <div>
                <h3 className="font-semibold text-foreground">{advantage.title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{advantage.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="titre-formes" title={page.cardsTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {Object.values(mediationPages).map((sub) => {
            const Icon = cardIcons[sub.slug]
            return (
              <li
                key={sub.slug}
                data-mediation-card
                className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-8"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 font-serif text-2xl font-semibold">{sub.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-muted">{sub.summary}</p>
                <SiteLink
                  href={`/mediation/${sub.slug}`}
                  className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent hover:underline"
                >
                  {sub.cardLink}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </SiteLink>
              </li>
            )
          })}
        </ul>
      </ContentSection>

      <CtaPanel id="titre-rendez-vous" {...page.cta} />
    </>
  )
}
