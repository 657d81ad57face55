/** What the benchmarks and the cluster test share besides starting the stack (stack.mjs). */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs, parseEnv } from 'node:util'
import autocannon from 'autocannon'
import { wordpressUrl } from '../../src/lib/wordpress/api-url.mjs'

const ROOT = new URL('../..', import.meta.url).pathname

/**
 * Calls a `/__demo/*` switch (demo-wordpress/test-controls.mjs): GET, or POST of `body` as JSON.
 * @returns {Promise<any>} its JSON answer
 * @throws Error when the answer is not 2xx.
 */
export async function demoControl(demoUrl, path, body) {
  const post = body !== undefined && { method: 'POST', body: JSON.stringify(body) }
  const headers = { 'Content-Type': 'application/json' }
  const response = await fetch(`${demoUrl}${path}`, { headers, ...post })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

/** Writes `data`, with the time, to `{folder}/{name}.json` in the repository. */
export function writeBenchReport(name, data, folder = '.bench') {
  mkdirSync(join(ROOT, folder), { recursive: true })
  const report = JSON.stringify({ at: new Date().toISOString(), ...data }, null, 2)
  writeFileSync(join(ROOT, folder, `${name}.json`), report)
}

/** The command line's `flags`, and `--runs N` (at least 1, else `runs`); others throw. */
export function cliOptions(flags, runs = 1) {
  const flag = { type: 'boolean', default: false }
  const options = Object.fromEntries(flags.map((name) => [name, flag]))
  const { values } = parseArgs({ options: { ...options, runs: { type: 'string' } } })
  return { ...values, runs: Math.max(1, Number(values.runs) || runs) }
}

/**
 * Runs `main(defer)`, then always awaits what it gave `defer`, newest first, also on SIGINT and
 * SIGTERM and after `timeoutSeconds`, so that nothing is left running when interrupted. The first
 * exit wins: 1 when `main` threw, resolved to `false`, or timed out; 130 when interrupted.
 * @param {(defer: (stop: () => unknown) => void) => Promise<boolean | void>} main
 * @param {{ timeoutSeconds?: number }} [options]
 */
export async function runMain(main, { timeoutSeconds } = {}) {
  const stops = []
  let exiting
  const exit = (code, message) =>
    (exiting ??= (async () => {
      if (message) console.error(message)
      for (const stop of stops.splice(0).reverse()) await stop()
      process.exit(code)
    })())
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => exit(130))
  const late = () => exit(1, `Benchmark still running after ${timeoutSeconds} s: stopping.`)
  if (timeoutSeconds) setTimeout(late, timeoutSeconds * 1000).unref()
  try {
    await exit((await main((stop) => stops.push(stop))) === false ? 1 : 0)
  } catch (error) {
    await exit(1, error instanceof Error ? error.stack : error)
  }
}

/** The load averages over 1, 5 and 15 minutes, `1.02 0.87 0.65`. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

/** `value ÷ reference` to two decimals; null without a reference. */
export const ratio = (value, reference) =>
  reference > 0 ? Math.round((value / reference) * 100) / 100 : null

/**
 * The newest post and the category with the most posts: what the benchmarks load.
 * @returns {Promise<{ post: string, category: string }>} their slugs
 */
export async function demoSlugs(apiUrl) {
  const first = async (route, query) =>
    (await (await fetch(wordpressUrl(apiUrl, route, { ...query, _fields: 'slug' }))).json())[0]
  const post = await first('/posts', { per_page: '1' })
  const query = { hide_empty: 'true', orderby: 'count', order: 'desc' }
  return { post: post.slug, category: (await first('/categories', query)).slug }
}

/**
 * One autocannon run, each connection requesting `paths` in turn.
 * @param {{ connections: number, seconds: number, setupClient?: (client: any) => void }} options
 * @returns {Promise<{ requests: number, requestsPerSecond: number, p50Ms: number, p99Ms: number,
 *   maxMs: number, non2xx: number, errors: number, timeouts: number, failures: number }>}
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
 * Prints a Markdown table that reads as plain text too; the first `left` columns aligned left.
 * @param {string[] | Record<string, string | ((row: any) => unknown)>} columns the headers, with
 *   rows as arrays of cells; or each header with its row's key, or a function of the row
 */
export function printTable(columns, rows, left = 1) {
  const header = Array.isArray(columns) ? columns : Object.keys(columns)
  const cellsOf = (row) =>
    Array.isArray(columns)
      ? row
      : Object.values(columns).map((key) => (typeof key === 'function' ? key(row) : row[key]))
  const cells = [header, ...rows.map(cellsOf)].map((row) => row.map((cell) => String(cell ?? '')))
  const widths = header.map((_, i) => Math.max(3, ...cells.map((row) => row[i].length)))
  const pad = (cell, i) => (i < left ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))
  const rule = widths.map((w, i) => (i < left ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`))
  for (const row of [cells[0], rule, ...cells.slice(1)])
    console.log(`| ${row.map((cell, i) => (row === rule ? cell : pad(cell, i))).join(' | ')} |`)
}

/** A number from the environment variable `name`, else `fallback`. */
export const envNumber = (name, fallback) => Number(process.env[name] ?? fallback)

/** A benchmark's load: `{prefix}_CONNECTIONS` (50), `_DURATION` (10 s), `_ROUNDS` (3). */
export const loadSettings = (prefix) => ({
  connections: envNumber(`${prefix}_CONNECTIONS`, 50),
  seconds: envNumber(`${prefix}_DURATION`, 10),
  rounds: envNumber(`${prefix}_ROUNDS`, 3),
})

/** The median without averaging (the upper middle of an even count): one of the measures. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * @returns {string | null} the REST base of scripts/wordpress-real.sh's WordPress:
 *   `WORDPRESS_REAL_API_URL`, else that of the `.wordpress-real/env` it writes
 */
export function realWordPressApiUrl() {
  const file = join(ROOT, '.wordpress-real', 'env')
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')).WORDPRESS_API_URL : null
  return (process.env.WORDPRESS_REAL_API_URL || fromFile)?.replace(/\/+$/, '') ?? null
}
