'use client'

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
// clsx, not lib/utils.ts cn(): tailwind-merge would add 8 KB gzip to the browser for class lists without conflicts.
import { clsx } from 'clsx'

/** Spec §9: the carousel advances every 6000 ms. */
export const CAROUSEL_INTERVAL_MS = 6000

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void): () => void {
  const media = window.matchMedia(reducedMotionQuery)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** The control icons, rendered on the server and hidden from assistive technologies by the caller. */
export type RotationIcons = {
  pause: React.ReactNode
  play: React.ReactNode
  previous: React.ReactNode
  next: React.ReactNode
}

/**
 * The interactive part of the testimonial carousel (components/home/testimonial-carousel.tsx):
 * rotation every `CAROUSEL_INTERVAL_MS`, wrapping previous and next, dots that jump to a slide,
 * and the WAI-ARIA Authoring Practices carousel pattern — a rotation pause/play button (WCAG
 * 2.2.2), slides as labelled groups, rotation paused while the pointer is over it or focus is
 * inside it, `aria-live` off while rotating, no automatic rotation when the visitor asks for
 * reduced motion. `slides` (each with a stable `key`) and `icons` come rendered from the server,
 * so that only this logic is sent to the browser.
 */
export function TestimonialRotation({
  slides,
  icons,
}: {
  slides: readonly { key: string; content: React.ReactNode }[]
  icons: RotationIcons
}) {
  const count = slides.length
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
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          className={controlClass}
          onClick={() => setChoice(playing ? 'paused' : 'playing')}
          data-carousel-rotation
        >
          {playing ? icons.pause : icons.play}
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
          {icons.previous}
          <span className="sr-only">Témoignage précédent</span>
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={() => go(index + 1)}
          data-carousel-next
        >
          {icons.next}
          <span className="sr-only">Témoignage suivant</span>
        </button>
      </div>

      <div aria-live={rotating ? 'off' : 'polite'} className="mt-6 grid">
        {slides.map((slide, i) => (
          <div
            key={slide.key}
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
            {slide.content}
          </div>
        ))}
      </div>

      <div className="mt-6 flex justify-center gap-1">
        {slides.map((slide, i) => (
          <button
            key={slide.key}
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
