/**
 * Starting the site for scripts in one place: the demo WordPress, a fresh build, the production
 * server as the container runs it (its process: ./server-process.mjs), and reading its memory and
 * CPU time. Node processes run on the project's Node.js (./node.mjs).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'
import { startDemoWordPress } from '../../demo-wordpress/server.mjs'
import { buildIfStale } from '../build-if-stale.mjs'
import { NODE } from './node.mjs'
import { HOST, startServer } from './server-process.mjs'

export { freePort, HOST, stopChild, waitUntilUp } from './server-process.mjs'

const ROOT = new URL('../..', import.meta.url).pathname
export const SERVER_ENTRY = join(ROOT, 'server', 'server.ts')

export const demoApiUrl = (port) => `http://${HOST}:${port}/wp-json/wp/v2`

/**
 * Builds when stale, then starts the demo WordPress in this process on `wpPort`, if given.
 * @param {{ env?: NodeJS.ProcessEnv, wpPort?: number, build?: boolean }} options
 * @returns {Promise<{ env: NodeJS.ProcessEnv, demo: Awaited<ReturnType<typeof startDemoWordPress>> | null }>}
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
 * V8's memory flags of the server, in MB, as the Dockerfile's NODE_OPTIONS sets them (README « Load
 * and memory »): the heap's limit, and the young generation's semi-space, whose default lets V8
 * keep about 64 MB of pages after a burst of connections (docs/benchmarks.md « Load and memory »).
 */
export const NODE_MEMORY_FLAGS = { 'max-old-space-size': 384, 'max-semi-space-size': 2 }

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]} each of NODE_MEMORY_FLAGS that `NODE_OPTIONS` does not set already
 */
export function nodeMemoryArgs(env) {
  return Object.entries(NODE_MEMORY_FLAGS)
    .filter(([flag]) => !(env.NODE_OPTIONS ?? '').includes(`--${flag}`))
    .map(([flag, mb]) => `--${flag}=${mb}`)
}

/**
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
 * Starts the production server over a fresh build and waits until `readyPath`, a page that reads
 * no WordPress, answers. `stop()` sends SIGTERM: the server drains for `SHUTDOWN_DRAIN_SECONDS`.
 * @param {{ port: number, env: NodeJS.ProcessEnv, stdio?: 'ignore' | 'inherit' | 'pipe', killAfterMs?: number, timeoutMs?: number, readyPath?: string, host?: string }} options
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
  return startServer({
    ...siteCommand({ port, env, host }),
    cwd: ROOT,
    url: `http://${HOST}:${port}${readyPath}`,
    stdio,
    killAfterMs,
    timeoutMs,
  })
}

/**
 * @param {number} pid
 * @returns {number[]} `pid` and its descendants, from /proc (Linux)
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
      // Ended meanwhile.
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
 * @param {number} pid
 * @returns {{ total: number, byPid: Record<number, number> }} resident bytes, with descendants
 */
export function residentMemory(pid) {
  const byPid = {}
  for (const id of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8')
      byPid[id] = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
    } catch {
      // Ended meanwhile.
    }
  }
  return { total: Object.values(byPid).reduce((sum, bytes) => sum + bytes, 0), byPid }
}

/** `getconf CLK_TCK`. */
let clockTicks = 0

/**
 * User and system CPU time so far, with descendants (proc(5): `utime`, `stime`). It varies far
 * less than requests a second with the machine's load.
 * @param {number} pid
 * @returns {number} milliseconds
 */
export function cpuTimeMs(pid) {
  let ticks = 0
  for (const id of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // Ended meanwhile.
    }
  }
  clockTicks ||= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
  return (ticks * 1000) / clockTicks
}

/**
 * Installs `pkg` with apt-get when `program` is missing (CI runs as root on Debian).
 * @param {string} program
 * @param {string} pkg
 * @returns {string} the program's path
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
 * Starts Redis without persistence; `stop` kills it with SIGKILL, as a crash looks to the site.
 * @param {string} binary
 * @param {number} port
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 * @throws Error when it does not answer PING in time.
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
