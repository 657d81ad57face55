/**
 * Production server of the site: serves the standalone build (`.next/standalone`, next.config.ts
 * `output`) through Next.js's custom-server API (Next.js documentation « Custom Server »). It is
 * copied next to the standalone `server.js` — by the Dockerfile as `/app/server.mjs`, by
 * scripts/lib/stack.mjs `prepareStandalone()` for `npm start` and the tests — and serves the
 * folder it sits in.
 *
 * Fair under saturation. Node.js accepts one new connection per turn of its event loop (seen with
 * strace: one `accept4` per `epoll_wait`), and a turn runs every request that is ready: when 200
 * connections are busy, a turn takes hundreds of milliseconds, and connections opened at that
 * moment waited more than 10 s in the kernel's accept queue (README « Load and memory »). Requests
 * are therefore queued and started at most `REQUESTS_PER_TURN` (8) per turn, in arrival order:
 * turns stay short, new connections are accepted within milliseconds, and the work done per second
 * is the same.
 *
 * Settings (README « Settings »): `PORT` (3000), `HOSTNAME` (0.0.0.0), `KEEP_ALIVE_TIMEOUT_MS`
 * (65000), `HEADERS_TIMEOUT_MS` (66000), `REQUEST_TIMEOUT_MS` (30000), `SHUTDOWN_DRAIN_SECONDS` (5),
 * `SHUTDOWN_GRACE_SECONDS` (20), `REQUESTS_PER_TURN` (8). Node's memory limit is a flag of the
 * `node` command (`--max-old-space-size`, README « Load and memory »).
 *
 * Every HTML page is rewritten on its way out so that its scripts start after its first paint
 * (scripts-after-paint.mjs, copied next to this file), then compressed. The build's scripts and
 * stylesheets are compressed once each and answered from memory (static-assets.mjs).
 *
 * Shutdown. SIGTERM (Docker, Kubernetes, systemd): /api/health answers 503 at once so that load
 * balancers stop sending traffic, requests are still served for `SHUTDOWN_DRAIN_SECONDS`, then the
 * server stops accepting connections, finishes the requests in flight (at most
 * `SHUTDOWN_GRACE_SECONDS` more) and exits 0. SIGINT (Ctrl-C) skips the drain.
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rewriteHtmlResponses } from './scripts-after-paint.mjs'
import { createStaticAssets } from './static-assets.mjs'

const dir = dirname(fileURLToPath(import.meta.url))

/**
 * Request header by which this server tells Next.js that it mapped `/blog` to `/blog/page/1`
 * itself, so that next.config.ts's permanent redirect of `/blog/page/1` to `/blog` (`missing`
 * condition) lets that request through. Removed from every request that comes from outside.
 */
const BLOG_FIRST_PAGE_HEADER = 'x-roques-blog-first-page'

/**
 * Serves `/blog`, the list's first page, as `/blog/page/1` before Next.js routes it. next.config.ts
 * rewrites it too, but a request rewritten by Next.js's router cost the server 1.11 to 1.15 × the
 * CPU time of the same bytes served under their own path (README « The blog under load »). Only a
 * document request for the bare path is mapped: with a query string (a filter, a former `?page=N`)
 * or an `RSC` header (a client navigation, whose answer, even a redirect, must name `/blog`),
 * Next.js's rewrite and proxy.ts do their work as before. Mutates `req`.
 * @param {import('node:http').IncomingMessage} req
 */
function mapBlogFirstPage(req) {
  delete req.headers[BLOG_FIRST_PAGE_HEADER]
  if (
    req.url === '/blog' &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.headers.rsc === undefined
  ) {
    req.url = '/blog/page/1'
    req.headers[BLOG_FIRST_PAGE_HEADER] = '1'
  }
}

/** Global flag read by app/api/health/route.ts: true once the server is shutting down. */
const SHUTTING_DOWN = Symbol.for('roques-avocat.shutting-down')

/**
 * A non-negative integer from the environment, or `fallback`.
 * @param {string} name
 * @param {number} fallback
 */
function setting(name, fallback) {
  const raw = process.env[name]?.trim()
  const value = Number(raw)
  return raw && Number.isInteger(value) && value >= 0 ? value : fallback
}

