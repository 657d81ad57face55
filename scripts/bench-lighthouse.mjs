/**
 * `npm run bench:lighthouse [-- --assert] [-- --runs N] [-- --busy] [-- /route …]`: Lighthouse CI on
 * every route of the site, an article, a later list page and a category page, next to the same
 * article rendered by WordPress's own theme when a real WordPress is set up, in Debian's Chromium
 * (never a downloaded browser).
 *
 * 1. builds the site when stale for `SITE_URL=http://localhost:BENCH_PORT` (default 3070), so that
 *    canonical URLs are the tested URLs, and starts the demo WordPress in this process (port
 *    `BENCH_WP_PORT`, default 3170) (scripts/lib/stack.mjs `prepareStack`);
 * 2. starts the site with its production server (server/server.mjs, as the container runs it,
 *    `WORDPRESS_CACHE_SECONDS=300`) and warms it up (each page, its images, scripts and styles);
 * 3. `lhci collect` with lighthouserc.json (Lighthouse's default mobile settings: simulated slow 4G,
 *    4× CPU slowdown) once a URL with every script blocked, which is what the page costs without
 *    JavaScript, then in N passes (default 3) of one run a URL, the reference page included, so
 *    that a change of the machine's load touches every URL alike; each figure is the median of its
 *    N values (`summarizeRuns`, scripts/lib/lighthouse-report.mjs);
 * 4. prints one table (the four scores, FCP, LCP, TBT, the longest main-thread task in milliseconds
 *    as Lighthouse simulates it, CLS, script KiB, LCP with scripts blocked, and Performance against
 *    WordPress's theme in the same run), writes `reports/lighthouse.json` and the full reports
 *    under `reports/lighthouse/`.
 *
 * Reference: when the real WordPress of scripts/wordpress-real.sh is set up (its
 * `.wordpress-real/env`, or `WORDPRESS_REAL_API_URL`) and answers, the same article as rendered by
 * WordPress's own default theme (the post's `link` in the REST API) is measured in the same runs and
 * printed as a row of its own: what the practice would get from WordPress alone.
 *
 * `--busy`: a CPU-bound process runs beside Chromium during the measured runs (a Node.js loop that
 * keeps one core busy, started and stopped by the bench), as on a phone or a machine doing
 * something else; the site and the reference share it alike.
 *
 * `--assert`: `lhci assert` with lighthouserc.json (Accessibility, Best Practices and SEO at 100,
 * CLS 0 and each route's script budget as errors; Performance, LCP and TBT as warnings, as they
 * move with the machine's load). `--assert-performance`: also every route's Performance at least
 * the WordPress theme's, and 100 without `--busy` (meaningful with the median of 3 runs or more).
 * `--no-blocked` skips the runs with scripts blocked (CI runs `--assert --runs 1 --no-blocked`).
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { CATEGORIES, summarize, summarizeRuns } from './lib/lighthouse-report.mjs'
import { NODE } from './lib/node.mjs'
import { demoSlugs, printTable, realWordPressApiUrl } from './lib/script-run.mjs'
import { prepareStack, startSite, stopChild } from './lib/stack.mjs'
import { STATIC_ROUTES } from './routes.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3070)
const WP_PORT = Number(process.env.BENCH_WP_PORT ?? 3170)
const REPORTS = join(ROOT, 'reports/lighthouse')
const LHCI_DIR = join(ROOT, '.lighthouseci')
/** Name of the WordPress theme's row in the table, followed by the article's path. */
export const THEME_REFERENCE = 'WordPress theme'

const args = process.argv.slice(2)
const ASSERT = args.includes('--assert')
const ASSERT_PERFORMANCE = args.includes('--assert-performance')
const WITHOUT_SCRIPTS = !args.includes('--no-blocked')
const BUSY = args.includes('--busy')
const RUNS = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 3)
const ONLY = args.filter((arg) => arg.startsWith('/'))

/**
 * Runs the `lhci` command line and resolves with its exit status. Asynchronous: the demo WordPress
 * answers from this process, and a background refresh of the site (after `WORDPRESS_CACHE_SECONDS`)
 * during a long run must find it answering.
 */
