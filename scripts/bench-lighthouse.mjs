/**
 * `npm run bench:lighthouse [-- --assert] [-- --runs N] [-- /route …]`: Lighthouse CI on every
 * route of the site, an article, a later list page and a category page, next to the smallest
 * Next.js page, in Debian's Chromium (never a downloaded browser).
 *
 * 1. builds the site when stale for `SITE_URL=http://localhost:BENCH_PORT` (default 3070), so that
 *    canonical URLs are the tested URLs, and starts the demo WordPress in this process (port
 *    `BENCH_WP_PORT`, default 3170) (scripts/lib/stack.mjs `prepareStack`);
 * 2. builds the reference page of scripts/lighthouse/empty-next (one heading, one sentence: what
 *    Next.js itself costs a page) with plain `next build`, as Next.js ships it: without the compile
 *    hint that the site's scripts get (scripts/compile-hints.mjs; README « V8's compile hint » gives
 *    the empty page with it too);
 * 3. starts both (the site with its production server, scripts/server.mjs, and
 *    `WORDPRESS_CACHE_SECONDS=300`) and warms the site up;
 * 4. `lhci collect` with lighthouserc.json (Lighthouse's default mobile settings: simulated slow 4G,
 *    4× CPU slowdown) once a URL with every script blocked, which is what the page costs without
 *    JavaScript, then in N passes (default 3) of one run a URL, the reference pages included, so
 *    that a change of the machine's load touches every URL alike; each figure is the median of its
 *    N values (`summarizeRuns`, scripts/lib/lighthouse-report.mjs);
 * 5. prints one table (the four scores, FCP, LCP, TBT, the longest main-thread task in milliseconds
 *    as Lighthouse simulates it, CLS, script KB, LCP with scripts blocked, and Performance against
 *    the reference page of the same run), writes `reports/lighthouse.json` and the full reports
 *    under `reports/lighthouse/`.
 *
 * Second reference: when the real WordPress of scripts/wordpress-real.sh is set up (its
 * `.wordpress-real/env`, or `WORDPRESS_REAL_API_URL`) and answers, the same article as rendered by
 * WordPress's own default theme (the post's `link` in the REST API) is measured in the same runs and
 * printed as a row of its own: what the practice would get from WordPress alone.
 *
 * `--assert`: `lhci assert` with lighthouserc.json (Accessibility, Best Practices and SEO at 100, CLS
 * 0 and each route's script budget as errors; Performance, LCP and TBT as warnings, as they move
 * with the machine's load). `--assert-performance`: also every route's Performance at least the
 * reference page's (meaningful with the median of 3 runs or more). `--no-blocked` skips the runs
 * with scripts blocked (CI runs `--assert --runs 1 --no-blocked`).
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, sep } from 'node:path'
import { newestMtime } from './build-if-stale.mjs'
import { CATEGORIES, summarize, summarizeRuns } from './lib/lighthouse-report.mjs'
import { demoSlugs, printTable, realWordPressApiUrl } from './lib/script-run.mjs'
import { freePort, prepareStack, startSite, startStandaloneSite } from './lib/stack.mjs'
import { STATIC_ROUTES } from './routes.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3070)
const WP_PORT = Number(process.env.BENCH_WP_PORT ?? 3170)
const REFERENCE_DIR = join(ROOT, 'scripts/lighthouse/empty-next')
const REPORTS = join(ROOT, 'reports/lighthouse')
const LHCI_DIR = join(ROOT, '.lighthouseci')
/** Name of the reference page in the table. */
export const REFERENCE = 'empty Next.js page'
/** Name of the WordPress theme's row in the table, followed by the article's path. */
export const THEME_REFERENCE = 'WordPress theme'

const args = process.argv.slice(2)
const ASSERT = args.includes('--assert')
const ASSERT_PERFORMANCE = args.includes('--assert-performance')
const WITHOUT_SCRIPTS = !args.includes('--no-blocked')
const RUNS = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 3)
const ONLY = args.filter((arg) => arg.startsWith('/'))

/**
 * Runs the `lhci` command line and resolves with its exit status. Asynchronous: the demo WordPress
 * answers from this process, and a background refresh of the site (after `WORDPRESS_CACHE_SECONDS`)
 * during a long run must find it answering.
 */
const lhci = (lhciArgs) =>
  new Promise((resolve, reject) => {
    spawn(process.execPath, [join(ROOT, 'node_modules/@lhci/cli/src/cli.js'), ...lhciArgs], {
      cwd: ROOT,
      stdio: 'inherit',
    })
      .on('error', reject)
      .on('exit', (code) => resolve(code))
  })

