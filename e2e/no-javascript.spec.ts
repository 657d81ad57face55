import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { QUALITY_ROUTES, resolveRoute } from './quality-helpers'

/**
 * Without JavaScript (docs/specification.md « Quality »): every route and an article, at 1280 and
 * 390 px, are readable (one visible h1, the main text present) and every link of the page can be
 * reached: for each destination, at least one link to it is visible, or becomes visible when
 * focused (the skip link). On a phone the menu's button opens its panel without script (a `popover`,
 * src/components/layout/mobile-menu.tsx), and the panel's links count as reachable once it is open.
 * Forms must not depend on JavaScript to keep personal data out of the URL.
 *
 * One browser context without JavaScript per width, whose page goes from route to route: Playwright
 * gives a test that disables JavaScript a context of its own (playwright.config.ts), and a context
 * costs about a second of CPU (README « Browser tests »). The page keeps no state from a route to
 * the next without scripts: a navigation closes the menu's popover and the site sets no cookie on
 * these routes.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const
/** Fewer characters than this in <main> means the page's content did not render. */
const MIN_MAIN_TEXT = 100

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px, JavaScript disabled`, () => {
    let context: BrowserContext
    let page: Page

    test.beforeAll(async ({ browser }, testInfo) => {
      const { baseURL, locale, timezoneId } = testInfo.project.use
      context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        viewport,
        javaScriptEnabled: false,
      })
      page = await context.newPage()
    })

    test.afterAll(async () => {
      await context?.close()
    })

    for (const route of QUALITY_ROUTES) {
      test(`${route}: readable, every link reachable, forms safe`, async ({ request }) => {
        const path = await resolveRoute(route, request)
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)

        const h1 = page.locator('h1')
        await expect(h1).toHaveCount(1)
        await expect(h1).toBeVisible()
        const mainText = (await page.locator('main').innerText()).trim()
        expect(mainText.length, `text of <main> on ${path}`).toBeGreaterThan(MIN_MAIN_TEXT)

        if (viewport.width < 1024) {
          const panel = page.locator('#menu-mobile')
          await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
          await expect(panel, 'the mobile menu opens without JavaScript').toBeVisible()
          await expect(panel.getByRole('link', { name: 'Contact', exact: true })).toBeVisible()
        }

        // Every destination has a visible link (or one that shows when focused, like a skip link).
        // Read in the page at once, as Playwright's `isVisible` sees a link (rendered, not
        // `visibility: hidden`, a box that is not empty), its box more than 1 px each way (not
        // visually hidden), and focused if need be, as `locator.focus()` does.
        const byHref = await page.locator('a[href]').evaluateAll((links) => {
          const shown = (link: Element) => {
            const box = link.getBoundingClientRect()
            return (
              link.checkVisibility({ visibilityProperty: true }) && box.width > 1 && box.height > 1
            )
          }
          const found = new Map<string, boolean>()
          for (const link of links as HTMLElement[]) {
            const href = link.getAttribute('href')!
            if (found.get(href)) continue
            let visible = shown(link)
            if (!visible) {
              link.focus()
              visible = shown(link)
              link.blur()
            }
            found.set(href, visible)
          }
          return [...found]
        })
        const unreachable = byHref.filter(([, visible]) => !visible).map(([href]) => href)
        expect(unreachable, `links with no visible instance on ${path}`).toEqual([])

        // A button that only a script would handle (the share button, the carousel's) is not shown:
        // it would do nothing. A popover's button works without one.
        const inert = await page
          .locator('button[type="button"]:not([disabled]):visible')
          .evaluateAll((buttons) =>
            buttons
              .filter((button) => !button.hasAttribute('popovertarget'))
              .map((button) => button.textContent?.trim() || button.getAttribute('aria-label')),
          )
        expect(inert, `buttons that do nothing without JavaScript on ${path}`).toEqual([])

        // A form that only JavaScript would submit properly sends its fields in the URL (GET to the
        // page itself) or does nothing (React's `javascript:` action).
        const forms = await page.locator('form').evaluateAll((elements) =>
          elements.map((form) => ({
            action: form.getAttribute('action'),
            method: (form.getAttribute('method') ?? 'get').toLowerCase(),
            personal: form.querySelectorAll(
              'input[type="email"], input[type="tel"], input[autocomplete="name"], textarea',
            ).length,
          })),
        )
        for (const form of forms) {
          expect(form.action ?? '', `form action on ${path}`).not.toMatch(/^javascript:/i)
          if (form.personal > 0)
            expect(
              form.method,
              `form with personal fields on ${path} would put them in the URL without JavaScript`,
            ).toBe('post')
        }
      })
    }
  })
}
