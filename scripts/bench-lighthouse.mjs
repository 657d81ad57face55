/**
 * `npm run bench:lighthouse [-- --assert] [-- /route …]`: Lighthouse (mobile preset: Moto G
 * Power-class device, simulated slow 4G and 4× CPU slowdown) on every route of the site, in
 * Debian's Chromium (never a downloaded browser).
 *
 * 1. starts the bundled demo WordPress in this process (port `BENCH_WP_PORT`, default 3170);
 * 2. builds the site when stale for `SITE_URL=http://localhost:BENCH_PORT` (default 3070) and that
 *    WordPress, so canonical URLs are the tested URLs (the ports are fixed: the build depends on them);
 * 3. starts `next start` on `BENCH_PORT` with `WORDPRESS_CACHE_SECONDS=300`, warms it up (one
 *    request per route, and the optimised images of each page, as a production cache would hold them);
 * 4. runs Lighthouse on each route, one after the other, each in a fresh browser;
 * 5. prints the table, the failing audits, writes `reports/lighthouse.json` (summary) and
 *    `reports/lighthouse/*.json` (full reports), and stops both servers.
 *
 * 6. watches layout shifts in Playwright (same Chromium, a phone viewport) for longer than
 *    Lighthouse does: scrolls the page to its end, then watches the testimonial carousel through
 *    two rotations, and reports the CLS (largest session window of shifts without recent input)
 *    with the elements that moved.
 *
 * `--assert`: exit code 1 when Accessibility, Best Practices or SEO is below 100 on a route, when
 * the CLS watch sees a shift, or a route could not be measured. Performance is reported only: it
 * varies with the machine's load (the load average is recorded in the summary).
 * `--runs N` (default 1): N Lighthouse runs per route, the median run kept (Lighthouse's own
 * `computeMedianRun`); 3 or 5 for figures to compare. `--no-cls-watch` skips step 6.
 * Positional arguments restrict the run to those routes (e.g. `-- / /contact`).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, devices } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { startDemoWordPress } from '../demo-wordpress/server.mjs'
import { buildIfStale } from './build-if-stale.mjs'
import { STATIC_ROUTES } from './routes.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3070)
const WP_PORT = Number(process.env.BENCH_WP_PORT ?? 3170)
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
/** One Lighthouse run may not take longer than this (a run takes 15–25 s on 2 cores). */
const RUN_TIMEOUT_MS = 120_000
const SERVER_START_TIMEOUT_MS = 60_000
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** Categories that must be 100 under `--assert`. */
const ASSERTED = ['accessibility', 'best-practices', 'seo']

export { STATIC_ROUTES }

/**
 * The figures kept from one Lighthouse result (LHR).
 * @param {import('lighthouse').Result} lhr
 */
export function summarize(route, lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score
    return typeof value === 'number' ? Math.round(value * 100) : null
  }
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((item) => item.resourceType === 'Script')
  const summaryScript = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  )
  const scriptBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    route,
    url: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: round(numeric('first-contentful-paint')),
    speedIndexMs: round(numeric('speed-index')),
    lcpElement: lcpElement(lhr),
    jsTransferKb: round((summaryScript?.transferSize ?? scriptBytes) / 1024, 1),
    jsRequests: summaryScript?.requestCount ?? scripts.length,
    totalTransferKb: round(
      requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      1,
    ),
    layoutShifts: layoutShifts(lhr),
    failing: failingAudits(lhr),
    runWarnings: lhr.runWarnings ?? [],
  }
}

const round = (value, digits = 0) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits))

function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  for (const item of items) {
    const node = item.items?.[0]?.node ?? item.node
    if (node?.snippet) return node.snippet.slice(0, 160)
  }
  return null
}

/** Shifts Lighthouse saw, with the element that moved and the cause it names. */
function layoutShifts(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? []
  return items.map((item) => ({
    score: item.score,
    element: item.node?.snippet?.slice(0, 160) ?? null,
    selector: item.node?.selector ?? null,
    causes: (item.subItems?.items ?? []).map((cause) => cause.cause ?? cause.extra?.value ?? ''),
  }))
}

