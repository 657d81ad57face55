/**
 * What the benchmarks and the cluster test share besides starting the stack (stack.mjs): driving
 * the demo WordPress's test switches and finding its pages, loading the site with autocannon,
 * printing a table, writing a report under `.bench/`, finding the real WordPress of
 * scripts/wordpress-real.sh, and running `main` so that everything started is stopped whatever
 * happens.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'

const ROOT = new URL('../..', import.meta.url).pathname

/**
 * Calls one of the demo WordPress's `/__demo/*` switches (demo-wordpress/test-controls.mjs): GET
 * without `body`, POST with it as JSON.
 * @param {string} demoUrl the demo's site URL, without trailing slash.
 * @param {string} path e.g. `/__demo/stats`.
 * @param {unknown} [body]
 * @returns {Promise<any>} the JSON answer.
 * @throws Error when the answer is not 2xx.
 */
export async function demoControl(demoUrl, path, body) {
  const response = await fetch(`${demoUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

/**
 * Writes `.bench/{name}.json` with the time of the run and `data`.
 * @param {string} name e.g. `blog`.
 * @param {Record<string, unknown>} data
 */
export function writeBenchReport(name, data) {
  mkdirSync(join(ROOT, '.bench'), { recursive: true })
  writeFileSync(
    join(ROOT, '.bench', `${name}.json`),
    JSON.stringify({ at: new Date().toISOString(), ...data }, null, 2),
  )
}

/**
 * Runs `main`, prints its error if it throws, always awaits `cleanup`, then exits: 1 when `main`
 * threw, or when `assert` is set and `main` resolved to `false`; 0 otherwise.
 * @param {() => Promise<boolean | void>} main
 * @param {{ cleanup: () => Promise<void>, assert?: boolean }} options
 */
export async function runMain(main, { cleanup, assert = false }) {
  let exitCode = 0
  try {
    const met = await main()
    if (assert && met === false) exitCode = 1
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error)
    exitCode = 1
  } finally {
    await cleanup()
  }
  process.exit(exitCode)
}

/**
 * On Ctrl-C (SIGINT) or SIGTERM, awaits `cleanup` and exits 130, so that an interrupted script
 * leaves no server, Redis or demo WordPress running behind it.
 * @param {() => Promise<void>} cleanup
 */
export function cleanUpOnSignals(cleanup) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await cleanup()
      process.exit(130)
    })
  }
}

/**
 * The newest post's slug and the slug of the category with the most posts, read from the demo
 * WordPress: the article and the category page the benchmarks load.
 * @param {string} apiUrl the demo's REST base.
 * @returns {Promise<{ post: string, category: string }>}
 */
export async function demoSlugs(apiUrl) {
  const first = async (query) => (await (await fetch(`${apiUrl}${query}&_fields=slug`)).json())[0]
  const post = await first('/posts?per_page=1')
  const category = await first('/categories?hide_empty=true&orderby=count&order=desc')
  return { post: post.slug, category: category.slug }
}

/**
 * One autocannon run: `connections` connections for `seconds`, each requesting `paths` in turn.
 * A request unanswered after 10 s counts as a timeout.
 * @param {string} origin
 * @param {string[]} paths
 * @param {{ connections: number, seconds: number, setupClient?: (client: any) => void }} options
 * @returns {Promise<{ requests: number, requestsPerSecond: number, p50Ms: number, p99Ms: number,
 *   maxMs: number, non2xx: number, errors: number, timeouts: number, failures: number }>}
 *   `failures`: non-2xx answers, connection errors and timeouts together.
 */
export async function loadTest(origin, paths, { connections, seconds, setupClient }) {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
    setupClient,
  })
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

/**
 * Prints a Markdown table, padded so that it also reads as plain text: the first `left` columns
 * aligned left, the others (figures) right. `undefined` and `null` cells print empty.
 * @param {string[]} header
 * @param {unknown[][]} rows
 * @param {number} [left=1]
 */
export function printTable(header, rows, left = 1) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')))
  const widths = header.map((_, i) => Math.max(3, ...cells.map((row) => row[i].length)))
  const pad = (cell, i) => (i < left ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))
  const rule = widths.map((w, i) => (i < left ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`))
  for (const row of [cells[0], rule, ...cells.slice(1)])
    console.log(`| ${row.map((cell, i) => (row === rule ? cell : pad(cell, i))).join(' | ')} |`)
}

/**
 * The median of `values`, without averaging: the middle value of an odd count, the upper of the two
 * middle ones of an even count, so that the median of scores or of measured times is one of them.
 * @param {number[]} values
 * @returns {number | undefined} `undefined` for no value.
 */
export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
}

/**
 * REST base of the real WordPress of scripts/wordpress-real.sh: `WORDPRESS_REAL_API_URL`, else
 * the `WORDPRESS_API_URL` line of the `.wordpress-real/env` it writes; `null` when neither is set.
 * @returns {string | null} without trailing slash.
 */
export function realWordPressApiUrl() {
  const file = join(ROOT, '.wordpress-real', 'env')
  const fromFile = existsSync(file)
    ? /^WORDPRESS_API_URL=(\S+)$/m.exec(readFileSync(file, 'utf8'))?.[1]
    : undefined
  return (process.env.WORDPRESS_REAL_API_URL || fromFile)?.replace(/\/+$/, '') ?? null
}
