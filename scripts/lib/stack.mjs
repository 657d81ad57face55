/**
 * Starting the site for scripts in one place: the demo WordPress, a fresh build, the production
 * server as the container runs it (its process: ./server-process.mjs), its memory and CPU time.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startDemoWordPress } from '../../demo-wordpress/server.mjs'
import { buildIfStale } from '../build-if-stale.mjs'
import { NODE } from './node.mjs'
import { demoSlugs, envNumber } from './script-run.mjs'
import { HOST, startServer } from './server-process.mjs'

const ROOT = new URL('../..', import.meta.url).pathname
export const SERVER_ENTRY = join(ROOT, 'dist', 'node', 'server.js')

export const demoApiUrl = (port) => `http://${HOST}:${port}/wp-json/wp/v2`

/**
 * Builds when stale, then starts the demo WordPress in this process on `wpPort`, if given.
 * @param {{ env?: NodeJS.ProcessEnv, wpPort?: number, build?: boolean }} options
 * @returns {Promise<{ env: NodeJS.ProcessEnv, demo: import('../../demo-wordpress/server.mjs').DemoWordPress | null }>}
 * @throws Error when the build fails or `wpPort` is taken.
 */
export async function prepareStack({ env = process.env, wpPort, build = true }) {
  const siteEnv = { ...env, ASTRO_TELEMETRY_DISABLED: '1' }
  if (wpPort !== undefined) siteEnv.WORDPRESS_API_URL = demoApiUrl(wpPort)
  if (build) buildIfStale(siteEnv)
  const demo = wpPort === undefined ? null : await startDemoWordPress({ port: wpPort, host: HOST })
  return { env: siteEnv, demo }
}

/**
 * V8's memory flags of the server, in MB, as the Dockerfile's NODE_OPTIONS sets them: the heap's
 * limit, and a young generation whose default keeps about 64 MB after a burst of connections
 * (docs/benchmarks.md « Load and memory »).
 */
export const NODE_MEMORY_FLAGS = { 'max-old-space-size': 384, 'max-semi-space-size': 2 }

/**
 * glibc's malloc settings of the server, as the Dockerfile's ENV sets them (README « Load and
 * memory », glibc « Memory Allocation Tunables »): two arenas instead of one per thread, and freed
 * memory given back to the system instead of kept (docs/benchmarks.md « Load and memory »).
 */
export const NODE_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '65536',
}

/** @returns {string[]} each of NODE_MEMORY_FLAGS that `env.NODE_OPTIONS` does not set already */
export function nodeMemoryArgs(env) {
  return Object.entries(NODE_MEMORY_FLAGS)
    .filter(([flag]) => !(env.NODE_OPTIONS ?? '').includes(`--${flag}`))
    .map(([flag, mb]) => `--${flag}=${mb}`)
}

/**
 * The production server's command, on the project's Node.js (./node.mjs).
 * @param {{ port: number | string, env: NodeJS.ProcessEnv, host?: string }} options
 * @returns {{ command: string, args: string[], env: NodeJS.ProcessEnv }}
 */
export function siteCommand({ port, env, host = HOST }) {
  return {
    command: NODE,
    args: [...nodeMemoryArgs(env), SERVER_ENTRY],
    env: { ...NODE_MALLOC_ENV, ...env, HOST: host, PORT: String(port), NODE_ENV: 'production' },
  }
}

/**
 * Starts the production server over a fresh build and waits until `readyPath`, a page that reads
 * no WordPress, answers. `stop()` sends SIGTERM: the server drains for `SHUTDOWN_DRAIN_SECONDS`.
 * @param {{ port: number, env: NodeJS.ProcessEnv, stdio?: 'ignore' | 'inherit' | 'pipe', killAfterMs?: number, timeoutMs?: number, readyPath?: string, host?: string }} options
 *   `stdio`, `killAfterMs` and `timeoutMs` as startServer (./server-process.mjs) takes them
 * @returns {ReturnType<typeof startServer>}
 */
export function startSite({ port, env, readyPath = '/mentions-legales', host = HOST, ...options }) {
  const url = `http://${HOST}:${port}${readyPath}`
  return startServer({ ...siteCommand({ port, env, host }), cwd: ROOT, url, ...options })
}

/**
 * The stack the browser benchmarks measure: the demo WordPress on BENCH_WP_PORT (3170), the
 * production server on BENCH_PORT (3070) with `SITE_URL` its origin, WordPress's answers kept
 * 300 s, no drain on stop; each given to `defer` to stop (runMain, ./script-run.mjs).
 * @param {(stop: () => unknown) => void} defer
 * @returns {Promise<{ origin: string, slugs: { post: string, category: string } }>}
 */
export async function startBenchSite(defer) {
  const port = envNumber('BENCH_PORT', 3070)
  const origin = `http://localhost:${port}`
  const { env, demo } = await prepareStack({
    wpPort: envNumber('BENCH_WP_PORT', 3170),
    env: {
      ...process.env,
      SITE_URL: origin,
      WORDPRESS_CACHE_SECONDS: '300',
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
  })
  defer(() => demo?.close())
  defer((await startSite({ port, env })).stop)
  return { origin, slugs: await demoSlugs(/** @type {any} */ (demo).apiUrl) }
}

/** `getconf CLK_TCK`. */
let clockTicks = 0

/**
 * A process's resident memory and its user and system CPU time so far (proc(5): `VmRSS`, `utime`,
 * `stime`), which varies far less than requests a second with the machine's load.
 * @returns {{ rssBytes: number, cpuMs: number }}
 */
export function processUsage(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  clockTicks ||= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
  return {
    rssBytes: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024,
    cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks,
  }
}
