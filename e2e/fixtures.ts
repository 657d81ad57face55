import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * Waits until the page's scripts have started: its chunks are added after its first contentful
 * paint (scripts/scripts-after-paint.mjs), which may come after the `load` event that Playwright's
 * navigations wait for. `window.next` is set by Next.js's bootstrap, which runs once every chunk of
 * the page's entry has arrived and starts hydration at once; React replays the clicks and keys of a
 * part not hydrated yet. Pages without the loader (an XML feed, JavaScript off) return at once.
 */
export async function waitForScripts(page: Page): Promise<void> {
  await page.waitForFunction(() => !('__loadAfterPaint' in window) || 'next' in window, undefined, {
    timeout: 15_000,
  })
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
