import { cn } from '@/lib/utils'
import { TextLink } from '@/components/ui/text-link'
import { IconCard } from '@/components/sections/icon-card'
import { BadgeEuro, CheckCircle2, Gift } from 'lucide-react'
import { ContentSection } from '@/components/sections/section'
import { CtaPanel } from '@/components/sections/cta-panel'
import { PageHeader } from '@/components/ui/page-header'
import { fees } from '@/content/fees'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

const sourceClass = 'mt-3 text-sm font-medium text-accent'

/**
 * Fees page (docs/specification.md « Fees », « Constants »): the three modes, the rules, the
 * criteria of loi n° 71-1130 art. 10, amounts with and without VAT, who may pay (legal-expenses
 * insurance, legal aid) and how to dispute fees (bâtonnier, consumer mediator), each source cited
 * under it.
 */
export function FeesPage() {
  return (
    <>
      <PageHeader eyebrow={fees.eyebrow} title={fees.title} lead={fees.lead}>
        <div className="mt-8 flex max-w-3xl gap-4 rounded-2xl border border-accent bg-accent-soft p-5">
          <Gift aria-hidden="true" className="size-7 shrink-0 text-accent" />
          <div>
            <p className="font-serif text-xl font-semibold">{fees.firstConsultation.title}</p>
            <p className="mt-1 leading-relaxed">
              <WithUnbrokenNumbers text={fees.firstConsultation.text} />
            </p>
          </div>
        </div>
      </PageHeader>

      <ContentSection id="titre-modes" title={fees.modesTitle} lead={fees.modesLead}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {fees.modes.map((mode) => (
            <IconCard
              key={mode.title}
              data-fee-mode
              roomy
              className="flex flex-col bg-surface shadow-sm"
              icon={<BadgeEuro aria-hidden="true" className="size-6" />}
              title={mode.title}
              text={mode.description}
            >
              <ul className="mt-5 space-y-3 border-t border-border pt-5">
                {mode.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-sm leading-relaxed">
                    <CheckCircle2
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-accent"
                    />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </IconCard>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="titre-regles" title={fees.rulesTitle} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {fees.rules.map((rule) => (
            <SourcedCard key={rule.title} data-fee-rule {...rule} />
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="titre-criteres" title={fees.criteria.title}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div data-fee-criteria>
            <p className="leading-relaxed">
              <WithUnbrokenNumbers text={fees.criteria.lead} />
            </p>
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-accent">
              {fees.criteria.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className={sourceClass}>
              <WithUnbrokenNumbers text={fees.criteria.source} />
            </p>
          </div>
          <div data-fee-vat className="self-start rounded-2xl border border-border bg-surface p-6">
            <h3 className="font-serif text-xl font-semibold">{fees.vat.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">
              <WithUnbrokenNumbers text={fees.vat.text} />
            </p>
          </div>
        </div>
      </ContentSection>

      <ContentSection id="titre-prise-en-charge" title={fees.funding.title} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {fees.funding.items.map((item) => (
            <SourcedCard key={item.title} data-fee-funding {...item} />
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="contestation" title={fees.dispute.title} lead={fees.dispute.lead}>
        <ol className="grid gap-6 md:grid-cols-2">
          {fees.dispute.steps.map((step) => (
            <SourcedCard key={step.title} data-fee-dispute className="shadow-sm" {...step} />
          ))}
        </ol>
        <p className="mt-6">
          <TextLink href="/mentions-legales#mediation-consommation" arrow>
            {fees.dispute.more}
          </TextLink>
        </p>
      </ContentSection>

      <CtaPanel id="titre-rendez-vous" {...fees.cta} />
    </>
  )
}

/**
 * A rule of the fees page as a card (`<li>`): its title, its text and, when given, the text of
 * law it comes from. `data-*` attributes go on the `<li>`.
 */
function SourcedCard({
  title,
  text,
  source,
  className,
  ...attributes
}: {
  title: string
  text: string
  source?: string
  className?: string
  [data: `data-${string}`]: boolean | undefined
}) {
  return (
    <li
      className={cn('rounded-2xl border border-border bg-surface p-6', className)}
      {...attributes}
    >
      <h3 className="font-serif text-xl font-semibold">{title}</h3>
      <p className="mt-2 leading-relaxed text-muted">
        <WithUnbrokenNumbers text={text} />
      </p>
      {source ? (
        <p className={sourceClass}>
          <WithUnbrokenNumbers text={source} />
        </p>
      ) : null}
    </li>
  )
}
