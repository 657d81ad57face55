import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testimonials } from '@/content/home'
import { CAROUSEL_INTERVAL_MS, TestimonialCarousel } from './testimonial-carousel'

/**
 * The carousel's server HTML (docs/specification.md « Home », « Constants »; WAI-ARIA carousel):
 * what a visitor sees before the island starts, and without JavaScript. Its behaviour in the
 * browser is e2e/home.spec.ts's.
 */
describe('TestimonialCarousel, server HTML', () => {
  const html = renderToStaticMarkup(<TestimonialCarousel testimonials={testimonials} />)

  it('rotates every 6000 ms (docs/specification.md « Constants »)', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(6000)
  })

  it('holds the five testimonials as labelled slides, only the first one visible', () => {
    const slides = [...html.matchAll(/<div role="group"[^>]*>/g)].map((match) => match[0])
    expect(slides).toHaveLength(5)
    expect(slides[0]).toContain('aria-label="1 sur 5"')
    expect(slides[0]).not.toContain('invisible')
    for (const slide of slides.slice(1)) expect(slide).toContain('invisible')
    expect(html).toContain('aria-roledescription="carrousel"')
  })

  it('marks its controls as needing JavaScript, so that they are hidden without it', () => {
    const controls = [...html.matchAll(/<div class="[^"]*"( data-requires-js="true")?>/g)]
    expect(html.match(/data-requires-js/g)).toHaveLength(2)
    expect(controls.length).toBeGreaterThan(0)
    expect(html).toMatch(/data-requires-js="true"><button[^>]*data-carousel-rotation/)
    expect(html).toMatch(/data-requires-js="true"><button[^>]*data-carousel-dot="0"/)
  })
})