const settings = {
  port: setting('PORT', 3000),
  hostname: process.env.HOSTNAME?.trim() || '0.0.0.0',
  // Longer than the 60 s idle timeout of common load balancers (AWS ALB, nginx's upstream
  // keepalive_timeout): the balancer closes an idle connection first, never the site while the
  // balancer reuses it (which would answer 502 to a visitor).
  keepAliveTimeoutMs: setting('KEEP_ALIVE_TIMEOUT_MS', 65_000),
  // Node.js requires it above keepAliveTimeout; it bounds how long a client may take to send its
  // request headers (slowloris).
  headersTimeoutMs: setting('HEADERS_TIMEOUT_MS', 66_000),
  // Time to receive a whole request: the site only takes small bodies (the webhook's 4 KB).
  requestTimeoutMs: setting('REQUEST_TIMEOUT_MS', 30_000),
  drainSeconds: setting('SHUTDOWN_DRAIN_SECONDS', 5),
  shutdownTimeoutSeconds: setting('SHUTDOWN_GRACE_SECONDS', 20),
  requestsPerTurn: Math.max(1, setting('REQUESTS_PER_TURN', 8)),
}

await run()

async function run() {
  process.env.NODE_ENV = 'production'
  process.chdir(dir)
  const { config } = JSON.parse(
    readFileSync(join(dir, '.next', 'required-server-files.json'), 'utf8'),
  )
  // As the standalone server.js does: Next.js uses this configuration instead of looking for
  // next.config.ts, which the standalone output does not hold.
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  const require = createRequire(import.meta.url)
  const next = require('next')
  const app = next({
    dev: false,
    dir,
    hostname: settings.hostname,
    port: settings.port,
    conf: config,
  })
  await app.prepare()
  const nextHandle = app.getRequestHandler()
  // Next.js's own compression (next.config.ts sets `compress: false` so that it is done here, once):
  // the page's scripts are rewritten first (scripts-after-paint.mjs), then the result compressed.
  const compress = require('next/dist/compiled/compression')()
  // The build's scripts and stylesheets, compressed once each rather than on every request
  // (static-assets.mjs, copied next to this file).
  const serveStatic = createStaticAssets(dir)
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} */
  const handle = async (req, res) => {
    if (serveStatic(req, res)) return
    compress(req, res, () => {})
    rewriteHtmlResponses(res)
    mapBlogFirstPage(req)
    return nextHandle(req, res)
  }

  let inFlight = 0
  /** @type {[import('node:http').IncomingMessage, import('node:http').ServerResponse][]} */
  const waiting = []
  let turnScheduled = false
  // Runs in the « check » phase; what it queues with setImmediate runs in the next turn, after the
  // loop has polled the sockets (and accepted a waiting connection).
  const startSome = () => {
    turnScheduled = false
    for (let started = 0; started < settings.requestsPerTurn && waiting.length > 0; started++) {
      const [req, res] = /** @type {[any, any]} */ (waiting.shift())
      if (res.destroyed) continue
      handle(req, res).catch((/** @type {unknown} */ error) => {
        console.error(error)
        if (!res.headersSent) res.writeHead(500).end('Internal Server Error')
      })
    }
    if (waiting.length > 0) {
      turnScheduled = true
      setImmediate(startSome)
    }
  }
  const server = http.createServer((req, res) => {
    inFlight++
    res.once('close', () => inFlight--)
    waiting.push([req, res])
    if (!turnScheduled) {
      turnScheduled = true
      setImmediate(startSome)
    }
  })
  server.keepAliveTimeout = settings.keepAliveTimeoutMs
  server.headersTimeout = settings.headersTimeoutMs
  server.requestTimeout = settings.requestTimeoutMs

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(settings.port, settings.hostname, () => resolve(undefined))
  })
  console.log(
    `[server] Listening on http://${settings.hostname}:${settings.port} (pid ${process.pid}).`,
  )

  let stopping = false
  const stop = async (/** @type {'SIGTERM' | 'SIGINT'} */ signal) => {
    if (stopping) return
    stopping = true
    Reflect.set(globalThis, SHUTTING_DOWN, true)
    const drain = signal === 'SIGTERM' ? settings.drainSeconds : 0
    console.log(
      `[server] ${signal}: health answers 503; closing in ${drain} s, then finishing ${inFlight} request(s) in flight.`,
    )
    await new Promise((resolve) => setTimeout(resolve, drain * 1000))
    const deadline = setTimeout(() => {
      console.error(`[server] ${inFlight} request(s) still running: exiting anyway.`)
      process.exit(1)
    }, settings.shutdownTimeoutSeconds * 1000)
    // Idle keep-alive connections are closed at once, busy ones once their answer is sent.
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    await new Promise((resolve) => server.close(() => resolve(undefined)))
    clearInterval(idle)
    clearTimeout(deadline)
    console.log('[server] Every request answered: exiting.')
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
