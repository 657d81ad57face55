/**
 * `npm run bench:lighthouse [-- --assert] [-- --runs N] [-- --busy] [-- --no-blocked]`:
 * Lighthouse CI (lighthouserc.json, in Debian's Chromium) on every route, an
 * article, a later list page and a category page, on the production server (BENCH_PORT, 3070;
 * demo WordPress on BENCH_WP_PORT, 3170). When the real WordPress of scripts/wordpress-real.sh
 * answers, the same article rendered by WordPress's own theme is measured alongside. Each figure
 * is the median of N runs (3), made in passes so that the machine's load weighs on every URL
 * alike; one more run a URL has scripts blocked, unless `--no-blocked`. `--busy`: a loop keeps one
 * core busy beside Chromium. `--assert`: `lhci assert`, and every island within its budget.
 * Writes `reports/lighthouse.json`.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { ISLAND_BUDGET_KIB, islandWeights } from './lib/island-weight.mjs'
import { CATEGORIES, summarize, summarizeRuns } from './lib/lighthouse-report.mjs'
import { NODE } from './lib/node.mjs'
import {
  cliOptions,
  printTable,
  realWordPressApiUrl,
  runMain,
  writeBenchReport,
} from './lib/script-run.mjs'
import { stopChild } from './lib/server-process.mjs'
import { startBenchSite } from './lib/stack.mjs'
import { STATIC_PATHS } from '../src/lib/routes.ts'
import { wordpressUrl } from '../src/lib/wordpress/api-url.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const REPORTS = join(ROOT, 'reports/lighthouse')
const LHCI_DIR = join(ROOT, '.lighthouseci')
const LHCI = join(ROOT, 'node_modules/@lhci/cli/src/cli.js')

const options = cliOptions(['assert', 'busy', 'no-blocked'], 3)
const { assert: ASSERT, busy: BUSY, runs: RUNS } = options

/** Asynchronous: the demo WordPress answers from this process, and must while `lhci` runs. */
async function lhci(lhciArgs) {
  const cli = spawn(NODE, [LHCI, ...lhciArgs], { cwd: ROOT, stdio: 'inherit' })
  return (await once(cli, 'exit'))[0]
}

/** `lhci collect` on the site's `urls`, then on WordPress's theme, a reference only: optional. */
async function collect(urls, themeUrl, options) {
  const urlArgs = (list) => list.map((url) => `--url=${url}`)
  const collectArgs = ['collect', '--config=lighthouserc.json', ...options]
  if ((await lhci([...collectArgs, ...urlArgs(urls)])) !== 0) throw new Error('lhci collect failed')
  if (!themeUrl) return
  const additive = options.includes('--additive') ? [] : ['--additive']
  if ((await lhci([...collectArgs, ...additive, ...urlArgs([themeUrl])])) !== 0)
    console.warn(`Lighthouse failed on ${themeUrl}: no figures for it.`)
}

/** The post's `link` (REST API handbook « Posts »), or the newest post's; `null` without one. */
async function themeArticleUrl(slug) {
  const apiUrl = realWordPressApiUrl()
  if (!apiUrl) return null
  try {
    const find = async (query) => {
      const url = wordpressUrl(apiUrl, '/posts', { ...query, _fields: 'link' })
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return (await response.json())[0]?.link ?? null
    }
    const link = (await find({ slug })) ?? (await find({ per_page: '1' }))
    // An empty answer paints nothing: Lighthouse would fail on it (NO_FCP).
    const html = link
      ? await (await fetch(link, { signal: AbortSignal.timeout(30_000) })).text()
      : ''
    if (/<body/i.test(html)) return link
    console.warn(`${link} answered an empty page: no theme row.`)
  } catch (error) {
    console.warn(`Real WordPress at ${apiUrl} did not answer (${error.message}): no theme row.`)
  }
  return null
}

/**
 * What a warm server has done already (pages rendered, images transformed).
 * @returns {Promise<Map<string, string>>} each route's HTML
 */
