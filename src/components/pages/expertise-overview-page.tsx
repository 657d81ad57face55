import { TextLink } from '@/components/ui/text-link'
import { CheckCircle2, Clock } from 'lucide-react'
import { ContentSection } from '@/components/sections/section'
import { CtaPanel } from '@/components/sections/cta-panel'
import { NumberedSteps } from '@/components/sections/numbered-steps'
import { AreaIcon } from '@/components/sections/area-icon'
import { PageHeader } from '@/components/ui/page-header'
import { expertiseAreas, expertiseOverview as page } from '@/content/expertise'
import { container } from '@/components/ui/container'

/** Expertise overview (docs/specification.md « Areas of expertise »). */
export function ExpertiseOverviewPage() {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} lead={page.lead} />

      <div className={container('pt-14 md:pt-20')}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
          {page.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>

      <section aria-labelledby="titre-blocs" className={container('py-14 md:py-16')}>
        <h2 id="titre-blocs" className="font-serif text-3xl font-semibold sm:text-4xl">
          {page.blocksTitle}
        </h2>
        <ul className="mt-10 space-y-8">
          {expertiseAreas.map((area) => (
            <li
              key={area.slug}
              data-area={area.slug}
              className="grid gap-8 rounded-2xl border border-border bg-surface p-6 shadow-sm md:grid-cols-[1.2fr_1fr] md:p-8"
            >
              <div className="flex flex-col">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <AreaIcon icon={area.icon} className="size-6" />
                </span>
                <h3 className="mt-5 font-serif text-2xl font-semibold sm:text-3xl">{area.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{area.description}</p>
                <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-foreground">
                  <Clock aria-hidden="true" className="size-4 text-accent" />
                  <span className="sr-only">{page.delayLabel} </span>
                  {area.delay}
                </p>
                <TextLink
                  href={`/expertise/${area.slug}`}
                  className="mt-6 self-start rounded-md"
                  arrow
                >
                  Découvrir le {area.title.toLowerCase()}
                </TextLink>
              </div>
              <div>
                <h4 className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">
                  {page.detailsLabel}
                </h4>
                <ul className="mt-4 space-y-3">
                  {area.details.map((detail) => (
                    <li key={detail} data-detail className="flex gap-3">
                      <CheckCircle2
                        aria-hidden="true"
                        className="mt-0.5 size-5 shrink-0 text-accent"
                      />
                      <span>{detail}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <ContentSection
        id="titre-approche"
        eyebrow={page.approach.eyebrow}
        title={page.approach.title}
        lead={page.approach.lead}
        tone="muted"
      >
        <NumberedSteps steps={page.approach.steps} />
      </ContentSection>

      <CtaPanel id="titre-rendez-vous" {...page.cta} />
    </>
  )
}
