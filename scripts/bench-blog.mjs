/**
 * `npm run bench:blog [-- --assert]`: how the blog's cached HTML holds load against
 * `/mentions-legales` (no WordPress) and a bare `node:http` server sending the same bytes, with
 * WordPress answering at once, then taking 1 s with `WORDPRESS_CACHE_SECONDS=5`. Each blog page
 * runs right after the reference: the median of those paired ratios and the CPU time per request
 * are what to read on a shared machine. Goals: every blog page at ≥ 0.9 of the reference's
 * throughput, p99 ≤ 2 × its p99, no error. Writes `.bench/blog.json`. Environment:
 * BENCH_DURATION (10 s), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3), BENCH_PORT (3060),
 * BENCH_WP_PORT (3160), BENCH_TIMEOUT_SECONDS (900).
 */
import http from 'node:http'
import {
  cliOptions,
  demoControl,
  demoSlugs,
  envNumber,
  loadSettings,
  loadTest,
  median,
  printTable,
  ratio,
  runMain,
  writeBenchReport,
} from './lib/script-run.mjs'
import { freePort, HOST } from './lib/server-process.mjs'
import { prepareStack, processUsage, startSite } from './lib/stack.mjs'

const { assert } = cliOptions(['assert'])
const LOAD = loadSettings('BENCH')
const REFERENCE = '/mentions-legales'
const SECRET = 'secret-du-banc-de-mesure'
/** Each scenario: WordPress's cache in seconds and its delay in milliseconds. */
const SCENARIOS = [
  { scenario: 'WordPress at once', cacheSeconds: '300', delayMs: 0 },
  { scenario: 'WordPress +1 s, cache 5 s', cacheSeconds: '5', delayMs: 1000 },
]

async function restCalls(demo) {
  const { requests } = await demoControl(demo.url, '/__demo/stats')
  return Object.entries(requests)
    .filter(([path]) => path.startsWith('/wp-json'))
    .reduce((sum, [, count]) => sum + count, 0)
}

/** Expires the blog, then loads each route until it is a cache HIT: its bytes and type. */
async function warmUp(origin, routes, articleSlug) {
  const headers = { 'x-revalidate-secret': SECRET, 'Content-Type': 'application/json' }
  const body = JSON.stringify({ slug: articleSlug, action: 'update' })
  const webhook = await fetch(`${origin}/api/revalidate`, { method: 'POST', headers, body })
  if (!webhook.ok) throw new Error(`webhook answered ${webhook.status}`)
  const pages = new Map()
  for (const route of routes) {
    for (let attempt = 0; !pages.has(route); attempt++) {
      const response = await fetch(`${origin}${route}`)
      const body = Buffer.from(await response.arrayBuffer())
      if (!response.ok) throw new Error(`GET ${route} answered ${response.status}`)
      const state = response.headers.get('x-astro-cache')
      if (state === 'HIT')
        pages.set(route, { body, type: response.headers.get('content-type') ?? 'text/html' })
      else if (attempt > 50) throw new Error(`${route} is never served from the cache (${state})`)
      else await new Promise((resolve) => setTimeout(resolve, 200))
    }
    for (let i = 0; i < 20; i++) await (await fetch(`${origin}${route}`)).arrayBuffer()
  }
  return pages
}

async function startBare(port, pages) {
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '')
    if (!page) return res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': page.type, 'Content-Length': page.body.length })
    res.end(page.body)
  })
  await new Promise((resolve) => server.listen(port, HOST, resolve))
  return server
}

/**
 * Each route in turn within a round. With the site's `pid` (and its `demo`), each blog route runs
 * right after the reference, under the same load: `pairedRatio` is the median of route ÷ reference
 * over the rounds; `cpuMs` the server's CPU ms per request, `wordpressCalls` its REST requests.
 * Each route keeps its best round for the table, errors add up.
 */
