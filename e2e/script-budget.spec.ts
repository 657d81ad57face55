import { ISLAND_BUDGET_KIB, islandWeights } from '../scripts/lib/island-weight.mjs'
import { expect, test } from './fixtures'
import { FEATURE_ROUTES, QUALITY_ROUTES, resolveRoute } from './quality-helpers'

/**
 * Script budgets (docs/benchmarks.md « Script per route »): no route
 * fetches a script until the visitor uses one of its islands, and each island the visitor starts
 * loads at most ISLAND_BUDGET_KIB once started, everything it imports included (what
 * `npm run bench:lighthouse` prints and Lighthouse cannot see, no island starting during its load).
 */
for (const route of [...QUALITY_ROUTES, ...FEATURE_ROUTES]) {
  test(`${route}: no script at load, each island within ${ISLAND_BUDGET_KIB} KiB once started`, async ({
    page,
    request,
  }) => {
    const scripts: string[] = []
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url())
    })
    const path = await resolveRoute(route, request)
    const response = await page.goto(path)
    expect(response?.status(), `${path} status`).toBe(200)
    await page.waitForLoadState('networkidle')
    expect(scripts, 'scripts fetched before any interaction').toEqual([])

    const over = islandWeights(await response!.text())
      .filter((island) => island.directive !== 'event' && island.kib > ISLAND_BUDGET_KIB)
      .map((island) => `${island.name} (client:${island.directive}): ${island.kib.toFixed(1)} KiB`)
    expect(over, `islands over ${ISLAND_BUDGET_KIB} KiB gzip once started`).toEqual([])
  })
}
