/**
 * Production server of the site (README « Deploying »): Fastify in front of Astro's Node handler
 * (`dist/server/entry.mjs` `handler`, node adapter in middleware mode: Astro « Node adapter »).
 *
 * - Compression of pages and files, Brotli or gzip as the browser accepts (@fastify/compress).
 * - The build's files from `dist/client` (@fastify/static), sent as compressed at build
 *   (server/precompress.mjs): hashed files under `/_astro/` with `Cache-Control: public,
 *   max-age=31536000, immutable`; pages prerendered at build under their path without `.html`.
 * - Every other request goes to Astro: pages, endpoints, images, 404s; its route cache
 *   (src/lib/cache/html-cache-provider.ts) answers what it holds.
 * - Security headers on every response (server/security-headers.mjs; a page's CSP is Astro's).
 * - `GET /api/health` (src/pages/api/health.ts) answers 503 from the moment SIGTERM arrives; the
 *   server keeps serving for `SHUTDOWN_DRAIN_SECONDS` so that load balancers stop sending
 *   traffic, then stops accepting connections, finishes the requests in flight (at most
 *   `SHUTDOWN_GRACE_SECONDS` more) and exits 0. SIGINT (Ctrl-C) skips the drain.
 *
 * Settings (README « Settings »): `PORT` (3000), `HOST` (0.0.0.0: every interface),
 * `KEEP_ALIVE_TIMEOUT_MS` (65000), `HEADERS_TIMEOUT_MS` (66000), `REQUEST_TIMEOUT_MS` (30000),
 * `SHUTDOWN_DRAIN_SECONDS` (5), `SHUTDOWN_GRACE_SECONDS` (20), `ACCEPT_SOCKETS` (8: sockets
 * accepting connections, below). V8's memory limit is a flag of the
 * `node` command (`--max-old-space-size`, README « Load and memory »).
 */
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { readdirSync } from 'node:fs'
import http from 'node:http'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CapturedResponse } from './captured-response.mjs'
import { DEFAULT_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.mjs'

/** Global flag read by src/pages/api/health.ts: true once the server is shutting down. */
const SHUTTING_DOWN = Symbol.for('roques-avocat.shutting-down')

/** Hashed build files (Vite names them after their content): cached for a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Pages prerendered at build change only with a deployment: as the content pages rendered on demand. */
const PRERENDERED_PAGE = 'public, s-maxage=3600, stale-while-revalidate=86400'

const CLIENT_DIR = fileURLToPath(new URL('../dist/client/', import.meta.url))

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
  host: process.env.HOST?.trim() || '0.0.0.0',
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
  graceSeconds: setting('SHUTDOWN_GRACE_SECONDS', 20),
  acceptSockets: Math.max(1, setting('ACCEPT_SOCKETS', 8)),
}

/**
 * Pages prerendered at build (`build.format: 'file'`: `a-propos.html`, `index.html`), by the path
 * they answer. `404.html` and `500.html` are Astro's own error pages, which its handler reads.
 * @returns {Map<string, string>} path → file, relative to `dist/client`.
 */
function prerenderedPages() {
  /** @type {Map<string, string>} */
  const pages = new Map()
  /** @param {string} dir */
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') visit(path)
        continue
      }
      if (!entry.name.endsWith('.html')) continue
      const file = relative(CLIENT_DIR, path).split(sep).join('/')
      if (file === '404.html' || file === '500.html') continue
      const route = `/${file.replace(/\.html$/, '').replace(/(?:^|\/)index$/, '')}`
      pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), file)
    }
  }
  visit(CLIENT_DIR)
  return pages
}

const { handler: astroHandler } = await import('../dist/server/entry.mjs')

/**
 * Answers `request` with Astro's handler, through `reply` (so compressed by @fastify/compress).
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function renderWithAstro(request, reply) {
  const response = new CapturedResponse(request.raw)
  // The adapter answers its own errors (a 500) on `response`; nothing is left to catch here.
  void astroHandler(request.raw, response)
  const { statusCode, headers } = await response.head
  reply.code(statusCode)
  for (const [name, value] of Object.entries(headers)) reply.header(name, value)
  // Answers without a body: what Astro wrote, if anything, is dropped.
  if (statusCode === 204 || statusCode === 304 || request.method === 'HEAD') {
    response.resume()
    return reply.send()
  }
  return reply.send(response)
}

/** @param {import('node:http').ServerResponse} res */
function setSecurityHeaders(res) {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value)
}

/**
 * Every listening server: Fastify's own first, then the other accept sockets (below).
 * @type {import('node:http').Server[]}
 */
const servers = []
/** Fastify's request handler, which every listening server calls. */
let fastifyHandler = /** @type {import('node:http').RequestListener | undefined} */ (undefined)

