import type { Page } from '@playwright/test'
import { expect, test, waitForScripts } from './fixtures'
import { resetDemo, setDemoMode } from './helpers'

/**
 * Navigation behaves as the web does (docs/architecture.md « Navigation »): a new page starts at its top, anchors
 * land below the sticky header, Back, Forward and reload keep the position, and every way into the
 * blog, while WordPress is slow, keeps the current page under the browser's own loading indicator
 * until the blog page arrives whole (docs/specification.md, the states of §4 on a server-rendered
 * site). Links are clicked through the DOM (`element.click()`) so that the test itself never
 * scrolls the page.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const clickWithoutScrolling = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((link: HTMLElement) => link.click())
/** Waits until the page has loaded and its islands due now have hydrated (e2e/helpers.ts). */
const hydrated = async (page: Page) => {
  await page.waitForLoadState('load')
  await waitForScripts(page)
  await page.waitForTimeout(300)
}
/** Bottom of the sticky header, in CSS pixels from the top of the viewport. */
const headerBottom = (page: Page) =>
  page
    .locator('body > header, header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom)

test.afterEach(async ({ request }) => resetDemo(request))

test.describe('scroll', () => {
  test('a new page starts at its top', async ({ page }) => {
    await page.goto('/confidentialite')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await clickWithoutScrolling(page, 'footer a[href="/mentions-legales"]')
    await expect(page).toHaveURL(/\/mentions-legales$/)
    await expect.poll(() => scrollY(page)).toBe(0)
  })

  test('an anchor of another page lands on its section, below the header', async ({ page }) => {
    await page.goto('/confidentialite#destinataires')
    const section = page.locator('#destinataires')
    await expect(section).toBeVisible()
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300)
    const top = await section.evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(await headerBottom(page))
    expect(top).toBeLessThan(200)

    // The same through a link of another page.
    await page.goto('/mentions-legales')
    await hydrated(page)
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/confidentialite#destinataires'
      link.id = 'vers-destinataires'
      document.querySelector('main')?.prepend(link)
    })
    await clickWithoutScrolling(page, '#vers-destinataires')
    await expect(page).toHaveURL(/\/confidentialite#destinataires$/)
    await expect
      .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(Math.floor(await headerBottom(page)))
    expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200)
  })

  test('an anchor of the same page lands below the header', async ({ page }) => {
    await page.goto('/confidentialite')
    const anchor = page.locator('main a[href^="#"]').first()
    const id = ((await anchor.getAttribute('href')) ?? '#').slice(1)
    await anchor.evaluate((link: HTMLElement) => link.click())
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    const top = await page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(await headerBottom(page))
    expect(top).toBeLessThan(200)
  })

  test('Back and Forward restore the position, a reload keeps it', async ({ page }) => {
    await page.goto('/confidentialite')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => scrollY(page)).toBe(1500)
    await clickWithoutScrolling(page, 'footer a[href="/contact"]')
    await expect(page).toHaveURL(/\/contact$/)
    await expect.poll(() => scrollY(page)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(() => scrollY(page)).toBe(400)

    await page.goBack()
    await expect(page).toHaveURL(/\/confidentialite$/)
    await expect.poll(() => scrollY(page)).toBe(1500)
    await page.goForward()
    await expect(page).toHaveURL(/\/contact$/)
    await expect.poll(() => scrollY(page)).toBe(400)

    await page.reload()
    await page.waitForLoadState('load')
    await expect.poll(() => scrollY(page)).toBe(400)
  })

  test('a scroll made before the scripts have run is kept', async ({ page }) => {
    // Hold every script back: the page is read and scrolled as plain HTML first.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'script') await held
      await route.continue()
    })
    await page.goto('/confidentialite', { waitUntil: 'domcontentloaded' })
    // The fonts first: arriving after the scroll, they would rewrap the text above it, and the
    // browser's scroll anchoring would move the page by a few pixels (1,174 instead of 1,200 in
    // one CI run), with or without scripts.
    await page.evaluate(async () => {
      await document.fonts.ready
      window.scrollTo(0, 1200)
    })
    release()
    await page.waitForLoadState('load')
    await waitForScripts(page)
    await page.waitForTimeout(500)
    expect(await scrollY(page)).toBe(1200)
  })
})

test.describe('loading state of the blog', () => {
  /** Any loading placeholder of a blog page (the skeletons of the previous site). */
  const PLACEHOLDER = '[data-skeleton], main [aria-busy="true"]'

  test('the footer’s link to the blog, WordPress slow: the list arrives whole', async ({
    page,
    request,
  }) => {
    await page.goto('/contact')
    await hydrated(page)
    await setDemoMode(request, { delayMs: 1500 })
    // The browser's own indicator while the server waits for WordPress, then the whole page.
    await clickWithoutScrolling(page, 'footer a[href="/blog"]')
    await expect(page).toHaveURL(/\/blog$/, { timeout: 15_000 })
    await expect(page.locator('main h1')).toHaveCount(1)
    await expect(page.locator('[data-post-grid] article')).toHaveCount(9)
    await expect(page.locator(PLACEHOLDER)).toHaveCount(0)
  })

  test('Back to a blog page the browser no longer holds brings it whole', async ({
    page,
    request,
  }) => {
    await page.goto('/blog/page/2')
    await hydrated(page)
    await clickWithoutScrolling(page, '[data-post-grid] article h2 a')
    await expect(page).toHaveURL(/\/blog\/(?!page\/)[^/]+$/)
    // A reload empties the browser's memory of the list.
    await page.reload()
    await hydrated(page)
    await setDemoMode(request, { delayMs: 1500 })
    await page.goBack()
    await expect(page).toHaveURL(/\/blog\/page\/2$/, { timeout: 15_000 })
    await expect(page.locator('[data-post-grid] article').first()).toBeVisible({ timeout: 15_000 })
    await expect(page.locator(PLACEHOLDER)).toHaveCount(0)
  })

  test('an article opened from a card arrives whole, and Back shows the list whole', async ({
    page,
    request,
  }) => {
    await page.goto('/blog')
    await hydrated(page)
    await setDemoMode(request, { delayMs: 1500 })
    await clickWithoutScrolling(page, '[data-post-grid] li:nth-child(5) h2 a')
    await expect(page.locator('main h1')).not.toHaveText('Blog juridique', { timeout: 15_000 })
    await expect(page.locator(PLACEHOLDER)).toHaveCount(0)

    await page.goBack()
    await expect(page.locator('[data-post-grid] article').first()).toBeVisible({ timeout: 15_000 })
    await expect(page.locator(PLACEHOLDER)).toHaveCount(0)
  })
})
