/**
 * `npm run bench:lighthouse [-- --assert] [-- --runs N] [-- --busy] [-- /route …]`: Lighthouse CI
 * (lighthouserc.json, in Debian's Chromium) on every route, an article, a later list page and a
 * category page, on the production server (BENCH_PORT, 3070; demo WordPress on BENCH_WP_PORT,
 * 3170). When the real WordPress of scripts/wordpress-real.sh answers, the same article rendered
 * by WordPress's own theme is measured alongside: what the practice would get from WordPress alone.
 * Each figure is the median of N runs (3), made in passes so that the machine's load weighs on
 * every URL alike; one more run a URL has scripts blocked. Writes `reports/lighthouse.json`.
 *
 * `--busy`: a loop keeps one core busy beside Chromium. `--assert`: `lhci assert`;
 * `--assert-performance`: also Performance ≥ the theme's, and 100 without `--busy`.
 * `--no-blocked`: no run with scripts blocked.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { ISLAND_BUDGET_KIB, islandWeights } from './lib/island-weight.mjs'
import { CATEGORIES, summarize, summarizeRuns } from './lib/lighthouse-report.mjs'
import { NODE } from './lib/node.mjs'
import { demoSlugs, printTable, realWordPressApiUrl } from './lib/script-run.mjs'
import { prepareStack, startSite, stopChild } from './lib/stack.mjs'
import { STATIC_PATHS } from '../src/lib/routes.ts'
import { wordpressUrl } from '../src/lib/wordpress/api-url.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3070)
const WP_PORT = Number(process.env.BENCH_WP_PORT ?? 3170)
const REPORTS = join(ROOT, 'reports/lighthouse')
const LHCI_DIR = join(ROOT, '.lighthouseci')
export const THEME_REFERENCE = 'WordPress theme'

const args = process.argv.slice(2)
const ASSERT = args.includes('--assert')
const ASSERT_PERFORMANCE = args.includes('--assert-performance')
const WITHOUT_SCRIPTS = !args.includes('--no-blocked')
const BUSY = args.includes('--busy')
const RUNS = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 3)
const ONLY = args.filter((arg) => arg.startsWith('/'))

/** Asynchronous: the demo WordPress answers from this process, and must while `lhci` runs. */
const lhci = (lhciArgs) =>
  new Promise((resolve, reject) => {
    spawn(NODE, [join(ROOT, 'node_modules/@lhci/cli/src/cli.js'), ...lhciArgs], {
      cwd: ROOT,
      stdio: 'inherit',
    })
      .on('error', reject)
      .on('exit', (code) => resolve(code))
  })

