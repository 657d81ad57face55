/**
 * `npm run bench:blog [-- --assert]`: how the blog's cached HTML holds load against
 * `/mentions-legales` (no WordPress) and a bare `node:http` server sending the same bytes, with
 * WordPress answering at once, then taking 1 s with `WORDPRESS_CACHE_SECONDS=5` so that pages are
 * rendered again behind. Each blog page runs right after the reference, BENCH_ROUNDS times; the
 * median of those paired ratios and the CPU time per request are what to read on a shared machine.
 * Goals: every blog page at ≥ 0.9 of the reference's throughput, p99 ≤ 2 × its p99, no error. Writes `.bench/blog.json`.
 * Environment: BENCH_DURATION (10 s), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3), BENCH_PORT (3060),
 * BENCH_WP_PORT (3160), BENCH_TIMEOUT_SECONDS (900).
 */
import http from 'node:http'
import {
  cleanUpOnSignals,
  demoControl as switchDemo,
  demoSlugs,
  loadTest,
  median,
  printTable,
  runMain,
  writeBenchReport,
} from './lib/script-run.mjs'
import { cpuTimeMs, freePort, HOST, prepareStack, startSite } from './lib/stack.mjs'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WP_PORT = Number(process.env.BENCH_WP_PORT ?? 3160)
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3060)
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 900)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const ASSERT = process.argv.includes('--assert')
const REFERENCE = '/mentions-legales'
const SECRET = 'secret-du-banc-de-mesure'

let demo = null
let site = null
let bare = null

async function stopAll() {
  await site?.stop()
  site = null
  await new Promise((resolve) => (bare ? bare.close(resolve) : resolve()))
  bare = null
  await demo?.close()
  demo = null
}

const watchdog = setTimeout(async () => {
  console.error(`Benchmark still running after ${TIMEOUT_SECONDS} s: stopping.`)
  await stopAll()
  process.exit(1)
}, TIMEOUT_SECONDS * 1000)
cleanUpOnSignals(stopAll)

const demoControl = (path, body) => switchDemo(demo.url, path, body)

async function restCalls() {
  const { requests } = await demoControl('/__demo/stats')
  return Object.entries(requests)
    .filter(([path]) => path.startsWith('/wp-json'))
    .reduce((sum, [, count]) => sum + count, 0)
}

/**
 * Expires the blog, then loads each route until it is a route-cache HIT, and more for V8 to
 * optimise; returns each route's bytes and content type, for the bare server.
 */
