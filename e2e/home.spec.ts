import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CAROUSEL_INTERVAL_MS, hydrateIsland } from './helpers'

const visibleSlide = (page: Page) =>
  page.locator('[data-carousel-slide]:visible').getAttribute('data-carousel-slide').then(Number)

test.describe('home page (docs/specification.md « Home »)', () => {
  test('hero, expertise cards, why-choose points, local area and call to action', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Conseil et Contentieux' })).toHaveAttribute(
      'href',
      '/domaines-expertise',
    )
    const more = page.getByRole('link', { name: /^En savoir plus/ })
    await expect(more).toHaveCount(3)
    expect(await more.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/expertise/droit-affaires',
      '/expertise/droit-travail',
      '/expertise/droit-international',
    ])
    const why = page.locator('section[aria-labelledby="titre-pourquoi"] li')
    await expect(why).toHaveCount(6)
    await expect(
      page.locator('section[aria-labelledby="titre-pourquoi"] a[href="/a-propos"]'),
    ).toHaveCount(1)
    const towns = page.locator('section[aria-labelledby="titre-proximite"] h3')
    await expect(towns).toHaveText(['Toulouse', 'Blagnac', 'Colomiers', 'Muret'])
    const cta = page.locator('section[aria-labelledby="titre-rendez-vous"]')
    await expect(cta.locator('a[href="/contact"]')).toHaveCount(1)
    await expect(cta.locator('a[href="tel:+33536491234"]')).toHaveCount(1)
    for (const promise of ['Réponse sous 24h', 'Conseil personnalisé', 'Disponible 5j/7'])
      await expect(cta).toContainText(promise)
  })
})

test.describe('testimonial carousel (docs/specification.md « Testimonial carousel », « Constants »; WAI-ARIA carousel)', () => {
  test.beforeEach(async ({ page }) => {
    // A paused clock: the carousel's interval only moves when a test runs the clock.
    await page.clock.install({ time: new Date('2026-03-02T09:00:00+01:00') })
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01+01:00'))
    await page.goto('/')
    await expect(page.locator('[data-carousel-rotation]')).toBeVisible()
    // The carousel's island starts when it comes into view (`client:visible`).
    await hydrateIsland(page.locator('[data-carousel-rotation]'))
    await page.mouse.move(0, 0)
  })

  test('five testimonials, one shown, advancing every 6000 ms and wrapping', async ({ page }) => {
    await expect(page.locator('[data-carousel-slide]')).toHaveCount(5)
    await expect(page.locator('[data-carousel-slide]:visible')).toHaveCount(1)
    expect(await visibleSlide(page)).toBe(0)
    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 100)
    expect(await visibleSlide(page)).toBe(0)
    await page.clock.runFor(200)
    await expect.poll(() => visibleSlide(page)).toBe(1)
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 4)
    await expect.poll(() => visibleSlide(page)).toBe(0)
  })

  test('previous and next wrap; dots jump to an item', async ({ page }) => {
    await page.locator('[data-carousel-previous]').click()
    await expect.poll(() => visibleSlide(page)).toBe(4)
    await page.locator('[data-carousel-next]').click()
    await expect.poll(() => visibleSlide(page)).toBe(0)
    await page.locator('[data-carousel-dot="3"]').click()
    await expect.poll(() => visibleSlide(page)).toBe(3)
    await expect(page.locator('[data-carousel-dot="3"]')).toHaveAttribute('aria-current', 'true')
  })

  test('the pause button stops the rotation and the play button resumes it', async ({ page }) => {
    const rotation = page.locator('[data-carousel-rotation]')
    await expect(rotation).toHaveAccessibleName('Arrêter le défilement automatique')
    await rotation.click()
    await page.mouse.move(0, 0)
    await page.locator('body').click({ position: { x: 1, y: 1 } })
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3 + 2000)
    expect(await visibleSlide(page)).toBe(0)
    await rotation.click()
    await expect(rotation).toHaveAccessibleName('Arrêter le défilement automatique')
    await page.mouse.move(0, 0)
    await page.locator('body').click({ position: { x: 1, y: 1 } })
    await page.clock.runFor(CAROUSEL_INTERVAL_MS + 100)
    await expect.poll(() => visibleSlide(page)).toBe(1)
  })

  test('rotation stops while hovered or focused', async ({ page }) => {
    await page.locator('[data-carousel-slide="0"]').hover()
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2 + 1000)
    expect(await visibleSlide(page)).toBe(0)
    await page.mouse.move(0, 0)
    await page.locator('[data-carousel-next]').focus()
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2 + 1000)
    expect(await visibleSlide(page)).toBe(0)
  })
})

test.describe('carousel with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('does not rotate by itself', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00+01:00') })
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01+01:00'))
    await page.goto('/')
    await hydrateIsland(page.locator('[data-carousel-rotation]'))
    await page.mouse.move(0, 0)
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3 + 2000)
    expect(await visibleSlide(page)).toBe(0)
    await expect(page.locator('[data-carousel-rotation]')).toHaveAccessibleName(
      'Reprendre le défilement automatique',
    )
  })
})
