import { TextLink } from '@/components/ui/text-link'
import { ArrowLeft, CheckCircle2 } from 'lucide-react'
import { ContentSection } from '@/components/sections/section'
import { CtaPanel } from '@/components/sections/cta-panel'
import { ExternalLink } from '@/components/sections/external-link'
import { NumberedSteps } from '@/components/sections/numbered-steps'
import type { Crumb } from '@/components/ui/breadcrumbs'
import { PageHeader } from '@/components/ui/page-header'
import { mediationOverview, type MediationPage } from '@/content/mediation'
import { container } from '@/components/ui/container'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

/**
 * Breadcrumb trail of a mediation sub-page, after « Accueil »: /mediation, then the page. Shared
 * by the visible trail and the `BreadcrumbList` JSON-LD (src/pages/mediation/[slug].astro).
 */
export function mediationTrail(page: MediationPage): Crumb[] {
  return [
    { name: 'Médiation', href: '/mediation' },
    { name: page.title, href: `/mediation/${page.slug}` },
  ]
}

/**
 * A mediation sub-page (docs/specification.md « Mediation »): back link, when, flow, role, links.
 * `page` is one of content/mediation.ts `mediationPages`.
 */
export function MediationDetailPage({ page }: { page: MediationPage }) {
  return (
    <>
      <PageHeader
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        trail={mediationTrail(page)}
      >
        <a
          href="/mediation"
          data-back-link
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour à la médiation
        </a>
      </PageHeader>

      <section aria-labelledby="titre-quand" className={container('py-14 md:py-20')}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="titre-quand" className="font-serif text-3xl font-semibold sm:text-4xl">
              {page.whenTitle}
            </h2>
            <ul className="mt-6 space-y-4">
              {page.when.map((item) => (
                <li key={item} className="flex gap-3 text-lg leading-relaxed">
                  <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="self-start rounded-2xl border border-border bg-accent-soft p-6">
            <h2 className="font-serif text-2xl font-semibold">{page.roleTitle}</h2>
            <ul className="mt-4 space-y-3 leading-relaxed">
              {page.role.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <ContentSection
        id="titre-deroulement"
        title={page.flowTitle}
        lead={page.flowLead}
        tone="muted"
      >
        <div data-flow>
          <NumberedSteps steps={page.flow} columns="single" className="max-w-3xl" />
        </div>
      </ContentSection>

      <section aria-labelledby="titre-suite" className={container('py-14 md:py-20')}>
        <h2 id="titre-suite" className="font-serif text-3xl font-semibold sm:text-4xl">
          Pour aller plus loin
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {page.centre ? (
            <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm" data-centre>
              <h3 className="font-serif text-2xl font-semibold">{page.centre.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">
                <WithUnbrokenNumbers text={page.centre.text} />
              </p>
              <ExternalLink href={page.centre.href} className="mt-4">
                {page.centre.label}
              </ExternalLink>
            </div>
          ) : null}
          <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
            <h3 className="font-serif text-2xl font-semibold">Pour poursuivre votre lecture</h3>
            <ul className="mt-3 space-y-1">
              <li>
                <TextLink href={page.other.href} arrow>
                  {page.other.label}
                </TextLink>
              </li>
              <li>
                <TextLink href="/honoraires" arrow>
                  Honoraires et première consultation gratuite
                </TextLink>
              </li>
            </ul>
          </div>
        </div>
      </section>

      <CtaPanel id="titre-rendez-vous" {...mediationOverview.cta} />
    </>
  )
}