async function measureAll(scenario, origin, routes, { pid, demo } = {}) {
  const runs = []
  const pairs = new Map()
  async function measure(route, round) {
    const callsBefore = pid ? await restCalls(demo) : 0
    const cpuBefore = pid ? processUsage(pid).cpuMs : 0
    const result = await loadTest(origin, [route], LOAD)
    const { requests, requestsPerSecond, p50Ms, p99Ms, failures } = result
    const row = { scenario, route, requestsPerSecond, p50Ms, p99Ms, errors: failures }
    if (pid && requests > 0)
      row.cpuMs = Math.round(((processUsage(pid).cpuMs - cpuBefore) / requests) * 1000) / 1000
    if (pid) row.wordpressCalls = (await restCalls(demo)) - callsBefore
    console.log(
      `${scenario} ${route} (round ${round}): ${requestsPerSecond} req/s, p50 ${p50Ms} ms, p99 ${p99Ms} ms, ${failures} errors` +
        (row.cpuMs === undefined ? '' : `, server CPU ${row.cpuMs} ms a request`),
    )
    runs.push(row)
    return row
  }
  for (let round = 1; round <= LOAD.rounds; round++)
    for (const route of routes) {
      if (!pid) await measure(route, round)
      else if (route !== REFERENCE) {
        const reference = await measure(REFERENCE, round)
        const paired = (await measure(route, round)).requestsPerSecond / reference.requestsPerSecond
        pairs.set(route, [...(pairs.get(route) ?? []), paired])
      }
    }
  return routes.map((route) => {
    const all = runs.filter((row) => row.route === route)
    const sum = (key) => all.reduce((total, row) => total + row[key], 0)
    const row = all.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a))
    Object.assign(row, { errors: sum('errors') }, pid && { wordpressCalls: sum('wordpressCalls') })
    if (pairs.has(route)) row.pairedRatio = Math.round(median(pairs.get(route)) * 100) / 100
    return row
  })
}

const COLUMNS = {
  scenario: 'scenario',
  route: 'route',
  'req/s': 'requestsPerSecond',
  'p50 ms': 'p50Ms',
  'p99 ms': 'p99Ms',
  errors: 'errors',
  '× reference': 'vsReference',
  '× ref. paired': 'pairedRatio',
  '× bare': 'vsBare',
  'CPU ms/req': 'cpuMs',
  'CPU × ref.': 'cpuVsReference',
  'WP calls': 'wordpressCalls',
}

async function main(defer) {
  const { env, demo } = await prepareStack({
    wpPort: envNumber('BENCH_WP_PORT', 3160),
    env: { ...process.env, REVALIDATE_SECRET: SECRET, SHUTDOWN_DRAIN_SECONDS: '0' },
  })
  defer(() => demo.close())
  const slugs = await demoSlugs(demo.apiUrl)
  const category = `/blog/categorie/${slugs.category}`
  const routes = [REFERENCE, '/blog', '/blog/page/2', category, `/blog/${slugs.post}`]
  const sitePort = await freePort(envNumber('BENCH_PORT', 3060))
  const barePort = await freePort(sitePort + 1)
  console.log(
    `${LOAD.connections} connections, ${LOAD.seconds} s a run; demo WordPress ${demo.apiUrl}; routes: ${routes.join(', ')}`,
  )

  const measured = []
  let pages
  for (const { scenario, cacheSeconds, delayMs } of SCENARIOS) {
    const site = await startSite({
      port: sitePort,
      env: { ...env, WORDPRESS_CACHE_SECONDS: cacheSeconds },
    })
    defer(site.stop)
    const warm = await warmUp(site.origin, routes, slugs.post)
    pages ??= warm
    await demoControl(demo.url, '/__demo/mode', { delayMs })
    measured.push(await measureAll(scenario, site.origin, routes, { pid: site.child.pid, demo }))
    await site.stop()
  }

  const bare = await startBare(barePort, pages)
  defer(() => new Promise((resolve) => bare.close(resolve)))
  const bareRows = await measureAll('bare Node, same bytes', `http://${HOST}:${barePort}`, routes)

  const bareByRoute = new Map(bareRows.map((row) => [row.route, row]))
  const goals = []
  for (const rows of measured) {
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
  const rows = [...measured.flat(), ...bareRows]
  console.log('')
  printTable(COLUMNS, rows, 2)
  console.log(
    '\nGoal: blog pages ≥ 0.9 × the reference’s req/s (median of the paired runs), p99 ≤ 2 × its p99, 0 errors.',
  )
  for (const goal of goals)
    console.log(`${goal.ok ? 'met    ' : 'NOT MET'} ${goal.what}: ${goal.detail}`)
  writeBenchReport('blog', { connections: LOAD.connections, duration: LOAD.seconds, rows, goals })
  return goals.every((goal) => goal.ok) || !assert
}

await runMain(main, { timeoutSeconds: envNumber('BENCH_TIMEOUT_SECONDS', 900) })
