import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CACHED_SITE_URL } from './helpers'
import { firstArticlePath } from './quality-helpers'

/**
 * The page's text is painted before its scripts start (scripts/scripts-after-paint.mjs, README
 * « Lighthouse »), and the page is then hydrated as before: on a page served from the cache (one
 * piece) and on a page rendered for the request (streamed, `WORDPRESS_CACHE_SECONDS=0`). The
 * scripts themselves carry V8's compile hint (scripts/compile-hints.mjs).
 */

type Timing = { fcpMs: number | null; chunks: { url: string; startMs: number; by: string }[] }

/** The first contentful paint and every Next.js chunk the page fetched, in ms since navigation. */
async function timing(page: Page): Promise<Timing> {
  return page.evaluate(() => ({
    fcpMs:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      (null as number | null),
    chunks: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/_next\/static\/chunks\/[^?]+\.js$/.test(entry.name))
      .map((entry) => ({
        url: new URL(entry.name).pathname,
        startMs: entry.startTime,
        by: entry.initiatorType,
      })),
  }))
}

for (const [served, base] of [
  ['from the cache', CACHED_SITE_URL],
  ['rendered for the request', ''],
] as const) {
  test(`scripts start after the first contentful paint, page ${served}`, async ({
    page,
    request,
  }) => {
    const article = await firstArticlePath(request)
    for (const path of ['/mentions-legales', '/blog', article]) {
      await page.goto(`${base}${path}`)
      // Hydrated: the header's menu button answers (phones and desktops alike share the layout).
      await page.setViewportSize({ width: 390, height: 800 })
      const menu = page.getByRole('button', { name: 'Ouvrir le menu' })
      await expect(async () => {
        await menu.click()
        await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible({
          timeout: 500,
        })
      }).toPass({ timeout: 10_000 })
      await page.setViewportSize({ width: 1280, height: 900 })

      const { fcpMs, chunks } = await timing(page)
      expect(fcpMs, path).not.toBeNull()
      const scripts = chunks.filter((chunk) => chunk.by === 'script')
      expect(scripts.length, path).toBeGreaterThan(3)
      for (const chunk of scripts)
        expect(chunk.startMs, `${path}: ${chunk.url}`).toBeGreaterThanOrEqual(fcpMs ?? Infinity)
      // In the HTML, no chunk is a script tag of its own: the loader adds them.
      const html = await (await request.get(`${base}${path}`)).text()
      expect(html, path).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
      expect(html.indexOf('(function(q){'), path).toBeLessThan(html.indexOf('rel="stylesheet"'))
    }
  })
}

test('the build’s scripts start with V8’s compile hint', async ({ request }) => {
  // Their functions are compiled while they download instead of on the main thread when first
  // called (scripts/compile-hints.mjs, README « Lighthouse »).
  const html = await (await request.get('/contact')).text()
  const scripts = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map(([path]) => path),
  )
  expect(scripts.size).toBeGreaterThan(3)
  for (const path of scripts) {
    const body = await (await request.get(path)).text()
    expect(body.slice(0, 29), path).toBe('//# allFunctionsCalledOnLoad\n')
  }
})