/**
 * Audits that cost points: in the asserted categories every scored audit below 1 (with the
 * elements it names); in Performance the metrics below 0.9 and the opportunities and diagnostics
 * that estimate a saving.
 */
export function failingAudits(lhr) {
  const failing = {}
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]
    if (!category) continue
    const list = []
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'notApplicable') continue
      if (audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'informative') continue
      const isMetric = ref.group === 'metrics'
      if (id === 'performance' && !isMetric) {
        // Diagnostics without an estimated saving cost no points: left out.
        if (audit.score >= 1 || !hasSavings(audit)) continue
      } else if (audit.score >= (id === 'performance' ? 0.9 : 1)) continue
      list.push({
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? null,
        metricSavings: audit.metricSavings ?? null,
        items: detailItems(audit),
      })
    }
    if (list.length > 0) failing[id] = list
  }
  return failing
}

function hasSavings(audit) {
  const metric = Object.values(audit.metricSavings ?? {}).some((value) => value > 0)
  const bytes = (audit.details?.overallSavingsBytes ?? 0) > 0
  const ms = (audit.details?.overallSavingsMs ?? 0) > 0
  return metric || bytes || ms
}

function detailItems(audit) {
  const items = audit.details?.items ?? []
  return items.slice(0, 8).map((item) => {
    const node = item.node ?? item.items?.[0]?.node
    if (node) return { selector: node.selector, snippet: node.snippet?.slice(0, 200) }
    const url = item.url ?? item.sourceLocation?.url
    if (url) return { url, ...pickNumbers(item) }
    return pickNumbers(item)
  })
}

function pickNumbers(item) {
  const kept = {}
  for (const [key, value] of Object.entries(item)) {
    if (typeof value === 'number' || (typeof value === 'string' && value.length < 200))
      kept[key] = value
  }
  return kept
}

/** The plain-text table of the run. */
export function formatTable(rows) {
  const header = [
    'route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KB',
    'CLS watch',
  ]
  const cell = (value, format = String) =>
    value === null || value === undefined ? '—' : format(value)
  const body = rows.map((row) =>
    row.error
      ? [row.route, 'error', '', '', '', '', '', '', '', '']
      : [
          row.route,
          cell(row.scores.performance),
          cell(row.scores.accessibility),
          cell(row.scores['best-practices']),
          cell(row.scores.seo),
          cell(row.lcpMs),
          cell(row.tbtMs),
          cell(row.cls, (value) => value.toFixed(3)),
          cell(row.jsTransferKb, (value) => value.toFixed(1)),
          row.clsWatch?.error ? 'error' : cell(row.clsWatch?.cls, (value) => value.toFixed(3)),
        ],
  )
  const widths = header.map((title, i) =>
    Math.max(title.length, ...body.map((line) => line[i].length)),
  )
  const line = (cells) =>
    cells
      .map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i])))
      .join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n')
}

/** Routes whose asserted categories are below 100, or that could not be measured. */
export function assertionFailures(rows) {
  const failures = []
  for (const row of rows) {
    if (row.error) {
      failures.push(`${row.route}: not measured (${row.error})`)
      continue
    }
    for (const id of ASSERTED)
      if (row.scores[id] !== 100)
        failures.push(`${row.route}: ${id} ${row.scores[id] ?? 'missing'}`)
    if (row.clsWatch?.error) failures.push(`${row.route}: CLS watch failed (${row.clsWatch.error})`)
    else if (row.clsWatch && row.clsWatch.cls > 0)
      failures.push(`${row.route}: CLS ${row.clsWatch.cls} after load (layout-shift watch)`)
  }
  return failures
}

/** `/a/b` → `a-b`, `/` → `index`: file name of a route's full report. */
export const reportName = (route) => route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'index'

async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () =>
      reject(
        new Error(
          `port ${port} is in use: stop what listens there or set BENCH_PORT / BENCH_WP_PORT`,
        ),
      ),
    )
    probe.listen(port, () => probe.close(resolve))
  })
}

