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

/**
 * Waits until the page is hydrated: the header's menu button, at a phone's width (set by the
 * caller), opens the menu (phones and desktops share the layout), tried again for up to 10 s.
 */
async function expectHydrated(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' })
  await expect(async () => {
    await menu.click()
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible({
      timeout: 500,
    })
  }).toPass({ timeout: 10_000 })
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
      await page.setViewportSize({ width: 390, height: 800 })
      await expectHydrated(page)
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
      // The framework starts once its chunks are there, in a task of its own: Next.js still writes
      // its bootstrap as the rewrite expects.
      expect(html, path).toContain(
        '(self.__afterChunks||function(f){f()})(function(){(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":',
      )
    }
  })
}

test('a chunk of the page that fails to load is fetched again, and the page is hydrated', async ({
  page,
  request,
}) => {
  // The framework starts once every chunk has loaded or failed, and a failed one is taken out of
  // the page first: Turbopack's runtime, asked for it during hydration, then fetches it again
  // instead of waiting for a script that has already failed. (The chunks that the bootstrap itself
  // names, and the runtime's own, are not fetched again, by this page as by Next.js's.)
  const html = await (await request.get('/mentions-legales')).text()
  const head = /\}\)\((\["\/_next\/static\/chunks\/[^\]]+\])\)<\/script>/.exec(html)?.[1]
  const bootstrap = /"otherChunks":(\[[^\]]*\])/.exec(html)?.[1]
  expect(head).toBeTruthy()
  expect(bootstrap).toBeTruthy()
  const named = (JSON.parse(bootstrap ?? '[]') as string[]).map((path) => `/_next/${path}`)
  const failing = (JSON.parse(head ?? '[]') as string[]).find(
    (url) => !named.includes(url) && !url.includes('/turbopack-'),
  )
  expect(failing).toBeTruthy()
  let requests = 0
  await page.route(`**${failing}`, async (route) => {
    requests += 1
    if (requests === 1) await route.abort('connectionreset')
    else await route.continue()
  })
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/mentions-legales')
  await expectHydrated(page)
  expect(requests).toBe(2)
})

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
