import { ContentSection } from '@/components/sections/section'
import { TextLink } from '@/components/ui/text-link'
import { CheckList } from '@/components/sections/check-list'
import { IconCard } from '@/components/sections/icon-card'
import {
  ArrowRight,
  CalendarCheck,
  CheckCircle2,
  Clock,
  MapPin,
  MessageSquareText,
} from 'lucide-react'
import { AreaIcon } from '@/components/sections/area-icon'
import { ButtonLink } from '@/components/ui/button-link'
import { ContactActions } from '@/components/contact/contact-actions'
import { Portrait } from '@/components/sections/portrait'
import type { PortraitPicture } from '@/components/sections/portrait-image'
import { SectionHeading } from '@/components/ui/section-heading'
import { expertiseAreas } from '@/content/expertise'
import { about } from '@/content/about'
import { actionLabels } from '@/content/actions'
import { ctaBand, hero, localArea, testimonialsNotice, whyChoose } from '@/content/home'
import { site } from '@/content/site'
import { container } from '@/components/ui/container'

const promiseIcons = [Clock, MessageSquareText, CalendarCheck] as const

/** Widths of the portrait's frame in « Pourquoi choisir »: a column from 1024 px, a vignette below. */
const PORTRAIT_SIZES = '(min-width: 1024px) 16rem, (min-width: 640px) 9rem, 7rem'

/**
 * Home page (docs/specification.md « Home »): hero, the three expertise cards, the six reasons
 * beside the lawyer's portrait, the testimonials, the local area and the call-to-action band.
 * `testimonials` is the carousel, an island that src/pages/index.astro renders
 * (components/home/testimonial-carousel.tsx) and hands over as a slot; `portrait` is the
 * photograph of content/site.ts, prepared by the same route (`null`: the monogram). Everything
 * else here is HTML only.
 */
export function HomePage({
  testimonials,
  portrait = null,
}: {
  testimonials?: React.ReactNode
  portrait?: PortraitPicture | null
}) {
  return (
    <>
      <section
        className="relative overflow-hidden border-b border-border bg-surface"
        aria-labelledby="titre-accueil"
      >
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">
              {hero.eyebrow}
            </p>
            <h1
              id="titre-accueil"
              className="mt-4 font-serif text-4xl leading-tight font-semibold text-balance sm:text-5xl"
            >
              {hero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/domaines-expertise">
                {hero.primaryCta}
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
              <ButtonLink href="/contact" variant="secondary">
                {actionLabels.appointment}
              </ButtonLink>
            </div>
          </div>
          {/* Three cards side by side from 640 px; on a phone a third of the screen is narrower
              than « d’expérience », so each figure is a row, its label beside it. */}
          <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-1">
            {hero.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex items-center gap-4 rounded-xl border border-border bg-background px-5 py-3 sm:flex-col sm:gap-0 sm:p-5 sm:text-center lg:items-start lg:text-left"
              >
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="order-first min-w-20 font-serif text-3xl font-semibold text-accent sm:min-w-0 sm:text-4xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="titre-domaines" className={container('py-16 md:py-20')}>
        <SectionHeading
          id="titre-domaines"
          eyebrow="Domaines d’activité"
          title="Trois domaines pour accompagner votre activité"
          lead="Conseil en amont pour prévenir les litiges, défense devant les juridictions quand le conflit est né."
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {expertiseAreas.map((area) => (
            <IconCard
              key={area.slug}
              roomy
              className="flex flex-col bg-surface shadow-sm"
              textClassName="flex-1"
              icon={<AreaIcon icon={area.icon} className="size-6" />}
              title={area.title}
              text={area.description}
            >
              <TextLink href={`/expertise/${area.slug}`} className="mt-6 rounded-md" arrow>
                En savoir plus
                <span className="sr-only"> sur le {area.title.toLowerCase()}</span>
              </TextLink>
            </IconCard>
          ))}
        </ul>
      </section>

      <ContentSection
        id="titre-pourquoi"
        eyebrow="Le cabinet"
        title={`Pourquoi choisir Maître ${site.lawyer.familyName} ?`}
        tone="muted"
        className="py-16"
      >
        {/* A face beside the reasons: the portrait in a column from 1024 px, a vignette beside the
            lawyer's name on smaller screens, below the first screen (lazy, never the page's
            largest paint). */}
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-x-14">
          <div className="flex items-center gap-5 lg:row-span-2 lg:flex-col lg:items-stretch">
            <Portrait
              picture={portrait}
              sizes={PORTRAIT_SIZES}
              {...about.portrait}
              className="w-28 shrink-0 sm:w-36 lg:w-full"
            />
            <p className="flex flex-col gap-1">
              <span className="font-serif text-xl font-semibold text-foreground">
                Maître {site.lawyer.fullName}
              </span>
              <span className="text-sm leading-relaxed text-muted">
                Avocat au {site.lawyer.barreau}
              </span>
            </p>
          </div>
          <CheckList items={whyChoose} className="lg:col-start-2 lg:grid-cols-2" />
          <p className="lg:col-start-2">
            <ButtonLink href="/a-propos" variant="secondary">
              Découvrir le parcours de Maître {site.lawyer.familyName}
            </ButtonLink>
          </p>
        </div>
      </ContentSection>

      <section aria-labelledby="titre-temoignages" className={container('py-16 md:py-20')}>
        <SectionHeading
          id="titre-temoignages"
          eyebrow="Témoignages"
          title="Ils m’ont confié leur dossier"
          align="center"
        />
        <div className="mt-10">{testimonials}</div>
        {/* Fine print under the testimonials, which it qualifies: smaller than a testimonial, in
            two columns on a wide screen, every word of it shown (code de la consommation,
            D. 111-17: near the reviews). */}
        <aside
          aria-labelledby="titre-avis"
          data-testimonials-notice
          className="mx-auto mt-10 max-w-4xl border-t border-border pt-5 text-xs leading-relaxed text-muted"
        >
          <h3 id="titre-avis" className="font-semibold text-foreground">
            {testimonialsNotice.title}
          </h3>
          <p className="mt-1 md:columns-2 md:gap-8">{testimonialsNotice.text}</p>
        </aside>
      </section>

      <section aria-labelledby="titre-proximite" className="border-t border-border bg-surface">
        <div className={container('py-16 md:py-20')}>
          <SectionHeading
            id="titre-proximite"
            eyebrow="Proximité"
            title={localArea.title}
            lead={localArea.lead}
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {localArea.towns.map((town) => (
              <li key={town.name} className="rounded-2xl border border-border bg-background p-6">
                <MapPin aria-hidden="true" className="size-6 text-accent" />
                <h3 className="mt-3 font-serif text-xl font-semibold">{town.name}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{town.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="titre-rendez-vous"
        className="bg-primary text-primary-foreground [--ring:var(--primary-foreground)]"
      >
        <div className={container('py-16')}>
          <div className="max-w-3xl">
            <h2 id="titre-rendez-vous" className="font-serif text-3xl font-semibold sm:text-4xl">
              {ctaBand.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed opacity-90">{ctaBand.lead}</p>
          </div>
          <ContactActions className="mt-8" inverse />
          <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3">
            {ctaBand.promises.map((promise, i) => {
              const Icon = promiseIcons[i] ?? CheckCircle2
              return (
                <li key={promise} className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden="true" className="size-5" />
                  {promise}
                </li>
              )
            })}
          </ul>
        </div>
      </section>
    </>
  )
}
