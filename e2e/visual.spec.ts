import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { renderWholePage } from './helpers'
import { firstArticlePath } from './quality-helpers'

/**
 * Visual regression tests: full-page screenshots compared with the baselines committed in
 * e2e/__screenshots__/visual.spec.ts/ (made in Debian's Chromium; README « Visual tests » says how
 * to update them after an intended change). Six pages at a phone (390 px) and a desktop (1280 px)
 * width in both themes, and an article as printed. Made deterministic: reduced motion (the
 * testimonial carousel does not rotate), animations stopped and the caret hidden by
 * `toHaveScreenshot` (playwright.config.ts), fonts and every image loaded before the shot, the
 * contact page's map left unloaded.
 */

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'expertise-droit-travail', path: '/expertise/droit-travail' },
  { name: 'blog', path: '/blog' },
  { name: 'article', path: null },
  { name: 'contact', path: '/contact' },
  { name: 'mentions-legales', path: '/mentions-legales' },
] as const
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const
const THEMES = ['light', 'dark'] as const

test.describe.configure({ timeout: 60_000 })

/** Loads `path` and waits until nothing is left to load: fonts, lazy images included. */
async function settle(page: Page, path: string): Promise<void> {
  // The map of /contact is loaded only when asked for; the tests stay offline.
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort())
  const response = await page.goto(path)
  expect(response?.status(), `${path} status`).toBe(200)
  await renderWholePage(page)
  await page.evaluate(async () => {
    await document.fonts.ready
    // Chromium may leave an image it never scrolled to blank in a full-page shot: each one is
    // brought into view once and decoded. A decode can stay pending while the optimizer encodes
    // an image for the first time on a loaded machine: it is awaited 10 s at most, after which
    // toHaveScreenshot's own retries wait for a stable page. A decode is rejected when the image's
    // source changes meanwhile (an image of an article's body has `sizes="auto"`: once laid out in
    // view, the browser may choose another width of its srcset and start a new request), so it is
    // tried again until the image's current request is complete (loaded, or failed for good),
    // within the same 10 s.
    const settleImage = async (img: HTMLImageElement): Promise<void> => {
      const deadline = performance.now() + 10_000
      while (performance.now() < deadline) {
        const decoded = await Promise.race([
          img.decode().then(
            () => true,
            () => false,
          ),
          new Promise<boolean>((resolve) =>
            setTimeout(() => resolve(false), deadline - performance.now()),
          ),
        ])
        if (img.complete && (decoded || img.naturalWidth === 0)) return
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    for (const img of Array.from(document.images)) {
      img.loading = 'eager'
      img.scrollIntoView({ block: 'center' })
      await settleImage(img)
    }
    window.scrollTo(0, 0)
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  // A map that loaded would show the browser's error page for a blocked request.
  await expect(page.locator('iframe')).toHaveCount(0)
}

for (const { name, path } of PAGES) {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      test(`${name} at ${viewport.width} px, ${theme}`, async ({ page, request }) => {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
        await settle(page, path ?? (await firstArticlePath(request)))
        // A full page at 1280 px takes seconds to shoot and compare on two busy cores: the
        // expectation's 5 s would fail a page that has not changed.
        await expect(page).toHaveScreenshot(`${name}-${viewport.width}-${theme}.png`, {
          fullPage: true,
          timeout: 20_000,
        })
      })
    }
  }
}

test('article as printed', async ({ page, request }) => {
  // 680 CSS px: the width of an A4 page within the print stylesheet's margins (210 − 2 × 15 mm).
  await page.setViewportSize({ width: 680, height: 962 })
  await page.emulateMedia({ media: 'print', colorScheme: 'light', reducedMotion: 'reduce' })
  await settle(page, await firstArticlePath(request))
  await expect(page).toHaveScreenshot('article-print.png', { fullPage: true })
})