/** @param {import('node:http').RequestListener} handler */
function createServer(handler) {
  fastifyHandler = handler
  const server = http.createServer(handler)
  server.keepAliveTimeout = settings.keepAliveTimeoutMs
  server.headersTimeout = settings.headersTimeoutMs
  server.requestTimeout = settings.requestTimeoutMs
  servers.push(server)
  return server
}

const app = Fastify({
  logger: false,
  serverFactory: createServer,
  // A path whose percent-encoding is broken (`/blog/%E0`) gets the site's 404 page, like any
  // path that names nothing (docs/specification.md « Screens and routes »), where Fastify and
  // Astro would answer a bare 400.
  frameworkErrors(error, request, reply) {
    if (error.code !== 'FST_ERR_BAD_URL') return reply.send(error)
    setSecurityHeaders(reply.raw)
    request.raw.url = '/404'
    return renderWithAstro(request, reply)
  },
})

// Bodies are Astro's to read (the webhook, the preview's form): Fastify parses none.
app.removeAllContentTypeParsers()
app.addContentTypeParser('*', (_request, _payload, done) => done(null))

app.addHook('onRequest', (_request, reply, done) => {
  setSecurityHeaders(reply.raw)
  done()
})
// Astro writes the policy of each page; every other answer (files, feeds, JSON) gets the site's.
app.addHook('onSend', (_request, reply, payload, done) => {
  if (!reply.hasHeader('content-security-policy'))
    reply.header('Content-Security-Policy', DEFAULT_CONTENT_SECURITY_POLICY)
  done(null, payload)
})

// Registered before the static files, so that it compresses them too (@fastify/compress README).
await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false })
await app.register(fastifyStatic, {
  root: CLIENT_DIR,
  // One route per file, listed at start: every other path reaches Astro's route below.
  wildcard: false,
  index: false,
  // Prerendered pages answer under their path only (below), not as `/page.html`; the compressed
  // copies only in place of their file.
  allowedPath: (pathName) => !/\.(?:html|br|gz)$/.test(pathName),
  // The copies written at build (server/precompress.mjs), sent as they are, with their length.
  preCompressed: true,
  setHeaders(reply, path) {
    if (relative(CLIENT_DIR, path).startsWith(`_astro${sep}`))
      reply.header('Cache-Control', IMMUTABLE)
    reply.header('Vary', 'Accept-Encoding')
  },
})
for (const [route, file] of prerenderedPages()) {
  app.get(route, (_request, reply) =>
    reply.header('Cache-Control', PRERENDERED_PAGE).sendFile(file, { cacheControl: false }),
  )
}

app.all('/*', renderWithAstro)
// What @fastify/static declines (a compressed copy asked by its name) gets the site's 404 page.
app.setNotFoundHandler(renderWithAstro)

/*
 * Several sockets accept connections on the port (SO_REUSEPORT: Node.js `server.listen`
 * `reusePort`, which the kernel spreads new connections over). Node.js's event loop accepts one
 * connection per listening socket and turn (strace: one accept4 per epoll_wait), and a turn serves
 * every request already received: with one socket, a burst of new connections waited in the
 * kernel's queue for as many turns as there were connections, long enough under load for a
 * request to get no answer (README « Load and memory »). No request waits in a queue of the
 * server's own.
 */
const reusePort = settings.acceptSockets > 1
await app.listen({ port: settings.port, host: settings.host, reusePort })
for (let i = 1; i < settings.acceptSockets; i++) {
  const server = createServer(/** @type {import('node:http').RequestListener} */ (fastifyHandler))
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: settings.port, host: settings.host, reusePort }, () => resolve(undefined))
  })
}
console.log(`[server] Listening on http://${settings.host}:${settings.port} (pid ${process.pid}).`)

let stopping = false
/** @param {'SIGTERM' | 'SIGINT'} signal */
async function stop(signal) {
  if (stopping) return
  stopping = true
  Reflect.set(globalThis, SHUTTING_DOWN, true)
  const drain = signal === 'SIGTERM' ? settings.drainSeconds : 0
  console.log(`[server] ${signal}: health answers 503; closing in ${drain} s.`)
  await new Promise((resolve) => setTimeout(resolve, drain * 1000))
  const deadline = setTimeout(() => {
    console.error('[server] Requests still running after the grace period: exiting anyway.')
    process.exit(1)
  }, settings.graceSeconds * 1000)
  // Idle keep-alive connections are closed at once, busy ones once their answer is sent.
  const idle = setInterval(() => {
    for (const server of servers) server.closeIdleConnections()
  }, 100)
  await Promise.all([
    app.close(),
    ...servers.slice(1).map((server) => new Promise((resolve) => server.close(resolve))),
  ])
  clearInterval(idle)
  clearTimeout(deadline)
  console.log('[server] Every request answered: exiting.')
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