async function waitForServer(url, timeoutMs, site) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`next start exited with code ${site.exitCode}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`the site did not answer ${url} within ${timeoutMs / 1000} s`)
}

/** Optimised-image URLs of a page that a phone may request (candidates up to 1200 px wide). */
export function imageUrls(html) {
  const urls = new Set()
  const decode = (value) => value.replace(/&amp;/g, '&')
  for (const [, srcset] of html.matchAll(/(?:srcset|imagesrcset|srcSet|imageSrcSet)="([^"]+)"/g)) {
    for (const candidate of decode(srcset).split(',')) {
      const [url, descriptor = ''] = candidate.trim().split(/\s+/)
      const width = Number(descriptor.replace(/w$/, ''))
      if (url.startsWith('/_next/image') && (!width || width <= 1200)) urls.add(url)
    }
  }
  for (const [, src] of html.matchAll(/<img[^>]*\ssrc="(\/_next\/image[^"]+)"/g))
    urls.add(decode(src))
  return [...urls]
}

/** One request per route, then the images each page shows, so no run pays a cold cache. */
async function warmUp(origin, routes) {
  for (const route of routes) {
    const response = await fetch(origin + route, { signal: AbortSignal.timeout(30_000) })
    const html = await response.text()
    if (response.status !== 200) throw new Error(`warm-up: ${route} answered ${response.status}`)
    for (const url of imageUrls(html)) {
      const image = await fetch(origin + url, {
        headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
        signal: AbortSignal.timeout(30_000),
      })
      await image.arrayBuffer()
    }
  }
}

/** Attempts of one run: Lighthouse sometimes fails to record the trace (NO_NAVSTART, NO_FCP). */
const ATTEMPTS = 3

/** One Lighthouse run, tried again when Lighthouse itself fails to measure the page. */
async function runLighthouse(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url)
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
      console.warn(
        `  ${url}: ${error instanceof Error ? error.message.split('\n')[0] : error}; trying again`,
      )
    }
  }
}

async function runLighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  let timer
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse took more than ${RUN_TIMEOUT_MS / 1000} s`)),
        RUN_TIMEOUT_MS,
      )
    })
    const result = await Promise.race([run, timeout])
    if (!result?.lhr) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError)
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    clearTimeout(timer)
    chrome.kill()
  }
}

function printFailures(rows) {
  const lines = []
  for (const row of rows) {
    if (row.error) continue
    for (const [category, audits] of Object.entries(row.failing)) {
      if (row.scores[category] === 100 && category !== 'performance') continue
      lines.push(`${row.route} — ${category} ${row.scores[category]}`)
      for (const audit of audits) {
        const where = audit.items
          .map((item) => [item.selector ?? item.url, item.description].filter(Boolean).join(' — '))
          .filter(Boolean)
          .slice(0, 3)
          .join(' | ')
        lines.push(
          `    ${audit.id} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})${where ? `: ${where}` : ''}`,
        )
      }
    }
    for (const shift of row.layoutShifts)
      lines.push(
        `${row.route} — layout shift ${shift.score?.toFixed?.(4) ?? shift.score}: ${shift.selector ?? shift.element ?? '?'}${shift.causes.length ? ` (cause: ${shift.causes.join(', ')})` : ''}`,
      )
  }
  for (const row of rows)
    for (const shift of row.clsWatch?.shifts ?? [])
      lines.push(
        `${row.route} — layout shift ${shift.value} at ${shift.atMs} ms (watch): ${shift.sources.join(' | ')}`,
      )
  if (lines.length > 0) console.log(`\nAudits below their target:\n${lines.join('\n')}`)
}

/** Phone of the watch: the viewport and pixel ratio of Lighthouse's mobile preset. */
const MOBILE = {
  ...devices['Moto G4'],
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
}
const CAROUSEL = '[aria-roledescription="carrousel"]'
/** Long enough for two rotations of the testimonial carousel (6 s each). */
const CAROUSEL_WATCH_MS = 13_000

