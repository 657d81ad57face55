/**
 * `npm run bench:blog`: load test of the blog with and without the WordPress cache.
 *
 * Builds the site when stale (for the demo WordPress's origin), starts the demo WordPress in this
 * process and the production site (`next start`), then measures `/blog` and one article with
 * autocannon (50 connections, 10 s each) in four scenarios:
 *   (a) warm cache (WORDPRESS_CACHE_SECONDS=300), WordPress answering at once;
 *   (b) cache off (0);
 *   (c) warm cache, WordPress delaying every answer by 1 s;
 *   (d) cache off, the same delay.
 * Prints one table (median and p99 latency, requests per second, non-2xx answers, the REST calls
 * WordPress received during the run, and the site's CPU time per request, which unlike latency
 * does not depend on what else loads the machine) and writes it to `.bench/blog.json`. Everything is
 * stopped at the end, and the whole run is bounded in time (BENCH_TIMEOUT_SECONDS, default 600).
 *
 * Environment: BENCH_DURATION (seconds per run, 10), BENCH_CONNECTIONS (50), BENCH_PORT (first
 * port tried for the site, 3060), BENCH_WP_PORT (demo WordPress, 3160; the build depends on it).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { startDemoWordPress } from '../demo-wordpress/server.mjs'
import { buildIfStale } from './build-if-stale.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const HOST = '127.0.0.1'
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WP_PORT = Number(process.env.BENCH_WP_PORT ?? 3160)
const FIRST_SITE_PORT = Number(process.env.BENCH_PORT ?? 3060)
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 600)
const SECRET = 'secret-du-banc-de-mesure'
const DELAY_MS = 1000
const WARM_UP_REQUESTS = 30

let demo = null
let site = null

/** Stops the site: SIGTERM, then SIGKILL after 5 s. */
async function stopSite() {
  const child = site
  site = null
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/** Stops the site and the demo WordPress. */
async function stopAll() {
  await stopSite()
  await demo?.close()
  demo = null
}

const watchdog = setTimeout(async () => {
  console.error(`Benchmark still running after ${TIMEOUT_SECONDS} s: stopping.`)
  await stopAll()
  process.exit(1)
}, TIMEOUT_SECONDS * 1000)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopAll()
    process.exit(130)
  })
}

