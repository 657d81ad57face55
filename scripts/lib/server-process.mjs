/**
 * A server as a child process (the site, Redis): a free loopback port, waiting until it answers,
 * stopping it. No `import.meta` and no import of the demo WordPress, so that Playwright's loader,
 * which compiles a spec and what it imports to CommonJS, can load it (e2e/helpers.ts).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import net from 'node:net'

export const HOST = '127.0.0.1'

/**
 * @returns {Promise<number>} the first free loopback port from `start`, else one the system picks
 * @throws Error when the 100 ports from `start` are all taken.
 */
export async function freePort(start = 0) {
  for (let port = start; port < start + 100; port++) {
    const server = net.createServer()
    const listening = new Promise((resolve) => {
      server.once('error', () => resolve(false)).listen(port, HOST, () => resolve(true))
    })
    if (!(await listening)) continue
    const { port: free } = /** @type {net.AddressInfo} */ (server.address())
    await new Promise((resolve) => server.close(resolve))
    return free
  }
  throw new Error(`no free port from ${start}`)
}

/**
 * Polls `url` until it answers 2xx.
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess }} [options]
 * @throws Error after `timeoutMs` (30 s) or when `child` exits first.
 */
export async function waitUntilUp(url, { timeoutMs = 30_000, child } = {}) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`)
    // Refused while it is not listening yet.
    const response = await fetch(url).catch(() => null)
    const body = await response?.arrayBuffer().catch(() => null)
    if (body && response?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Sends `signal` (SIGTERM), then SIGKILL after `killAfterMs` (5 s).
 * @returns {Promise<number | null>} the exit code
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
 * Starts `command` and waits until `url` answers 2xx; kills it with SIGKILL when it does not.
 * `stop()` sends SIGTERM, then SIGKILL after `killAfterMs`.
 * @param {{ command: string, args: string[], env: NodeJS.ProcessEnv, url: string, cwd?: string, stdio?: 'ignore' | 'inherit' | 'pipe', killAfterMs?: number, timeoutMs?: number }} options
 * @returns {Promise<{ origin: string, child: import('node:child_process').ChildProcess, stop: (signal?: NodeJS.Signals) => Promise<number | null> }>}
 * @throws Error when it exits or does not answer within `timeoutMs`.
 */
export async function startServer(options) {
  const { command, args, env, url, cwd } = options
  const { stdio = 'ignore', killAfterMs = 30_000, timeoutMs = 60_000 } = options
  const streams = ['ignore', stdio, stdio === 'pipe' ? 'pipe' : 'inherit']
  const child = spawn(command, args, { cwd, env, stdio: streams })
  const stop = (signal = 'SIGTERM') => stopChild(child, signal, killAfterMs)
  try {
    await waitUntilUp(url, { child, timeoutMs })
  } catch (error) {
    await stop('SIGKILL')
    throw error
  }
  return { origin: new URL(url).origin, child, stop }
}

/**
 * Installs `pkg` with apt-get when `program` is missing (CI runs as root on Debian).
 * @returns {string} the program's path
 * @throws Error when it is missing and cannot be installed.
 */
export function debianPackageBinary(program, pkg) {
  const candidates = [`/usr/bin/${program}`, `/usr/sbin/${program}`, `/usr/local/bin/${program}`]
  const found = () => candidates.find((path) => existsSync(path))
  if (found()) return /** @type {string} */ (found())
  console.log(`── Installing Debian's ${pkg}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const aptGet = (...args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0
  if (aptGet('update', '-qq')) aptGet('install', '-y', '-qq', '--no-install-recommends', pkg)
  const path = found()
  if (!path)
    throw new Error(
      `${program} is missing and could not be installed (apt-get install ${pkg}, as root).`,
    )
  return path
}

/**
 * Starts Redis without persistence (by default Debian's, installed when missing); `stop` kills it
 * with SIGKILL, as a crash looks to the site.
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, stop: () => Promise<unknown> }>}
 * @throws Error when it does not answer PING in 5 s.
 */
export async function startRedis(
  port,
  binary = debianPackageBinary('redis-server', 'redis-server'),
) {
  const args = ['--port', String(port), '--bind', HOST, '--save', '', '--appendonly', 'no']
  const child = spawn(binary, args, { stdio: 'ignore' })
  const stop = () => stopChild(child, 'SIGKILL')
  // redis-cli comes with redis-server (Debian's redis-tools, or `make install`).
  const ping = [join(dirname(binary), 'redis-cli'), ['-h', HOST, '-p', String(port), 'ping']]
  for (let i = 0; i < 50; i++) {
    if (spawnSync(...ping, { encoding: 'utf8' }).stdout?.trim() === 'PONG') return { child, stop }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`redis-server did not start on port ${port}`)
}
