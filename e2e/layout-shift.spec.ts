import { expect, test } from './fixtures'
import { CAROUSEL_INTERVAL_MS } from './helpers'
import { QUALITY_ROUTES, resolveRoute } from './quality-helpers'

/**
 * Nothing moves under the reader (CLS 0), watched longer than Lighthouse does: each page on a phone
 * is loaded, read to its end by steps, and the home page's testimonial carousel is watched through
 * two of its rotations (the carousel keeps its height whatever the testimonial). The rotations are
 * made by the test's clock (Playwright's `page.clock`, installed before the page loads, which lets
 * time flow as usual until the test moves it on): the carousel's interval runs at once instead of
 * being waited for, and each new testimonial is drawn before the next.
 */

const CAROUSEL = '[aria-roledescription="carrousel"]'

type Shift = { value: number; hadRecentInput: boolean; atMs: number; sources: string[] }

/** Records every layout shift of the page in `window.__shifts`, with the elements that moved. */
function recordLayoutShifts() {
  const describe = (node: Node | null) => {
    if (!node) return '(removed node)'
    if (!(node instanceof Element)) return node.nodeName.toLowerCase()
    const classes = [...node.classList].slice(0, 3).map((c) => `.${c}`)
    return `${node.localName}${node.id ? `#${node.id}` : ''}${classes.join('')}`
  }
  const shifts: Shift[] = []
  Object.assign(window, { __shifts: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources?: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[]
    })[]) {
      shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        atMs: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`,
        ),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** CLS as Chrome counts it: the largest session window (1 s gap, 5 s at most) of shifts without input. */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let best = 0
  let current = 0
  let windowStart = -Infinity
  let previous = -Infinity
  for (const shift of shifts.filter((s) => !s.hadRecentInput).sort((a, b) => a.atMs - b.atMs)) {
    if (shift.atMs - previous > 1000 || shift.atMs - windowStart > 5000) {
      current = 0
      windowStart = shift.atMs
    }
    current += shift.value
    previous = shift.atMs
    best = Math.max(best, current)
  }
  return best
}

test.describe('layout stability on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })

  for (const route of QUALITY_ROUTES) {
    test(`${route}: nothing moves while the page loads and is read`, async ({ page, request }) => {
      await page.clock.install()
      await page.addInitScript(recordLayoutShifts)
      await page.goto(await resolveRoute(route, request), { waitUntil: 'load' })
      await page.waitForTimeout(500)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await page.waitForTimeout(150)
      }
      const carousel = page.locator(CAROUSEL)
      if ((await carousel.count()) > 0) {
        await carousel.first().evaluate((element) => element.scrollIntoView({ block: 'center' }))
        const shownText = () =>
          carousel.locator('[data-carousel-slide]:visible').first().textContent()
        for (let rotation = 0; rotation < 2; rotation++) {
          const before = await shownText()
          await page.clock.runFor(CAROUSEL_INTERVAL_MS)
          await expect.poll(shownText).not.toBe(before)
          // A few frames, in which the browser reports what the new testimonial moved.
          await page.waitForTimeout(300)
        }
      } else await page.waitForTimeout(500)
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: Shift[] }).__shifts,
      )
      const moved = shifts.filter((shift) => !shift.hadRecentInput)
      expect(cumulativeLayoutShift(shifts), JSON.stringify(moved, null, 1)).toBe(0)
    })
  }
})
