import { TextLink } from '@/components/ui/text-link'
import { CheckList } from '@/components/sections/check-list'
import { AlertTriangle } from 'lucide-react'
import { ContentSection } from '@/components/sections/section'
import { CtaPanel } from '@/components/sections/cta-panel'
import { FaqList } from '@/components/sections/faq-list'
import { NumberedSteps } from '@/components/sections/numbered-steps'
import { AreaIcon } from '@/components/sections/area-icon'
import { ContactActions } from '@/components/contact/contact-actions'
import type { Crumb } from '@/components/ui/breadcrumbs'
import { PageHeader } from '@/components/ui/page-header'
import {
  expertiseAreas,
  expertiseCta,
  expertiseDetails,
  type ExpertiseArea,
} from '@/content/expertise'
import { EXPERTISE_LABEL } from '@/content/site'
import { container } from '@/components/ui/container'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

/**
 * Breadcrumb trail of an expertise page, after « Accueil »: the overview, then the page. Shared by
 * the page's visible trail and its `BreadcrumbList` JSON-LD (src/pages/expertise/[slug].astro).
 */
export function expertiseTrail(area: ExpertiseArea): Crumb[] {
  return [
    { name: EXPERTISE_LABEL, href: '/domaines-expertise' },
    { name: area.title, href: `/expertise/${area.slug}` },
  ]
}

/**
 * An expertise page (docs/specification.md « Expertise pages »), with optional urgency card and
 * FAQ. `area` is one of content/expertise.ts `expertiseAreas`; the route answers 404 for any other
 * slug before rendering this.
 */
export function ExpertisePage({ area }: { area: ExpertiseArea }) {
  const detail = expertiseDetails[area.slug]
  const others = expertiseAreas.filter((other) => other.slug !== area.slug)

  return (
    <>
      <PageHeader
        eyebrow={detail.eyebrow}
        title={area.title}
        lead={detail.lead}
        trail={expertiseTrail(area)}
      >
        <ContactActions className="mt-8" />
      </PageHeader>

      <ContentSection id="titre-interventions" eyebrow={area.title} title={detail.areasTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {detail.areas.map((item) => (
            <li
              key={item.title}
              data-intervention
              className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm"
            >
              <AreaIcon icon={area.icon} className="size-6 text-accent" />
              <h3 className="mt-4 font-serif text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">
                <WithUnbrokenNumbers text={item.text} />
              </p>
            </li>
          ))}
        </ul>
      </ContentSection>

      {detail.urgency ? (
        <section aria-labelledby="titre-urgence" className={container('pb-4')}>
          <div
            data-urgency
            className="rounded-2xl border-2 border-accent bg-accent-soft p-6 md:flex md:items-start md:gap-6 md:p-8"
          >
            <AlertTriangle aria-hidden="true" className="size-10 shrink-0 text-accent" />
            <div className="mt-4 md:mt-0">
              <h2 id="titre-urgence" className="font-serif text-2xl font-semibold sm:text-3xl">
                {detail.urgency.title}
              </h2>
              <p className="mt-3 max-w-3xl text-lg leading-relaxed">
                <WithUnbrokenNumbers text={detail.urgency.text} />
              </p>
              <p className="mt-2 text-sm font-medium text-muted">
                <WithUnbrokenNumbers text={detail.urgency.source} />
              </p>
              <ContactActions className="mt-6" />
            </div>
          </div>
        </section>
      ) : null}

      <ContentSection id="titre-atouts" title={detail.strengthsTitle} tone="muted">
        <CheckList items={detail.strengths} marker="strength" />
      </ContentSection>

      <ContentSection id="titre-methode" eyebrow="Méthode" title={detail.stepsTitle}>
        <NumberedSteps steps={detail.steps} />
      </ContentSection>

      {detail.faq ? (
        <ContentSection
          id="titre-faq"
          eyebrow="Questions fréquentes"
          title="Vos questions"
          tone="surface"
        >
          <div className="max-w-3xl">
            <FaqList items={detail.faq} />
          </div>
        </ContentSection>
      ) : null}

      <section aria-labelledby="titre-suite" className={container('py-14 md:py-20')}>
        <h2 id="titre-suite" className="sr-only">
          Pour aller plus loin
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <div
            className="rounded-2xl border border-border bg-surface p-6 shadow-sm"
            data-mediation-link
          >
            <h3 className="font-serif text-2xl font-semibold">{detail.mediation.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">
              <WithUnbrokenNumbers text={detail.mediation.text} />
            </p>
            <TextLink href={detail.mediation.href} className="mt-4" arrow>
              Découvrir la médiation
            </TextLink>
          </div>
          <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
            <h3 className="font-serif text-2xl font-semibold">Autres domaines d’activité</h3>
            <ul className="mt-3 space-y-1">
              {others.map((other) => (
                <li key={other.slug}>
                  <TextLink href={`/expertise/${other.slug}`}>
                    <AreaIcon icon={other.icon} className="size-5" />
                    {other.title}
                  </TextLink>
                </li>
              ))}
              <li>
                <TextLink href="/honoraires">Honoraires et première consultation gratuite</TextLink>
              </li>
            </ul>
          </div>
        </div>
      </section>

      <CtaPanel id="titre-rendez-vous" {...expertiseCta} />
    </>
  )
}