const lhci = (lhciArgs) =>
  new Promise((resolve, reject) => {
    spawn(NODE, [join(ROOT, 'node_modules/@lhci/cli/src/cli.js'), ...lhciArgs], {
      cwd: ROOT,
      stdio: 'inherit',
    })
      .on('error', reject)
      .on('exit', (code) => resolve(code))
  })

/**
 * Starts a process that keeps one core busy (a Node.js loop that never yields), the neighbour of
 * `--busy`; `stop()` ends it.
 * @returns {{ stop: () => Promise<unknown> }}
 */
function startBusyNeighbour() {
  const child = spawn(NODE, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  return { stop: () => stopChild(child, 'SIGKILL') }
}

/**
 * URL of the article `slug` as WordPress's own theme renders it (the post's `link`, REST API
 * handbook, « Posts »), the newest post when that slug is not there; `null` with a note when no
 * real WordPress is set up or it does not answer.
 */
async function themeArticleUrl(slug) {
  const apiUrl = realWordPressApiUrl()
  if (!apiUrl) return null
  try {
    const find = async (query) => {
      const response = await fetch(`${apiUrl}/posts?${query}&_fields=link`, {
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const [post] = await response.json()
      return post?.link ?? null
    }
    const link = (await find(`slug=${encodeURIComponent(slug)}`)) ?? (await find('per_page=1'))
    if (!link) return null
    // An empty answer (WordPress restarting, or no theme to render with) paints nothing, and
    // Lighthouse would fail on it (NO_FCP).
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

/**
 * Adds the WordPress theme's runs to .lighthouseci (`--additive`). A reference only: when
 * Lighthouse fails on it (the PHP server of scripts/wordpress-real.sh is slow under load), the table
 * goes without its row and the site's figures stand.
 */
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
 * Loads each page three times, then once each image, script, stylesheet and font it refers to,
 * with Chromium's Accept and Accept-Encoding headers: what a warm production server has already
 * done (rendered the cached pages, transformed each image once per width), so that the first
 * route's run does not pay for it.
 */
async function warmUp(origin, routes) {
  const assets = new Set()
  for (const route of routes) {
    for (let i = 0; i < 3; i++) {
      const html = await (await fetch(origin + route)).text()
      if (i > 0) continue
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
}

/** The LHRs `lhci collect` left in .lighthouseci, by URL. */
function readRuns() {
  const byUrl = new Map()
  for (const file of readdirSync(LHCI_DIR).filter((name) => /^lhr-\d+\.json$/.test(name))) {
    const lhr = JSON.parse(readFileSync(join(LHCI_DIR, file), 'utf8'))
    const url = lhr.requestedUrl
    byUrl.set(url, [...(byUrl.get(url) ?? []), lhr])
  }
  return byUrl
}

/** Prints the table of a run. */
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
            ...STATIC_ROUTES,
            '/blog/page/2',
            `/blog/categorie/${slugs.category}`,
            `/blog/${slugs.post}`,
          ]
    // The production server (server/server.mjs), as the container runs it: compression, cache
    // headers and static files are part of what a visitor gets.
    site = await startSite({ port: SITE_PORT, env })
    await warmUp(origin, routes)
    const urls = routes.map((route) => `${origin}${route}`)
    const themeUrl = await themeArticleUrl(slugs.post)
    // PHP's first answers are slow (opcode cache, WordPress's own caches): not what a visitor gets.
    if (themeUrl) for (let i = 0; i < 3; i++) await (await fetch(themeUrl)).text()
    const load = loadavg()[0]
    console.log(
      `Lighthouse CI: ${urls.length} routes${themeUrl ? ' and WordPress’s theme' : ''}, ${RUNS} runs each (load average ${load.toFixed(1)} on ${cpus().length} cores${BUSY ? ', one core kept busy beside it' : ''}).`,
    )

    rmSync(REPORTS, { recursive: true, force: true })
    mkdirSync(REPORTS, { recursive: true })
    // Without scripts: one run a route, kept apart.
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
    // The measured runs, in RUNS passes of one run a URL: every route and the reference get a run
    // in each part of the measurement, so that the machine's load, which changes over the
    // measurement, weighs on them alike (`lhci collect` would run each URL N times in a row).
    // `lhci assert` reads them from .lighthouseci; the first pass clears the runs without scripts.
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
    let ok = true
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
