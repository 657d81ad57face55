import { ChevronLeft, ChevronRight, Pause, Play, Quote } from '@/components/ui/icons'
import type { Testimonial } from '@/content/home'
import { TestimonialRotation } from './testimonial-rotation'

export { CAROUSEL_INTERVAL_MS } from './testimonial-rotation'

/**
 * Testimonial carousel of the home page (docs/specification.md « Testimonial carousel »: advances
 * every 6 s and wraps; previous and next wrap; dots jump to an item). The testimonials and the
 * icons are rendered here, on the server; the browser receives only the rotation logic
 * (components/home/testimonial-rotation.tsx), not the icon library.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <TestimonialRotation
      icons={{
        pause: <Pause aria-hidden="true" className="size-5" />,
        play: <Play aria-hidden="true" className="size-5" />,
        previous: <ChevronLeft aria-hidden="true" className="size-5" />,
        next: <ChevronRight aria-hidden="true" className="size-5" />,
      }}
      slides={testimonials.map((testimonial) => ({
        key: testimonial.author,
        content: (
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
        ),
      }))}
    />
  )
}
