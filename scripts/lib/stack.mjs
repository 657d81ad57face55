/**
 * Starting the site for scripts, in one place: the demo WordPress and a production build that is
 * never stale (`prepareStack`), a free port, the production server (server/server.mjs over the
 * build in `dist/`, as in the container image) with given settings, waiting until it answers,
 * stopping it, and reading its memory. Used by `npm start`, the browser tests' server, the
 * benchmarks, the cluster test and the real-WordPress test; the build itself is
 * scripts/build-if-stale.mjs.
 *
 * Every Node process is started with the project's Node.js (./node.mjs): Astro needs Node.js ≥
 * 22.12 (README « Two commands »).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'
import { startDemoWordPress } from '../../demo-wordpress/server.mjs'
import { buildIfStale } from '../build-if-stale.mjs'
import { NODE } from './node.mjs'

const ROOT = new URL('../..', import.meta.url).pathname
export const HOST = '127.0.0.1'
/** The production server's entry: Fastify over Astro's handler and `dist/client`. */
export const SERVER_ENTRY = join(ROOT, 'server', 'server.mjs')

/** REST base of the demo WordPress listening on loopback `port`. */
export const demoApiUrl = (port) => `http://${HOST}:${port}/wp-json/wp/v2`

/**
 * What every script does before it starts the site: builds the production site for the settings
 * of `env` when the build is stale (scripts/build-if-stale.mjs), then starts the demo WordPress in
 * this process on `wpPort`. The build comes first: it never needs WordPress (no blog page is
 * rendered at build time).
 * @param {{ env?: NodeJS.ProcessEnv, wpPort?: number, build?: boolean }} options
 *   `wpPort`: start the demo WordPress there and point `WORDPRESS_API_URL` to it; without it, the
 *   site reads the WordPress `env` names. `build: false` when the caller guarantees a fresh build
 *   (the browser tests' server, started by Playwright after scripts/test.mjs built).
 * @returns {Promise<{ env: NodeJS.ProcessEnv, demo: Awaited<ReturnType<typeof startDemoWordPress>> | null }>}
 *   `env`: the sites' environment (`env`, telemetry off, the demo's `WORDPRESS_API_URL`); `demo`:
 *   the running demo WordPress, to `close()`.
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
 * First TCP port from `start` on which nothing listens on loopback.
 * @param {number} start
 * @returns {Promise<number>}
 * @throws Error when the 100 ports from `start` are all taken.
 */
export async function freePort(start) {
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

/**
 * Polls `url` until it answers 2xx.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess }} [options]
 * @throws Error after `timeoutMs` (30 s) or when `child` exits first.
 */
export async function waitUntilUp(url, { timeoutMs = 30_000, child } = {}) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Sends `signal` to `child` unless it has exited, SIGKILL after `killAfterMs`, and resolves with
 * its exit code once it has exited.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} [signal='SIGTERM']
 * @param {number} [killAfterMs=5000]
 * @returns {Promise<number | null>}
 */
export async function stopChild(child, signal = 'SIGTERM', killAfterMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs)
  const code = await exited
  clearTimeout(timer)
  return /** @type {number | null} */ (code)
}

/**
 * V8 heap limit of the production server, in MB, unless `NODE_OPTIONS` sets one (README « Load and
 * memory »): the Dockerfile sets the same value.
 */
export const DEFAULT_MAX_OLD_SPACE_MB = 384

/**
 * `node` flags for the production server: `--max-old-space-size` unless `NODE_OPTIONS` holds it.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function nodeMemoryArgs(env) {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? '')
    ? []
    : [`--max-old-space-size=${DEFAULT_MAX_OLD_SPACE_MB}`]
}

/**
 * The production server's command: `node [memory flags] server/server.mjs`, with the environment
 * it reads (`PORT`, `HOST`, production mode) over `env`.
 * @param {{ port: number | string, env: NodeJS.ProcessEnv, host?: string }} options
 * @returns {{ command: string, args: string[], env: NodeJS.ProcessEnv }}
 */
export function siteCommand({ port, env, host = HOST }) {
  return {
    command: NODE,
    args: [...nodeMemoryArgs(env), SERVER_ENTRY],
    env: { ...env, HOST: host, PORT: String(port), NODE_ENV: 'production' },
  }
}

