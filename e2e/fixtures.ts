import { test as base } from '@playwright/test'
import { waitForScripts } from './helpers'

export { expect } from '@playwright/test'
export { waitForIsland, waitForScripts } from './helpers'

/**
 * Playwright's `test`, whose page waits for its islands after every navigation (`goto`, `reload`,
 * `goBack`, `goForward`; `waitForScripts` of e2e/helpers.ts), as a visitor's first tap waits for
 * the page to answer. Every browser test
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