async function warmUp(origin, routes) {
  const assets = new Set()
  const pages = new Map()
  for (const route of routes) {
    for (let i = 0; i < 3; i++) pages.set(route, await (await fetch(origin + route)).text())
    const html = pages.get(route)
    const refs = [
      ...[...html.matchAll(/\ssrc="([^"]+)"/g)].map((match) => match[1]),
      ...[...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((match) =>
        match[1].split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
      ),
      ...[...html.matchAll(/\shref="([^"]+\.(?:css|js|woff2)(?:\?[^"]*)?)"/g)].map((m) => m[1]),
    ]
    for (const ref of refs) {
      const url = new URL(ref.replace(/&amp;/g, '&'), origin + route)
      if (url.origin === origin) assets.add(url.href)
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
  const started = (island) => island.directive !== 'event'
  const columns = {
    island: 'name',
    directive: 'directive',
    'first route': 'route',
    KiB: (island) => island.kib.toFixed(1),
    'added to the page': (island) => (started(island) ? '' : island.addedKib.toFixed(1)),
  }
  const rows = [...islands.values()]
  printTable(columns, rows, 3)
  return rows.every((island) => !started(island) || island.kib <= ISLAND_BUDGET_KIB)
}

/** Lighthouse's results in .lighthouseci, by URL. */
function readRuns() {
  const byUrl = new Map()
  for (const file of readdirSync(LHCI_DIR).filter((name) => /^lhr-\d+\.json$/.test(name))) {
    const lhr = JSON.parse(readFileSync(join(LHCI_DIR, file), 'utf8'))
    byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), { file, lhr }])
  }
  return byUrl
}

/** The median of the runs of `url`, with the LCP of its run with scripts blocked. */
function summaryOf(route, url, runs, withoutScripts) {
  const blocked = withoutScripts.get(url)?.[0]
  const row = { route, ...summarizeRuns(runs.get(url).map((run) => run.lhr)) }
  return blocked ? { ...row, lcpWithoutScriptsMs: summarize(blocked.lhr).lcpMs } : row
}

const COLUMNS = {
  route: 'route',
  ...Object.fromEntries(
    CATEGORIES.map((id, i) => [['Perf', 'A11y', 'BP', 'SEO'][i], (row) => row.scores[id] ?? '—']),
  ),
  'FCP ms': 'fcpMs',
  'LCP ms': 'lcpMs',
  'TBT ms': 'tbtMs',
  'longest task': 'longestTaskMs',
  CLS: 'cls',
  'JS KB': 'scriptKb',
  'LCP no JS': 'lcpWithoutScriptsMs',
  '≥ theme': (row) =>
    row.atLeastReference === undefined ? '' : row.atLeastReference ? 'yes' : 'NO',
}

async function main(defer) {
  const { origin, slugs } = await startBenchSite(defer)
  const { category, post } = slugs
  const routes = [...STATIC_PATHS, '/blog/page/2', `/blog/categorie/${category}`, `/blog/${post}`]
  const islandsWithinBudget = printIslands(await warmUp(origin, routes))
  const urls = routes.map((route) => `${origin}${route}`)
  const themeUrl = await themeArticleUrl(post)
  // PHP's first answers are slow (opcode cache): not what a visitor gets.
  if (themeUrl) for (let i = 0; i < 3; i++) await (await fetch(themeUrl)).text()
  const load = loadavg()[0]
  console.log(
    `Lighthouse CI: ${urls.length} routes${themeUrl ? ' and WordPress’s theme' : ''}, ${RUNS} runs each (load average ${load.toFixed(1)} on ${cpus().length} cores${BUSY ? ', one core kept busy beside it' : ''}).`,
  )

  rmSync(REPORTS, { recursive: true, force: true })
  mkdirSync(REPORTS, { recursive: true })
  const blocked = !options['no-blocked']
  if (blocked)
    await collect(urls, themeUrl, ['--numberOfRuns=1', '--settings.blockedUrlPatterns=*.js'])
  const withoutScripts = blocked ? readRuns() : new Map()
  if (blocked) cpSync(LHCI_DIR, join(REPORTS, 'without-scripts'), { recursive: true })
  // Passes of one run a URL, not `lhci collect`'s N runs in a row, so that the load weighs on
  // all alike. The first clears the runs without scripts from .lighthouseci (`lhci assert`).
  const neighbour = BUSY ? spawn(NODE, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : null
  if (neighbour) defer(() => stopChild(neighbour, 'SIGKILL'))
  for (let pass = 0; pass < RUNS; pass++)
    await collect(urls, themeUrl, ['--numberOfRuns=1', ...(pass > 0 ? ['--additive'] : [])])
  if (neighbour) await stopChild(neighbour, 'SIGKILL')
  const runs = readRuns()
  cpSync(LHCI_DIR, join(REPORTS, 'runs'), { recursive: true })

  const themeRoute = themeUrl && `WordPress theme ${new URL(themeUrl).pathname}`
  const themeRow = runs.has(themeUrl) ? summaryOf(themeRoute, themeUrl, runs, withoutScripts) : null
  const rows = urls.map((url, i) => {
    const row = summaryOf(routes[i], url, runs, withoutScripts)
    if (themeRow) row.atLeastReference = row.scores.performance >= themeRow.scores.performance
    return row
  })
  console.log('')
  printTable(COLUMNS, [...rows, ...(themeRow ? [themeRow] : [])])
  const summary = { loadAverage: load, busyNeighbour: BUSY, runs: RUNS, rows }
  writeBenchReport('lighthouse', { ...summary, wordpressTheme: themeRow }, 'reports')
  console.log(
    `\nFull reports: ${REPORTS}/ (runs/, without-scripts/), summary reports/lighthouse.json`,
  )

  if (!ASSERT) return true
  if (!islandsWithinBudget)
    console.error(`An island the visitor starts loads over ${ISLAND_BUDGET_KIB} KiB.`)
  // WordPress's theme is no route of the site: `lhci assert` only judges the site's URLs.
  for (const { file } of runs.get(themeUrl) ?? []) rmSync(join(LHCI_DIR, file))
  const asserted = (await lhci(['assert', '--config=lighthouserc.json'])) === 0
  return asserted && islandsWithinBudget
}

await runMain(main)
