import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
// clsx, not lib/utils.ts cn(): tailwind-merge would add 8 KB gzip to the island for class lists
// without conflicts.
import { clsx } from 'clsx'
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react'
import type { Testimonial } from '@/content/home'

/** docs/specification.md « Constants »: the carousel advances every 6000 ms. */
export const CAROUSEL_INTERVAL_MS = 6000

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void): () => void {
  const media = window.matchMedia(reducedMotionQuery)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/**
 * Testimonial carousel of the home page (docs/specification.md « Home », « Testimonial carousel »: advances
 * every {@link CAROUSEL_INTERVAL_MS} and wraps; previous and next wrap; dots jump to an item), an
 * island (`client:visible` in src/pages/index.astro) whose props are the testimonials as data. It
 * follows the WAI-ARIA Authoring Practices carousel pattern: a rotation stop/start button (WCAG
 * 2.2.2), slides as labelled groups, rotation paused while the pointer is over it or focus is
 * inside it, `aria-live` off while rotating, and no automatic rotation when the visitor asks for
 * reduced motion.
 *
 * Its server HTML shows the first testimonial; the controls carry `data-requires-js`, which
 * src/styles/globals.css hides when scripting is off, so that a visitor without JavaScript meets
 * no button that does nothing.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto')
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )

  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion)
  const rotating = playing && !hovered && !focused

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])

  useEffect(() => {
    if (!rotating || count < 2) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  const controlClass =
    'inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-foreground hover:bg-surface-muted'

  return (
    <section
      aria-roledescription="carrousel"
      aria-label="Témoignages de clients"
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="flex items-center justify-center gap-3" data-requires-js>
        <button
          type="button"
          className={controlClass}
          onClick={() => setChoice(playing ? 'paused' : 'playing')}
          data-carousel-rotation
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">
            {playing ? 'Arrêter le défilement automatique' : 'Reprendre le défilement automatique'}
          </span>
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={() => go(index - 1)}
          data-carousel-previous
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Témoignage précédent</span>
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={() => go(index + 1)}
          data-carousel-next
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Témoignage suivant</span>
        </button>
      </div>

      <div aria-live={rotating ? 'off' : 'polite'} className="mt-6 grid">
        {testimonials.map((testimonial, i) => (
          <div
            key={testimonial.author}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${i + 1} sur ${count}`}
            data-carousel-slide={i}
            // Every slide keeps its place in the one grid cell, invisible but measured: the carousel
            // is as tall as its longest testimonial and nothing below moves on rotation (CLS 0).
            className={clsx(
              'col-start-1 row-start-1 rounded-2xl border border-border bg-surface p-8 shadow-sm',
              i !== index && 'invisible',
            )}
          >
            <figure>
              <Quote aria-hidden="true" className="size-8 text-accent" />
              <blockquote className="mt-4 font-serif text-xl leading-relaxed text-foreground">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-6 text-sm">
                <span className="font-semibold text-foreground">{testimonial.author}</span>
                <span className="text-muted"> — {testimonial.title}</span>
                {/* Code de la consommation, D. 111-17: date of publication and of the experience. */}
                <span className="mt-1 block text-muted" data-testimonial-dates>
                  {`Publié en ${testimonial.published}, dossier suivi en ${testimonial.experience}`}
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>

      <div className="mt-6 flex justify-center gap-1" data-requires-js>
        {testimonials.map((testimonial, i) => (
          <button
            key={testimonial.author}
            type="button"
            onClick={() => go(i)}
            aria-current={i === index ? 'true' : undefined}
            data-carousel-dot={i}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={clsx(
                'block size-3 rounded-full border border-accent transition',
                i === index ? 'bg-accent' : 'bg-transparent group-hover:bg-accent-soft',
              )}
            />
            <span className="sr-only">{`Afficher le témoignage ${i + 1} sur ${count}`}</span>
          </button>
        ))}
      </div>
    </section>
  )
}
