/**
 * Starting the site for scripts: a free port, `next start` on the production build with given
 * settings, waiting until it answers, and stopping it. Used by the benchmarks; the build itself is
 * scripts/build-if-stale.mjs.
 */
import { spawn } from 'node:child_process'
import net from 'node:net'
import { join } from 'node:path'

const ROOT = new URL('../..', import.meta.url).pathname
export const HOST = '127.0.0.1'

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
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
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
 * Starts `next start` on `port` with `env` and waits until it answers: the site's /mentions-legales,
 * or the root of the Next.js app in `dir` when one is given.
 * @param {{ port: number, env: NodeJS.ProcessEnv, stdio?: 'ignore' | 'inherit', dir?: string }} options
 * @returns {Promise<{ origin: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
export async function startSite({ port, env, stdio = 'ignore', dir }) {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/next/dist/bin/next'),
      'start',
      ...(dir ? [dir] : []),
      '-p',
      String(port),
      '-H',
      HOST,
    ],
    {
      cwd: ROOT,
      env: { NEXT_TELEMETRY_DISABLED: '1', ...env, NODE_ENV: 'production' },
      stdio: ['ignore', stdio, 'inherit'],
    },
  )
  const origin = `http://${HOST}:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  try {
    await waitUntilUp(`${origin}${dir ? '/' : '/mentions-legales'}`, { child })
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, child, stop }
}