async function warmUp(origin, routes, articleSlug) {
  const webhook = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': SECRET, 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug: articleSlug, action: 'update' }),
  })
  if (!webhook.ok) throw new Error(`webhook answered ${webhook.status}`)
  const pages = new Map()
  for (const route of routes) {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${origin}${route}`)
      const body = Buffer.from(await response.arrayBuffer())
      if (!response.ok) throw new Error(`GET ${route} answered ${response.status}`)
      const state = response.headers.get('x-astro-cache')
      if (state === 'HIT') {
        pages.set(route, { body, type: response.headers.get('content-type') ?? 'text/html' })
        break
      }
      if (attempt > 50) throw new Error(`${route} is never served from the cache (${state})`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    for (let i = 0; i < 20; i++) await (await fetch(`${origin}${route}`)).arrayBuffer()
  }
  return pages
}

async function startBare(port, pages) {
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '')
    if (!page) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Type': page.type, 'Content-Length': page.body.length })
    res.end(page.body)
  })
  await new Promise((resolve) => server.listen(port, HOST, resolve))
  return server
}

/**
 * Each route in turn within a round; with `paired`, each blog route right after a run of the
 * reference, so that the two share the machine's load of that moment: the route's ratio is the
 * median over the rounds of route ÷ reference of each pair (`pairedRatio`). Each route keeps its
 * best round for the table, errors add up. `cpuMs`: the server's CPU milliseconds per request.
 */
async function measureAll(scenario, origin, routes, withCalls, pid, paired = false) {
  const best = new Map()
  const pairs = new Map()
  async function measure(route, round) {
    const before = withCalls ? await restCalls() : 0
    const cpuBefore = pid ? cpuTimeMs(pid) : 0
    const { requests, requestsPerSecond, p50Ms, p99Ms, failures } = await loadTest(
      origin,
      [route],
      { connections: CONNECTIONS, seconds: DURATION },
    )
    const row = { scenario, route, requestsPerSecond, p50Ms, p99Ms, errors: failures }
    if (pid && requests > 0)
      row.cpuMs = Math.round(((cpuTimeMs(pid) - cpuBefore) / requests) * 1000) / 1000
    if (withCalls) row.wordpressCalls = (await restCalls()) - before
    console.log(
      `${scenario} ${route} (round ${round}): ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.errors} errors` +
        (row.cpuMs === undefined ? '' : `, server CPU ${row.cpuMs} ms a request`),
    )
    const previous = best.get(route)
    const kept = !previous || row.requestsPerSecond > previous.requestsPerSecond ? row : previous
    if (previous) {
      kept.errors = row.errors + previous.errors
      if (withCalls) kept.wordpressCalls = row.wordpressCalls + previous.wordpressCalls
    }
    best.set(route, kept)
    return row
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const route of routes) {
      if (!paired) {
        await measure(route, round)
        continue
      }
      if (route === REFERENCE) continue
      const reference = await measure(REFERENCE, round)
      const row = await measure(route, round)
      pairs.set(route, [
        ...(pairs.get(route) ?? []),
        row.requestsPerSecond / reference.requestsPerSecond,
      ])
    }
  }
  return routes.map((route) => {
    const row = best.get(route)
    if (pairs.has(route)) row.pairedRatio = Math.round(median(pairs.get(route)) * 100) / 100
    return row
  })
}

function ratio(value, reference) {
  return reference > 0 ? Math.round((value / reference) * 100) / 100 : null
}

async function main() {
  const stack = await prepareStack({
    wpPort: WP_PORT,
    env: { ...process.env, REVALIDATE_SECRET: SECRET, SHUTDOWN_DRAIN_SECONDS: '0' },
  })
  const env = stack.env
  demo = stack.demo
  const slugs = await demoSlugs(demo.apiUrl)
  const routes = [
    REFERENCE,
    '/blog',
    '/blog/page/2',
    `/blog/categorie/${slugs.category}`,
    `/blog/${slugs.post}`,
  ]
  const sitePort = await freePort(FIRST_PORT)
  const barePort = await freePort(sitePort + 1)
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s a run; demo WordPress ${demo.apiUrl}; routes: ${routes.join(', ')}`,
  )

  site = await startSite({
    port: sitePort,
    env: { ...env, WORDPRESS_CACHE_SECONDS: '300' },
  })
  const pages = await warmUp(site.origin, routes, slugs.post)
  const fast = await measureAll(
    'WordPress at once',
    site.origin,
    routes,
    true,
    site.child.pid,
    true,
  )
  await site.stop()

  site = await startSite({
    port: sitePort,
    env: { ...env, WORDPRESS_CACHE_SECONDS: '5' },
  })
  await warmUp(site.origin, routes, slugs.post)
  await demoControl('/__demo/mode', { delayMs: 1000 })
  const slow = await measureAll(
    'WordPress +1 s, cache 5 s',
    site.origin,
    routes,
    true,
    site.child.pid,
    true,
  )
  await site.stop()
  site = null

  bare = await startBare(barePort, pages)
  const bareRows = await measureAll('bare Node, same bytes', `http://${HOST}:${barePort}`, routes)

  const bareByRoute = new Map(bareRows.map((row) => [row.route, row]))
  const goals = []
  for (const rows of [fast, slow]) {
    const reference = rows.find((row) => row.route === REFERENCE)
    for (const row of rows) {
      row.vsReference = ratio(row.requestsPerSecond, reference.requestsPerSecond)
      row.vsBare = ratio(row.requestsPerSecond, bareByRoute.get(row.route).requestsPerSecond)
      row.cpuVsReference = ratio(row.cpuMs, reference.cpuMs)
      if (row.route === REFERENCE) continue
      goals.push({
        what: `${row.scenario} ${row.route}`,
        ok: row.pairedRatio >= 0.9 && row.p99Ms <= 2 * reference.p99Ms && row.errors === 0,
        detail: `${row.pairedRatio} × throughput (paired), p99 ${row.p99Ms} ms vs ${reference.p99Ms} ms, ${row.errors} errors`,
      })
    }
  }
  const rows = [...fast, ...slow, ...bareRows]
  console.log('')
  printTable(
    [
      'scenario',
      'route',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      '× reference',
      '× ref. paired',
      '× bare',
      'CPU ms/req',
      'CPU × ref.',
      'WP calls',
    ],
    rows.map((row) => [
      row.scenario,
      row.route,
      row.requestsPerSecond,
      row.p50Ms,
      row.p99Ms,
      row.errors,
      row.vsReference,
      row.pairedRatio,
      row.vsBare,
      row.cpuMs,
      row.cpuVsReference,
      row.wordpressCalls,
    ]),
    2,
  )
  console.log('')
  console.log(
    'Goal: blog pages ≥ 0.9 × the reference’s req/s (median of the paired runs), p99 ≤ 2 × its p99, 0 errors.',
  )
  for (const goal of goals)
    console.log(`${goal.ok ? 'met    ' : 'NOT MET'} ${goal.what}: ${goal.detail}`)
  writeBenchReport('blog', { connections: CONNECTIONS, duration: DURATION, rows, goals })
  return goals.every((goal) => goal.ok)
}

await runMain(main, {
  assert: ASSERT,
  cleanup: async () => {
    await stopAll()
    clearTimeout(watchdog)
  },
})
