import { IconCard } from '@/components/sections/icon-card'
import { CheckCircle2, HeartHandshake, MapPin, MessageCircle, Scale } from 'lucide-react'
import { ContentSection } from '@/components/sections/section'
import { CtaPanel } from '@/components/sections/cta-panel'
import { Portrait } from '@/components/sections/portrait'
import type { PortraitPicture } from '@/components/sections/portrait-image'
import { Timeline } from '@/components/sections/timeline'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHeader } from '@/components/ui/page-header'
import { about } from '@/content/about'
import { actionLabels } from '@/content/actions'
import { container } from '@/components/ui/container'

const valueIcons = [MessageCircle, Scale, MapPin] as const

/** The two columns of « Formation et parcours »: studies, then career. */
const timelines = [
  {
    id: 'formation',
    title: about.academicTitle,
    entries: about.academic.map((item) => ({
      when: item.year,
      title: item.title,
      where: item.institution,
      text: item.description,
    })),
  },
  {
    id: 'parcours',
    title: about.experienceTitle,
    entries: about.experience.map((item) => ({
      when: item.period,
      title: item.title,
      where: item.location,
      text: item.description,
    })),
  },
] as const

/** Widths of the portrait's frame: the page's column beside the text from 1024 px, 20 rem below. */
const PORTRAIT_SIZES = '(min-width: 1024px) 22rem, 20rem'

/**
 * About page (docs/specification.md « About »). `portrait`: the photograph of content/site.ts,
 * prepared by src/pages/a-propos.astro (`portraitPicture()`); `null` shows the monogram.
 */
export function AboutPage({ portrait = null }: { portrait?: PortraitPicture | null }) {
  return (
    <>
      <PageHeader eyebrow={about.eyebrow} title={about.title} lead={about.lead}>
        <div className="mt-8">
          <ButtonLink href="/contact">{actionLabels.appointment}</ButtonLink>
        </div>
      </PageHeader>

      <section aria-labelledby="titre-engagement" className={container('py-14 md:py-20')}>
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <p className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">
              {about.commitment.eyebrow}
            </p>
            <h2
              id="titre-engagement"
              className="mt-2 font-serif text-3xl font-semibold text-balance sm:text-4xl"
            >
              {about.commitment.title}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
              {about.commitment.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          {/* Beside the page's first paragraphs on a wide screen, where it may be the largest
              paint: loaded with the page, not lazily. */}
          <Portrait
            picture={portrait}
            sizes={PORTRAIT_SIZES}
            loading="eager"
            {...about.portrait}
            className="mx-auto max-w-xs lg:max-w-none"
          />
        </div>
      </section>

      <ContentSection id="titre-reperes" title={about.highlightsTitle} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.highlights.map((highlight) => (
            <li
              key={highlight.label}
              data-highlight
              className="rounded-2xl border border-border bg-surface p-6 shadow-sm"
            >
              <p className="flex flex-col">
                <span className="font-serif text-4xl font-semibold text-accent">
                  {highlight.value}
                </span>
                <span className="order-first text-sm font-semibold text-foreground">
                  {highlight.label}
                </span>
              </p>
              <p className="mt-3 text-sm leading-relaxed text-muted">{highlight.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <section aria-label="Formation et parcours" className={container('py-14 md:py-20')}>
        <div className="grid gap-14 lg:grid-cols-2">
          {timelines.map((timeline) => (
            <div key={timeline.id}>
              <h2
                id={`titre-${timeline.id}`}
                className="font-serif text-3xl font-semibold sm:text-4xl"
              >
                {timeline.title}
              </h2>
              <div className="mt-8" data-timeline={timeline.id}>
                <Timeline label={timeline.title} entries={timeline.entries} />
              </div>
            </div>
          ))}
        </div>
      </section>

      <ContentSection id="titre-valeurs" eyebrow="Valeurs" title={about.valuesTitle} tone="surface">
        <ul className="grid gap-6 md:grid-cols-3">
          {about.values.map((value, i) => {
            const Icon = valueIcons[i] ?? HeartHandshake
            return (
              <IconCard
                key={value.title}
                data-value
                className="bg-background"
                icon={<Icon aria-hidden="true" className="size-6" />}
                title={value.title}
                text={value.text}
              />
            )
          })}
        </ul>
        <p className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href="/domaines-expertise" variant="secondary">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            Voir mes domaines d’activité
          </ButtonLink>
          <ButtonLink href="/honoraires" variant="secondary">
            Comprendre les honoraires
          </ButtonLink>
        </p>
      </ContentSection>

      <CtaPanel id="titre-rendez-vous" {...about.cta} />
    </>
  )
}