/** @returns {{ stop: () => Promise<unknown> }} */
function startBusyNeighbour() {
  const child = spawn(NODE, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  return { stop: () => stopChild(child, 'SIGKILL') }
}

/** The post's `link` (REST API handbook « Posts »), or the newest post's; `null` without one. */
async function themeArticleUrl(slug) {
  const apiUrl = realWordPressApiUrl()
  if (!apiUrl) return null
  try {
    const find = async (query) => {
      const response = await fetch(wordpressUrl(apiUrl, '/posts', { ...query, _fields: 'link' }), {
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const [post] = await response.json()
      return post?.link ?? null
    }
    const link = (await find({ slug })) ?? (await find({ per_page: '1' }))
    if (!link) return null
    // An empty answer paints nothing: Lighthouse would fail on it (NO_FCP).
    const html = await (await fetch(link, { signal: AbortSignal.timeout(30_000) })).text()
    if (!/<body/i.test(html)) {
      console.warn(`${link} answered an empty page: no theme row.`)
      return null
    }
    return link
  } catch (error) {
    console.warn(`Real WordPress at ${apiUrl} did not answer (${error.message}): no theme row.`)
    return null
  }
}

const urlArgs = (urls) => urls.map((url) => `--url=${url}`)

/** A reference only: when Lighthouse fails on it, the table goes without its row. */
async function collectTheme(themeUrl, lhciArgs) {
  const status = await lhci([
    'collect',
    '--config=lighthouserc.json',
    '--additive',
    ...lhciArgs,
    ...urlArgs([themeUrl]),
  ])
  if (status !== 0) console.warn(`Lighthouse failed on ${themeUrl}: no figures for it.`)
}

/**
 * What a warm server has done already (pages rendered, images transformed).
 * @returns {Promise<Map<string, string>>} each route's HTML
 */
async function warmUp(origin, routes) {
  const assets = new Set()
  const pages = new Map()
  for (const route of routes) {
    for (let i = 0; i < 3; i++) {
      const html = await (await fetch(origin + route)).text()
      if (i > 0) continue
      pages.set(route, html)
      const refs = [
        ...[...html.matchAll(/\ssrc="([^"]+)"/g)].map((match) => match[1]),
        ...[...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((match) =>
          match[1].split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
        ),
        ...[...html.matchAll(/\shref="([^"]+\.(?:css|js|woff2)(?:\?[^"]*)?)"/g)].map(
          (match) => match[1],
        ),
      ]
      for (const ref of refs) {
        const url = new URL(ref.replace(/&amp;/g, '&'), origin + route)
        if (url.origin === origin) assets.add(url.href)
      }
    }
  }
  const headers = {
    accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br, zstd',
  }
  for (const url of assets) await (await fetch(url, { headers })).arrayBuffer()
  return pages
}

/**
 * Prints what each island loads once started (./lib/island-weight.mjs), once per island.
 * @returns {boolean} every island the visitor starts within ISLAND_BUDGET_KIB
 */
function printIslands(pages) {
  const islands = new Map()
  for (const [route, html] of pages)
    for (const island of islandWeights(html)) {
      const key = `${island.name} ${island.directive}`
      if (!islands.has(key)) islands.set(key, { route, ...island })
    }
  console.log(`\nIslands once started (KiB gzip -9; budget ${ISLAND_BUDGET_KIB} KiB):`)
  printTable(
    ['island', 'directive', 'first route', 'KiB', 'added to the page'],
    [...islands.values()].map(({ name, directive, route, kib, addedKib }) => [
      name,
      directive,
      route,
      kib.toFixed(1),
      directive === 'event' ? addedKib.toFixed(1) : '',
    ]),
    3,
  )
  return [...islands.values()].every(
    ({ directive, kib }) => directive === 'event' || kib <= ISLAND_BUDGET_KIB,
  )
}

/** By URL. */
function readRuns() {
  const byUrl = new Map()
  for (const file of readdirSync(LHCI_DIR).filter((name) => /^lhr-\d+\.json$/.test(name))) {
    const lhr = JSON.parse(readFileSync(join(LHCI_DIR, file), 'utf8'))
    const url = lhr.requestedUrl
    byUrl.set(url, [...(byUrl.get(url) ?? []), lhr])
  }
  return byUrl
}

function printRows(rows) {
  printTable(
    [
      'route',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'longest task',
      'CLS',
      'JS KB',
      'LCP no JS',
      '≥ theme',
    ],
    rows.map((row) => [
      row.route,
      ...CATEGORIES.map((id) => row.scores[id] ?? '—'),
      row.fcpMs,
      row.lcpMs,
      row.tbtMs,
      row.longestTaskMs,
      row.cls,
      row.scriptKb,
      row.lcpWithoutScriptsMs,
      row.atLeastReference === undefined ? '' : row.atLeastReference ? 'yes' : 'NO',
    ]),
  )
}

async function main() {
  const origin = `http://localhost:${SITE_PORT}`
  const { env, demo } = await prepareStack({
    wpPort: WP_PORT,
    env: {
      ...process.env,
      SITE_URL: origin,
      WORDPRESS_CACHE_SECONDS: '300',
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
  })
  let site = null
  let neighbour = null
  try {
    const slugs = await demoSlugs(demo.apiUrl)
    const routes =
      ONLY.length > 0
        ? ONLY
        : [
            ...STATIC_PATHS,
            '/blog/page/2',
            `/blog/categorie/${slugs.category}`,
            `/blog/${slugs.post}`,
          ]
    site = await startSite({ port: SITE_PORT, env })
    const pages = await warmUp(origin, routes)
    const islandsWithinBudget = printIslands(pages)
    const urls = routes.map((route) => `${origin}${route}`)
    const themeUrl = await themeArticleUrl(slugs.post)
    // PHP's first answers are slow (opcode cache): not what a visitor gets.
    if (themeUrl) for (let i = 0; i < 3; i++) await (await fetch(themeUrl)).text()
    const load = loadavg()[0]
    console.log(
      `Lighthouse CI: ${urls.length} routes${themeUrl ? ' and WordPress’s theme' : ''}, ${RUNS} runs each (load average ${load.toFixed(1)} on ${cpus().length} cores${BUSY ? ', one core kept busy beside it' : ''}).`,
    )

    rmSync(REPORTS, { recursive: true, force: true })
    mkdirSync(REPORTS, { recursive: true })
    let withoutScripts = new Map()
    if (WITHOUT_SCRIPTS) {
      const blocked = ['--numberOfRuns=1', '--settings.blockedUrlPatterns=*.js']
      if (
        (await lhci(['collect', '--config=lighthouserc.json', ...blocked, ...urlArgs(urls)])) !== 0
      )
        throw new Error('lhci collect (scripts blocked) failed')
      if (themeUrl) await collectTheme(themeUrl, blocked)
      withoutScripts = readRuns()
      cpSync(LHCI_DIR, join(REPORTS, 'without-scripts'), { recursive: true })
    }
    // Passes of one run a URL, not `lhci collect`'s N runs in a row, so that the load weighs on
    // all alike. The first clears the runs without scripts from .lighthouseci (`lhci assert`).
    if (BUSY) neighbour = startBusyNeighbour()
    for (let pass = 0; pass < RUNS; pass++) {
      if (
        (await lhci([
          'collect',
          '--config=lighthouserc.json',
          '--numberOfRuns=1',
          ...(pass > 0 ? ['--additive'] : []),
          ...urlArgs(urls),
        ])) !== 0
      )
        throw new Error('lhci collect failed')
      if (themeUrl) await collectTheme(themeUrl, ['--numberOfRuns=1'])
    }
    await neighbour?.stop()
    neighbour = null
    const runs = readRuns()
    cpSync(LHCI_DIR, join(REPORTS, 'runs'), { recursive: true })

    const themeRow = runs.has(themeUrl)
      ? {
          route: `${THEME_REFERENCE} ${new URL(themeUrl).pathname}`,
          ...summarizeRuns(runs.get(themeUrl)),
        }
      : null
    const blockedTheme = themeRow && withoutScripts.get(themeUrl)?.[0]
    if (blockedTheme) themeRow.lcpWithoutScriptsMs = summarize(blockedTheme).lcpMs
    const rows = []
    for (const [i, url] of urls.entries()) {
      const row = { route: routes[i], ...summarizeRuns(runs.get(url)) }
      const blocked = withoutScripts.get(url)?.[0]
      if (blocked) row.lcpWithoutScriptsMs = summarize(blocked).lcpMs
      if (themeRow) row.atLeastReference = row.scores.performance >= themeRow.scores.performance
      rows.push(row)
    }
    console.log('')
    printRows([...rows, ...(themeRow ? [themeRow] : [])])
    writeFileSync(
      join(ROOT, 'reports/lighthouse.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          loadAverage: load,
          busyNeighbour: BUSY,
          runs: RUNS,
          rows,
          wordpressTheme: themeRow,
        },
        null,
        2,
      ),
    )
    console.log(
      `\nFull reports: ${REPORTS}/ (runs/, without-scripts/), summary reports/lighthouse.json`,
    )

    if (!ASSERT && !ASSERT_PERFORMANCE) return true
    let ok = islandsWithinBudget
    if (!ok) console.error(`An island the visitor starts loads over ${ISLAND_BUDGET_KIB} KiB.`)
    if (ASSERT_PERFORMANCE) {
      if (!themeRow) {
        console.error(
          '--assert-performance: no WordPress theme to compare with (npm run wordpress:real).',
        )
        ok = false
      }
      for (const row of rows) {
        const performance = row.scores.performance
        if (themeRow && !row.atLeastReference) {
          console.error(
            `${row.route}: Performance ${performance} below WordPress's theme's ${themeRow.scores.performance}`,
          )
          ok = false
        }
        if (!BUSY && performance < 100) {
          console.error(`${row.route}: Performance ${performance}, not 100`)
          ok = false
        }
      }
    }
    // WordPress's theme is no route of the site: `lhci assert` only judges the site's URLs.
    if (themeUrl) {
      for (const file of readdirSync(LHCI_DIR)) {
        if (!file.endsWith('.json')) continue
        const lhr = JSON.parse(readFileSync(join(LHCI_DIR, file), 'utf8'))
        if (lhr.requestedUrl === themeUrl) rmSync(join(LHCI_DIR, file))
      }
    }
    if (ASSERT && (await lhci(['assert', '--config=lighthouserc.json'])) !== 0) ok = false
    return ok
  } finally {
    await neighbour?.stop()
    await site?.stop()
    await demo.close()
  }
}

try {
  process.exit((await main()) ? 0 : 1)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