/** First port from `start` on which nothing listens. */
async function freePort(start) {
  for (let port = start; port < start + 100; port++) {
    const free = await new Promise((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(false))
      server.listen(port, HOST, () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port from ${start}`)
}

async function demoControl(path, body) {
  const response = await fetch(`${demo.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

/** REST calls the demo WordPress received since its stats were last reset. */
async function restCalls() {
  const { requests } = await demoControl('/__demo/stats')
  return Object.entries(requests)
    .filter(([path]) => path.startsWith('/wp-json'))
    .reduce((sum, [, count]) => sum + count, 0)
}

/** Puts the demo WordPress back to normal with the given delay, and zeroes its stats. */
async function setDelay(delayMs) {
  await demoControl('/__demo/reset', {})
  await demoControl('/__demo/mode', { delayMs })
}

/** Starts `next start` with this cache setting and waits until it answers. */
async function startSite(port, cacheSeconds, env) {
  site = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', HOST],
    {
      cwd: ROOT,
      env: {
        ...env,
        WORDPRESS_CACHE_SECONDS: String(cacheSeconds),
        REVALIDATE_SECRET: SECRET,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const started = Date.now()
  while (Date.now() - started < 30_000) {
    if (site.exitCode !== null) throw new Error(`next start exited with code ${site.exitCode}`)
    try {
      const response = await fetch(`http://${HOST}:${port}/mentions-legales`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('next start did not answer within 30 s')
}

async function get(url) {
  const response = await fetch(url)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
}

/**
 * Expires every cached WordPress answer through the webhook, then loads each route
 * WARM_UP_REQUESTS times: the first load fills the cache, the others let V8 optimise the
 * rendering code so that the first scenario is not measured against a cold process.
 */
async function warmUp(origin, routes) {
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': SECRET },
  })
  if (!response.ok) throw new Error(`webhook answered ${response.status}`)
  for (let round = 0; round < WARM_UP_REQUESTS; round++) {
    for (const route of routes) await get(`${origin}${route}`)
  }
}

/**
 * CPU seconds (user + system) the site's process has used, from /proc on Linux; `null` elsewhere.
 * Unlike latency, CPU time per request does not grow when other programs load the machine.
 */
function siteCpuSeconds() {
  const file = `/proc/${site?.pid}/stat`
  if (!site?.pid || !existsSync(file)) return null
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ')
  // utime and stime, in clock ticks (USER_HZ, 100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** One autocannon run; resolves to the table row. */
async function measure(scenario, origin, route) {
  const before = await restCalls()
  const cpuBefore = siteCpuSeconds()
  const result = await autocannon({
    url: `${origin}${route}`,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 30,
  })
  return {
    scenario,
    route,
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx + result.errors + result.timeouts,
    wordpressCalls: (await restCalls()) - before,
    cpuMsPerRequest:
      cpuBefore === null || result.requests.total === 0
        ? null
        : Math.round(((siteCpuSeconds() - cpuBefore) * 10000) / result.requests.total) / 10,
  }
}

function printTable(rows) {
  const header = [
    'scenario',
    'route',
    'median (ms)',
    'p99 (ms)',
    'req/s',
    'non-2xx',
    'WordPress calls',
    'site CPU ms/req',
  ]
  const lines = rows.map((row) => [
    row.scenario,
    row.route,
    String(row.medianMs),
    String(row.p99Ms),
    String(row.requestsPerSecond),
    String(row.non2xx),
    String(row.wordpressCalls),
    row.cpuMsPerRequest === null ? '–' : String(row.cpuMsPerRequest),
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((l) => l[i].length)))
  const format = (cells) =>
    `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`
  console.log(format(header))
  console.log(
    `| ${widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
  )
  for (const line of lines) console.log(format(line))
}

async function main() {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    WORDPRESS_API_URL: `http://${HOST}:${WP_PORT}/wp-json/wp/v2`,
  }
  buildIfStale(env)

  demo = await startDemoWordPress({ port: WP_PORT, host: HOST })
  const [first] = await (await fetch(`${demo.apiUrl}/posts?per_page=1&_fields=slug`)).json()
  const routes = ['/blog', `/blog/${first.slug}`]
  const port = await freePort(FIRST_SITE_PORT)
  const origin = `http://${HOST}:${port}`
  console.log(
    `Site ${origin}, demo WordPress ${demo.apiUrl}; ${CONNECTIONS} connections, ${DURATION} s per run.`,
  )

  const rows = []
  const plan = [
    {
      cacheSeconds: 300,
      runs: [
        ['(a) warm cache', 0],
        ['(c) warm cache, WordPress +1 s', DELAY_MS],
      ],
    },
    {
      cacheSeconds: 0,
      runs: [
        ['(b) cache off', 0],
        ['(d) cache off, WordPress +1 s', DELAY_MS],
      ],
    },
  ]
  for (const { cacheSeconds, runs } of plan) {
    await startSite(port, cacheSeconds, env)
    for (const [scenario, delayMs] of runs) {
      await setDelay(delayMs)
      await warmUp(origin, routes)
      for (const route of routes) {
        const row = await measure(scenario, origin, route)
        console.log(
          `${scenario} ${route}: median ${row.medianMs} ms, p99 ${row.p99Ms} ms, ${row.requestsPerSecond} req/s`,
        )
        rows.push(row)
      }
    }
    await stopSite()
  }
  rows.sort((a, b) => a.scenario.localeCompare(b.scenario))
  console.log('')
  printTable(rows)
  mkdirSync(join(ROOT, '.bench'), { recursive: true })
  writeFileSync(
    join(ROOT, '.bench', 'blog.json'),
    JSON.stringify(
      { at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, rows },
      null,
      2,
    ),
  )
}

let exitCode = 0
try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await stopAll()
  clearTimeout(watchdog)
}
process.exit(exitCode)