/** Registered before any script of the page: every layout shift, with what moved. */
function recordLayoutShifts() {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : '(removed node)'
    const classes = [...node.classList]
      .slice(0, 3)
      .map((c) => `.${c}`)
      .join('')
    const data = [...node.attributes]
      .filter((a) => a.name.startsWith('data-') || a.name.startsWith('aria-'))
      .slice(0, 2)
      .map((a) => `[${a.name}="${a.value}"]`)
      .join('')
    return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}${data}`
  }
  window.__shifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        atMs: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} (h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)})`,
        ),
      })
  }).observe({ type: 'layout-shift', buffered: true })
}

/** CLS as Chrome counts it: the largest session window (1 s gap, 5 s at most) of shifts without input. */
export function cumulativeLayoutShift(shifts) {
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
  return Number(best.toFixed(4))
}

async function watchLayoutShifts(origin, routes) {
  const results = new Map()
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  })
  try {
    for (const route of routes) {
      const context = await browser.newContext({ ...MOBILE, locale: 'fr-FR' })
      try {
        const page = await context.newPage()
        await page.addInitScript(recordLayoutShifts)
        await page.goto(origin + route, { waitUntil: 'load', timeout: 30_000 })
        await page.waitForTimeout(1000)
        // Scroll to the end by steps, as a reader would (late images, lazy content).
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let y = 0; y < height; y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y)
          await page.waitForTimeout(250)
        }
        const carousel = page.locator(CAROUSEL)
        if ((await carousel.count()) > 0) {
          await carousel.first().evaluate((element) => element.scrollIntoView({ block: 'center' }))
          await page.waitForTimeout(CAROUSEL_WATCH_MS)
        } else await page.waitForTimeout(1500)
        const shifts = await page.evaluate(() => window.__shifts)
        const counted = shifts.filter((shift) => !shift.hadRecentInput)
        results.set(route, {
          cls: cumulativeLayoutShift(shifts),
          shifts: counted.map((shift) => ({ ...shift, value: Number(shift.value.toFixed(4)) })),
        })
      } catch (error) {
        results.set(route, { error: error instanceof Error ? error.message : String(error) })
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return results
}