/**
 * Starts the production server (server/server.mjs over `dist/`, the container's command) on
 * loopback `port` with `env` and waits until `readyPath` answers 2xx (SIGKILL when it does not
 * within `timeoutMs`). The build must be fresh ({@link prepareStack}). `stop(signal)` sends
 * SIGTERM by default (the server drains for `SHUTDOWN_DRAIN_SECONDS`: set it low in tests) and
 * resolves with the exit code; SIGKILL after `killAfterMs`.
 * @param {{ port: number, env: NodeJS.ProcessEnv, stdio?: 'ignore' | 'inherit' | 'pipe', killAfterMs?: number, timeoutMs?: number, readyPath?: string, host?: string }} options
 *   `readyPath`: a page that answers 200 once the server serves the site (`/mentions-legales`, a
 *   page that reads no WordPress); `host`: the interface to listen on (loopback by default; it
 *   is polled through loopback either way).
 * @returns {Promise<{ origin: string, child: import('node:child_process').ChildProcess, stop: (signal?: NodeJS.Signals) => Promise<number | null> }>}
 */
export async function startSite({
  port,
  env,
  stdio = 'ignore',
  killAfterMs = 30_000,
  timeoutMs = 60_000,
  readyPath = '/mentions-legales',
  host = HOST,
}) {
  const { command, args, env: childEnv } = siteCommand({ port, env, host })
  const child = spawn(command, args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', stdio, stdio === 'pipe' ? 'pipe' : 'inherit'],
  })
  const origin = `http://${HOST}:${port}`
  const stop = (signal = 'SIGTERM') => stopChild(child, signal, killAfterMs)
  try {
    await waitUntilUp(`${origin}${readyPath}`, { child, timeoutMs })
  } catch (error) {
    await stop('SIGKILL')
    throw error
  }
  return { origin, child, stop }
}

/**
 * A process and its descendants, read from /proc (Linux): the pids, `pid` first.
 * @param {number} pid
 * @returns {number[]}
 */
function processTree(pid) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = []
  const visit = (id) => {
    tree.push(id)
    for (const child of children.get(id) ?? []) visit(child)
  }
  visit(pid)
  return tree
}

/**
 * Resident memory of a process and of its descendants, in bytes, read from /proc (Linux).
 * @param {number} pid
 * @returns {{ total: number, byPid: Record<number, number> }}
 */
export function residentMemory(pid) {
  const byPid = {}
  for (const id of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8')
      byPid[id] = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
    } catch {
      // The process ended meanwhile.
    }
  }
  return { total: Object.values(byPid).reduce((sum, bytes) => sum + bytes, 0), byPid }
}

/** Clock ticks a second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux's usual builds). */
let clockTicks = 0

/**
 * CPU time (user and system) used so far by a process and its descendants, in milliseconds, read
 * from /proc/<pid>/stat (Linux, proc(5): `utime` and `stime`, fields 14 and 15), at the clock
 * tick's resolution (10 ms). It moves far less than requests a second with what else the machine
 * runs, so it compares what two pages cost the server.
 * @param {number} pid
 * @returns {number}
 */
export function cpuTimeMs(pid) {
  let ticks = 0
  for (const id of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // The process ended meanwhile.
    }
  }
  clockTicks ||= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
  return (ticks * 1000) / clockTicks
}

/**
 * Path of a program of a Debian package, installed with apt-get when missing (CI runs as root on
 * Debian).
 * @param {string} program e.g. `redis-server`, `nginx`.
 * @param {string} pkg the Debian package that ships it.
 * @returns {string}
 * @throws Error when it is missing and cannot be installed.
 */
export function debianPackageBinary(program, pkg) {
  const candidates = [`/usr/bin/${program}`, `/usr/sbin/${program}`, `/usr/local/bin/${program}`]
  const found = () => candidates.find((path) => existsSync(path))
  if (found()) return /** @type {string} */ (found())
  console.log(`── Installing Debian's ${pkg}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env,
  })
  const path = found()
  if (update.status !== 0 || install.status !== 0 || !path)
    throw new Error(
      `${program} is missing and could not be installed (apt-get install ${pkg}, as root).`,
    )
  return path
}

/**
 * Starts Redis on loopback `port`, without persistence (a restart comes back empty), and waits
 * until it answers PING.
 * @param {string} binary path of redis-server.
 * @param {number} port
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 *   `stop` kills it (SIGKILL: the way a crash looks to the site).
 * @throws Error when it does not answer within 5 s.
 */
export async function startRedis(binary, port) {
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', HOST, '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }
  for (let i = 0; i < 50; i++) {
    if (await redisAnswers(port)) return { child, stop }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`redis-server did not start on port ${port}`)
}

/** True when something answers Redis's PING on loopback `port`. */
function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST)
    socket.setTimeout(500, () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
  })
}
