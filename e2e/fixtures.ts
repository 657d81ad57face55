import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * Waits until React listens to the page: its chunks are added after its first contentful paint
 * (scripts/scripts-after-paint.mjs), which may come after the `load` event that Playwright's
 * navigations wait for. React DOM's `hydrateRoot` marks the document with a `__reactContainer$…`
 * property in the same call that attaches its event listeners; from then on React replays the clicks
 * and keys of a part not hydrated yet. `window.next` alone is not enough: Next.js's bootstrap sets
 * it before it awaits the page's React Server Components payload, and a click in between reaches no
 * listener and is lost. Pages without the loader (an XML feed, JavaScript off) return at once.
 */
export async function waitForScripts(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('__loadAfterPaint' in window) ||
      Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
    undefined,
    { timeout: 15_000 },
  )
}

/**
 * Playwright's `test`, whose page waits for its scripts after every navigation (`goto`, `reload`,
 * `goBack`, `goForward`), as a visitor's first tap waits for the page to answer. Every browser test
 * imports `test` and `expect` from here. A navigation asked to stop early (`waitUntil: 'commit'` or
 * `'domcontentloaded'`) returns without waiting: its test reads the page before the scripts run.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await navigate(...args)
            const options = args.find(
              (arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null,
            )
            const early =
              options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
            if (!early && !page.isClosed()) await waitForScripts(page)
            return response
          },
        })
      }
    }
    await provide(page)
  },
})