async function main() {
  const args = process.argv.slice(2)
  const assert = args.includes('--assert')
  const only = args.filter((arg) => arg.startsWith('/'))
  const runsArg = args.find((arg) => arg.startsWith('--runs'))
  const runs = Math.max(1, Number(runsArg?.split('=')[1] ?? args[args.indexOf('--runs') + 1]) || 1)
  const watchCls = !args.includes('--no-cls-watch')
  const started = Date.now()
  const origin = `http://localhost:${SITE_PORT}`

  await assertPortFree(SITE_PORT)
  await assertPortFree(WP_PORT)
  const demo = await startDemoWordPress({ port: WP_PORT, host: '127.0.0.1' })
  let site = null
  const stop = async () => {
    if (site && site.exitCode === null) {
      const exited = new Promise((resolve) => site.once('exit', resolve))
      site.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (site.exitCode === null) site.kill('SIGKILL')
    }
    await demo.close()
  }
  const interrupt = async () => {
    await stop()
    process.exit(130)
  }
  process.once('SIGINT', interrupt)
  process.once('SIGTERM', interrupt)

  try {
    const posts = await (await fetch(`${demo.apiUrl}/posts?per_page=1&_fields=slug`)).json()
    const article = `/blog/${posts[0].slug}`
    const routes = only.length > 0 ? only : [...STATIC_ROUTES, article]

    const env = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      WORDPRESS_API_URL: demo.apiUrl,
      SITE_URL: origin,
      PORT: String(SITE_PORT),
      WORDPRESS_CACHE_SECONDS: '300',
    }
    const buildStarted = Date.now()
    const built = buildIfStale(env)
    const buildSeconds = Math.round((Date.now() - buildStarted) / 1000)

    let serverLog = ''
    site = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(SITE_PORT)],
      { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    site.stderr.on('data', (chunk) => (serverLog = (serverLog + chunk).slice(-4000)))
    await waitForServer(`${origin}/mentions-legales`, SERVER_START_TIMEOUT_MS, site)
    const warmStarted = Date.now()
    await warmUp(origin, routes)
    console.log(
      `Site on ${origin} (warmed up in ${Math.round((Date.now() - warmStarted) / 1000)} s); Lighthouse ${routes.length} routes × ${runs} run(s), mobile preset…`,
    )
    const loadBefore = loadavg()[0]
    if (loadBefore > cpus().length)
      console.warn(
        `Warning: load average ${loadBefore.toFixed(1)} on ${cpus().length} cores: Performance figures (TBT, LCP) will be pessimistic and vary from run to run.`,
      )

    const rows = []
    for (const route of routes) {
      const runStarted = Date.now()
      let row
      try {
        const results = []
        for (let i = 0; i < runs; i++) results.push(await runLighthouse(origin + route))
        const lhr = runs === 1 ? results[0] : computeMedianRun(results)
        mkdirSync(join(ROOT, 'reports', 'lighthouse'), { recursive: true })
        writeFileSync(
          join(ROOT, 'reports', 'lighthouse', `${reportName(route)}.json`),
          JSON.stringify(lhr),
        )
        row = summarize(route, lhr)
        row.loadAverage = Number(loadavg()[0].toFixed(1))
        if (runs > 1)
          row.performanceRuns = results.map((r) => Math.round(r.categories.performance.score * 100))
      } catch (error) {
        row = { route, error: error instanceof Error ? error.message : String(error) }
      }
      row.seconds = Math.round((Date.now() - runStarted) / 100) / 10
      rows.push(row)
      const s = row.scores
      console.log(
        row.error
          ? `  ${route}: ERROR ${row.error}`
          : `  ${route}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo} in ${row.seconds} s`,
      )
    }

    if (watchCls) {
      console.log(
        `\nLayout-shift watch (Playwright, ${MOBILE.viewport.width}×${MOBILE.viewport.height})…`,
      )
      const watched = await watchLayoutShifts(origin, routes)
      for (const row of rows) row.clsWatch = watched.get(row.route) ?? null
    }

    console.log(
      `\nLighthouse ${lighthouseVersion()} (mobile, simulated throttling), ${origin}${runs > 1 ? `, median of ${runs} runs` : ''}\n`,
    )
    console.log(formatTable(rows))
    printFailures(rows)
    const totalSeconds = Math.round((Date.now() - started) / 1000)
    const summary = {
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion(),
      chromium: CHROME_PATH,
      preset: 'mobile (default config, simulated throttling)',
      origin,
      runsPerRoute: runs,
      cores: cpus().length,
      loadAverageAtStart: Number(loadBefore.toFixed(1)),
      build: built ? `rebuilt in ${buildSeconds} s` : 'up to date',
      seconds: totalSeconds,
      routes: rows,
    }
    mkdirSync(join(ROOT, 'reports'), { recursive: true })
    writeFileSync(join(ROOT, 'reports', 'lighthouse.json'), `${JSON.stringify(summary, null, 2)}\n`)
    console.log(
      `\nSummary: reports/lighthouse.json; full reports: reports/lighthouse/. ${totalSeconds} s in all.`,
    )
    if (rows.some((row) => row.error) && serverLog) console.error(`\nServer log:\n${serverLog}`)

    const failures = assertionFailures(rows)
    if (assert && failures.length > 0) {
      console.error(`\nBelow target (--assert):\n  ${failures.join('\n  ')}`)
      return 1
    }
    return rows.some((row) => row.error) ? 1 : 0
  } finally {
    await stop()
  }
}

let cachedVersion
function lighthouseVersion() {
  cachedVersion ??= (() => {
    try {
      const file = join(ROOT, 'node_modules', 'lighthouse', 'package.json')
      return JSON.parse(readFileSync(file, 'utf8')).version
    } catch {
      return 'unknown'
    }
  })()
  return cachedVersion
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
