/**
 * `npm run bench:browser [-- --runs N] [-- --variants]`: two figures of a phone's experience, in
 * Debian's Chromium with the CPU slowed 4× (Emulation.setCPUThrottlingRate), on the production
 * server (BENCH_PORT, 3070; demo WordPress on BENCH_WP_PORT, 3170). Medians of N runs (7).
 * 1. The blog filter: from a key pressed in the search box to the next paint after the grid
 *    changed: the island started by that tap, hydrating, then running (the page idle).
 * 2. Navigation: from a click on a link hovered 500 ms (held 80 ms) to the new page's first
 *    contentful paint, on Lighthouse's slow 4G, with the page's Speculation Rules
 *    (src/lib/speculation-rules.ts) and without; `--variants` also tries other actions and
 *    eagerness. A first round, not counted, fills the browser's cache.
 * Writes `.bench/browser.json`.
 */
/* global document, window, sessionStorage, MutationObserver, requestAnimationFrame, requestIdleCallback -- in the page */
import { chromium } from '@playwright/test'
import { launchOptions } from './lib/chromium.mjs'
import { cliOptions, median, printTable, runMain, writeBenchReport } from './lib/script-run.mjs'
import { waitUntilUp } from './lib/server-process.mjs'
import { startBenchSite } from './lib/stack.mjs'

const { runs: RUNS, variants } = cliOptions(['variants'], 7)
const [HOVER_MS, PRESS_MS] = [500, 80]
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 204_800,
  uploadThroughput: 96_000,
}
/** `--variants`: each action of the Speculation Rules with each eagerness, [action, eagerness]. */
const VARIANTS = variants
  ? ['prefetch', 'prerender'].flatMap((action) =>
      ['conservative', 'moderate'].map((eagerness) => [action, eagerness]),
    )
  : []

/** In every page: when the visitor clicked, in milliseconds since 1970, kept for the next page. */
function recordClicks(context) {
  return context.addInitScript(() => {
    const record = (event) => (sessionStorage.clickAt = performance.timeOrigin + event.timeStamp)
    document.addEventListener('click', record, true)
  })
}

/** A page of `context` with its CPU 4× slower, and the network of a phone when `network`. */
async function slowPage(context, network = false) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  if (network) await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  return page
}

/** Milliseconds from a key, a letter some card lacks, to the paint after the grid changes. */
async function keyToFilteredPaint(page, mode) {
  const search = page.getByRole('searchbox', { name: 'Rechercher un article' })
  const found = await page.waitForFunction(() => {
    const cards = [...document.querySelectorAll('[data-post-grid] article')].map((card) =>
      card.textContent.toLowerCase(),
    )
    return [...'zxwkyjq'].find((candidate) => cards.some((text) => !text.includes(candidate)))
  })
  const letter = await found.jsonValue()
  await page.evaluate(() => {
    const grid = document.querySelector('[data-post-grid]')
    const cards = grid.children.length
    window.__filtered = new Promise((resolve) => {
      const pressed = (event) =>
        new MutationObserver(() => {
          if (!grid.hidden && grid.children.length === cards) return
          const paint = () => resolve(performance.now() - event.timeStamp)
          requestAnimationFrame(() => requestAnimationFrame(paint))
        }).observe(grid, { childList: true, attributes: true })
      document.addEventListener('keydown', pressed, { once: true })
    })
  })
  await search.click()
  if (mode !== 'tap starts it')
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))
  if (mode === 'running') await page.evaluate(() => new Promise(requestIdleCallback))
  await page.keyboard.press(letter)
  return page.evaluate(() => window.__filtered)
}

const RULES = 'script[type="speculationrules"]'
/** The page's rules, moved to `action` with `eagerness` (a variant), or `null` to remove them. */
function rulesOf(source, variant) {
  if (!variant) return null
  const [rule] = JSON.parse(source).prefetch
  return JSON.stringify({ [variant[0]]: [{ ...rule, eagerness: variant[1] }] })
}

