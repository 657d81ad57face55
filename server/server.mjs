// Production server (README « Deploying »): Fastify in front of Astro's Node handler (Astro « Node
// adapter », middleware mode). On SIGTERM, `/api/health` answers 503 while the server keeps serving
// for `SHUTDOWN_DRAIN_SECONDS`, so that load balancers move away; SIGINT skips the drain.
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { readdirSync } from 'node:fs'
import http from 'node:http'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CapturedResponse } from './captured-response.mjs'
import { DEFAULT_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.mjs'
import { trustedProxies } from './trusted-proxies.mjs'

/** Read by src/pages/api/health.ts. */
const SHUTTING_DOWN = Symbol.for('roques-avocat.shutting-down')

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** As the content pages rendered on demand. */
const PRERENDERED_PAGE = 'public, s-maxage=3600, stale-while-revalidate=86400'

const CLIENT_DIR = fileURLToPath(new URL('../dist/client/', import.meta.url))

/** @param {string} name @param {number} fallback */
function setting(name, fallback) {
  const raw = process.env[name]?.trim()
  const value = Number(raw)
  return raw && Number.isInteger(value) && value >= 0 ? value : fallback
}

const settings = {
  port: setting('PORT', 3000),
  host: process.env.HOST?.trim() || '0.0.0.0',
  // Above the 60 s idle timeout of common load balancers, so that the balancer closes an idle
  // connection first: the site closing one the balancer reuses would answer 502.
  keepAliveTimeoutMs: setting('KEEP_ALIVE_TIMEOUT_MS', 65_000),
  // Node.js requires it above keepAliveTimeout.
  headersTimeoutMs: setting('HEADERS_TIMEOUT_MS', 66_000),
  requestTimeoutMs: setting('REQUEST_TIMEOUT_MS', 30_000),
  drainSeconds: setting('SHUTDOWN_DRAIN_SECONDS', 5),
  graceSeconds: setting('SHUTDOWN_GRACE_SECONDS', 20),
  acceptSockets: Math.max(1, setting('ACCEPT_SOCKETS', 8)),
  trustProxy: trustedProxies(process.env.TRUST_PROXY),
}

/** @returns {Map<string, string>} path → file, without Astro's error pages, which it reads itself */
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

/** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
async function renderWithAstro(request, reply) {
  const response = new CapturedResponse(request.raw)
  // Fastify's `request.ip` follows `TRUST_PROXY`; Astro's `clientAddress` is the socket's.
  const locals = { clientAddress: request.ip }
  // Should the adapter throw rather than answer a 500, the answer is cut short, not left waiting.
  astroHandler(request.raw, response, undefined, locals).catch((/** @type {Error} */ error) =>
    response.destroy(error),
  )
  const { statusCode, headers } = await response.head
  reply.code(statusCode)
  for (const [name, value] of Object.entries(headers)) reply.header(name, value)
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

/** @type {import('node:http').Server[]} Fastify's own first */
const servers = []
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
  trustProxy: settings.trustProxy,
  serverFactory: createServer,
  // A broken percent-encoding gets the site's 404 page rather than a bare 400.
  frameworkErrors(error, request, reply) {
    if (error.code !== 'FST_ERR_BAD_URL') return reply.send(error)
    setSecurityHeaders(reply.raw)
    request.raw.url = '/404'
    return renderWithAstro(request, reply)
  },
})

// Bodies are Astro's to read.
app.removeAllContentTypeParsers()
app.addContentTypeParser('*', (_request, _payload, done) => done(null))

/** What the site answers; OPTIONS, TRACE, PUT… reached Astro, which rendered or failed (500). */
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST'])
const ALLOW = [...ALLOWED_METHODS].join(', ')

app.addHook('onRequest', (request, reply, done) => {
  setSecurityHeaders(reply.raw)
  if (ALLOWED_METHODS.has(request.method)) return done()
  reply
    .code(request.method === 'OPTIONS' ? 204 : 405)
    .header('Allow', ALLOW)
    .header('Cache-Control', 'no-store')
    .send()
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
  // One route per file, listed at start: every other path reaches Astro.
  wildcard: false,
  index: false,
  // Prerendered pages answer under their path only; compressed copies in place of their file.
  allowedPath: (pathName) => !/\.(?:html|br|gz)$/.test(pathName),
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
app.setNotFoundHandler(renderWithAstro)

// Several sockets accept on the port: Node.js accepts one connection per socket and turn of its
// event loop, and with one, bursts of connections went unanswered (README « Load and memory »).
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