/** Builds the reference page when it has no build or its sources are newer. */
function buildReference() {
  const buildId = join(REFERENCE_DIR, '.next/BUILD_ID')
  if (newestMtime(buildId) > newestMtime(join(REFERENCE_DIR, 'app'))) return
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/next/dist/bin/next'), 'build', REFERENCE_DIR],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  )
  if (result.status !== 0) throw new Error('the reference page did not build')
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
 * Loads each page, the images it shows and every script and stylesheet of the build, as a warm
 * production server would hold them: the image optimiser's files, and the compressed copies that
 * scripts/static-assets.mjs makes of each static file after its first request (until then Next.js
 * answers with gzip: up to 14 % more script in the first route's run). Waits for those copies, 60 s
 * at most.
 */
async function warmUp(origin, routes) {
  for (const route of routes) {
    for (let i = 0; i < 3; i++) {
      const html = await (await fetch(origin + route)).text()
      if (i > 0) continue
      const images = [...html.matchAll(/\/_next\/image\?url=[^"\s]+?w=(?:640|750|828)&amp;q=75/g)]
      for (const [src] of images)
        // Chromium's Accept header: the optimiser keeps one file per format, and encoding is the
        // slow part that a visitor never waits for once the cache is warm.
        await (
          await fetch(origin + src.replace(/&amp;/g, '&'), {
            headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
          })
        ).arrayBuffer()
    }
  }
  const statics = readdirSync(join(ROOT, '.next/static'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:js|css|svg)$/.test(file))
    .map((file) => `${origin}/_next/static/${file.split(sep).join('/')}`)
  // Chromium's Accept-Encoding towards a loopback address.
  const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' }
  const deadline = Date.now() + 60_000
  let pending = statics
  while (pending.length > 0 && Date.now() < deadline) {
    const answers = await Promise.all(
      pending.map(async (url) => {
        const response = await fetch(url, { headers })
        await response.arrayBuffer()
        return response.headers.has('content-length') ? null : url
      }),
    )
    pending = answers.filter((url) => url !== null)
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (pending.length > 0)
    console.warn(`${pending.length} static files not compressed after 60 s: figures may be high.`)
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
      '≥ ref',
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
    standalone: true,
    env: {
      ...process.env,
      SITE_URL: origin,
      WORDPRESS_CACHE_SECONDS: '300',
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
  })
  let site = null
  let reference = null
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
    buildReference()
    // The production server (scripts/server.mjs), as the container runs it: it is what starts the
    // scripts after the first paint.
    site = await startStandaloneSite({ port: SITE_PORT, env })
    const referencePort = await freePort(SITE_PORT + 5)
    reference = await startSite({
      port: referencePort,
      env: { ...process.env },
      dir: REFERENCE_DIR,
    })
    await warmUp(origin, routes)
    const urls = routes.map((route) => `${origin}${route}`)
    const referenceUrl = `${reference.origin}/`
    const themeUrl = await themeArticleUrl(slugs.post)
    // PHP's first answers are slow (opcode cache, WordPress's own caches): not what a visitor gets.
    if (themeUrl) for (let i = 0; i < 3; i++) await (await fetch(themeUrl)).text()
    const references = [referenceUrl, ...(themeUrl ? [themeUrl] : [])]
    const load = loadavg()[0]
    console.log(
      `Lighthouse CI: ${urls.length} routes and ${references.length} reference pages, ${RUNS} runs each (load average ${load.toFixed(1)} on ${cpus().length} cores).`,
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
    // The measured runs, in RUNS passes of one run a URL: every route and the reference pages get
    // a run in each part of the measurement, so that the machine's load, which changes over its
    // twenty minutes, weighs on them alike (`lhci collect` would run each URL N times in a row).
    // `lhci assert` reads them from .lighthouseci; the first pass clears the runs without scripts.
    for (let pass = 0; pass < RUNS; pass++) {
      if (
        (await lhci([
          'collect',
          '--config=lighthouserc.json',
          '--numberOfRuns=1',
          ...(pass > 0 ? ['--additive'] : []),
          ...urlArgs([...urls, referenceUrl]),
        ])) !== 0
      )
        throw new Error('lhci collect failed')
      if (themeUrl) await collectTheme(themeUrl, ['--numberOfRuns=1'])
    }
    const runs = readRuns()
    cpSync(LHCI_DIR, join(REPORTS, 'runs'), { recursive: true })

    const referenceRow = { route: REFERENCE, ...summarizeRuns(runs.get(referenceUrl)) }
    const rows = []
    for (const [i, url] of urls.entries()) {
      const row = { route: routes[i], ...summarizeRuns(runs.get(url)) }
      const blocked = withoutScripts.get(url)?.[0]
      if (blocked) row.lcpWithoutScriptsMs = summarize(blocked).lcpMs
      row.atLeastReference = row.scores.performance >= referenceRow.scores.performance
      rows.push(row)
    }
    const themeRows = []
    if (runs.has(themeUrl)) {
      const row = {
        route: `${THEME_REFERENCE} ${new URL(themeUrl).pathname}`,
        ...summarizeRuns(runs.get(themeUrl)),
      }
      const blocked = withoutScripts.get(themeUrl)?.[0]
      if (blocked) row.lcpWithoutScriptsMs = summarize(blocked).lcpMs
      themeRows.push(row)
    }
    console.log('')
    printRows([...rows, referenceRow, ...themeRows])
    writeFileSync(
      join(ROOT, 'reports/lighthouse.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          loadAverage: load,
          runs: RUNS,
          rows,
          reference: referenceRow,
          wordpressTheme: themeRows[0] ?? null,
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
    for (const row of ASSERT_PERFORMANCE ? rows : []) {
      if (!row.atLeastReference) {
        console.error(
          `${row.route}: Performance ${row.scores.performance} below the reference page's ${referenceRow.scores.performance}`,
        )
        ok = false
      }
    }
    // The reference pages are no routes of the site: `lhci assert` only judges the site's URLs.
    rmSync(LHCI_DIR, { recursive: true, force: true })
    cpSync(join(REPORTS, 'runs'), LHCI_DIR, { recursive: true })
    for (const file of readdirSync(LHCI_DIR)) {
      if (!file.endsWith('.json')) continue
      const lhr = JSON.parse(readFileSync(join(LHCI_DIR, file), 'utf8'))
      if (references.includes(lhr.requestedUrl)) rmSync(join(LHCI_DIR, file))
    }
    if (ASSERT && (await lhci(['assert', '--config=lighthouserc.json'])) !== 0) ok = false
    return ok
  } finally {
    await site?.stop()
    await reference?.stop()
    await demo.close()
  }
}

try {
  process.exit((await main()) ? 0 : 1)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