/** Milliseconds from the click on `selector` in `from` to the first contentful paint it leads to. */
async function clickToPaint(context, origin, from, selector, variant) {
  const page = await slowPage(context, true)
  await page.mouse.move(0, 0)
  await page.goto(origin + from, { waitUntil: 'load' })
  if (variant !== undefined) {
    const rules = rulesOf(await page.locator(RULES).textContent(), variant)
    await page.evaluate(
      ([selector, swapped]) => {
        document.querySelector(selector)?.remove()
        const script = Object.assign(document.createElement('script'), { type: 'speculationrules' })
        if (swapped) document.head.append(Object.assign(script, { textContent: swapped }))
      },
      [RULES, rules],
    )
  }
  await page.waitForTimeout(300)
  const link = page.locator(selector).first()
  await link.scrollIntoViewIfNeeded()
  const target = new URL((await link.getAttribute('href')) ?? '', origin + from).href
  const box = await link.boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForTimeout(HOVER_MS)
  await page.mouse.down()
  await page.waitForTimeout(PRESS_MS)
  await page.mouse.up()
  await page.waitForURL(target)
  const paint = await page.evaluate(async () => {
    const fcp = await new Promise((resolve) => {
      const entry = () => performance.getEntriesByName('first-contentful-paint')[0]
      const observer = new PerformanceObserver(() => entry() && resolve(entry().startTime))
      observer.observe({ type: 'paint', buffered: true })
    })
    const activation = performance.getEntriesByType('navigation')[0]?.activationStart ?? 0
    return performance.timeOrigin + Math.max(fcp, activation) - Number(sessionStorage.clickAt)
  })
  await page.close()
  return Math.round(paint)
}

/** @param {Record<string, number[]>} byName milliseconds of each run */
const printMedians = (what, byName) =>
  printTable(
    [what, 'median', 'max'],
    Object.entries(byName).map(([name, ms]) => [name, median(ms), Math.max(...ms)]),
  )

async function main(defer) {
  const { origin, slugs } = await startBenchSite(defer)
  const browser = await chromium.launch(launchOptions)
  defer(() => browser.close())
  const links = [
    ['/', 'header nav a[href="/a-propos"]'],
    ['/blog', '[data-post-grid] article h2 a'],
    [`/blog/${slugs.post}`, 'main a[href="/blog"]'],
  ]
  // Until each answers 200: on busy cores the first call to WordPress may time out (a 500 list).
  for (const path of ['/a-propos', ...links.map(([from]) => from)]) await waitUntilUp(origin + path)

  const filter = { 'tap starts it': [], hydrating: [], running: [] }
  const context = await browser.newContext()
  await recordClicks(context)
  for (let run = 0; run < RUNS; run++)
    for (const name of Object.keys(filter)) {
      const page = await slowPage(context)
      await page.goto(`${origin}/blog`, { waitUntil: 'networkidle' })
      filter[name].push(Math.round(await keyToFilteredPaint(page, name)))
      await page.close()
    }
  console.log(`\nBlog filter, key to paint (ms, CPU 4× slower, ${RUNS} runs):`)
  printMedians('island', filter)

  const swapping = VARIANTS.length > 0 ? await browser.newContext({ bypassCSP: true }) : null
  if (swapping) await recordClicks(swapping)
  const ways = [
    ['the page’s rules', context, undefined],
    ['no rules', context, null],
    ...VARIANTS.map((variant) => [variant.join(' '), swapping, variant]),
  ]
  const navigation = {}
  // A first round unmeasured: each context holds the pages' styles, fonts and images.
  for (let run = -1; run < RUNS; run++)
    for (const [name, inContext, variant] of ways)
      for (const [from, selector] of links) {
        const ms = await clickToPaint(inContext, origin, from, selector, variant)
        if (run >= 0) (navigation[name] ??= []).push(ms)
      }
  console.log(
    `\nClick on a link hovered ${HOVER_MS} ms to the next page's first contentful paint (ms, slow 4G, CPU 4×, ${RUNS} runs × ${links.length} links):`,
  )
  printMedians('speculation', navigation)
  writeBenchReport('browser', { runs: RUNS, filter, navigation })
}

await runMain(main)
