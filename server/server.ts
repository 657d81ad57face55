// Production server (README « Deploying »): Node.js's HTTP server running request-handler.ts. On
// SIGTERM, /api/health answers 503 while it serves `SHUTDOWN_DRAIN_SECONDS` more, so that load
// balancers move away; SIGINT skips the drain.
import http, { STATUS_CODES } from 'node:http'
import { fileURLToPath } from 'node:url'
import { createRequestHandler, type AstroHandler } from './request-handler.ts'
import { SECURITY_HEADERS } from './security-headers.ts'
import { markShuttingDown } from './shutdown.ts'
import { trustedProxies } from './trusted-proxies.ts'

// Run from its compiled copy in dist/node/ (src/integrations/node-server.ts), beside the build.
const CLIENT_DIR = fileURLToPath(new URL('../client/', import.meta.url))

function setting(name: string, fallback: number): number {
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
  // A client slower than these is cut off (README « Behind a proxy »): headers, then the whole
  // request, body included.
  headersTimeoutMs: setting('HEADERS_TIMEOUT_MS', 10_000),
  requestTimeoutMs: setting('REQUEST_TIMEOUT_MS', 20_000),
  drainSeconds: setting('SHUTDOWN_DRAIN_SECONDS', 5),
  graceSeconds: setting('SHUTDOWN_GRACE_SECONDS', 20),
  acceptSockets: Math.max(1, setting('ACCEPT_SOCKETS', 8)),
  trust: trustedProxies(process.env.TRUST_PROXY),
  accessLog: process.env.ACCESS_LOG?.trim() === '1',
}

// The build's entry (Astro « Node adapter », middleware mode), read once the site is built.
const entry = new URL('../server/entry.mjs', import.meta.url).href
const { handler: astro } = (await import(entry)) as { handler: AstroHandler }
const handler = createRequestHandler({
  clientDir: CLIENT_DIR,
  astro,
  trust: settings.trust,
  log: settings.accessLog ? (line) => console.log(line) : null,
})

/** The few headers of an answer Node.js's parser gives before any route: a malformed request. */
const PARSER_ERROR_HEADERS = [
  'Connection: close',
  'Cache-Control: no-store',
  'Content-Length: 0',
  ...SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}`),
].join('\r\n')

const servers: http.Server[] = []

function createServer() {
  const server = http.createServer(
    {
      keepAliveTimeout: settings.keepAliveTimeoutMs,
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      // Checked every second (30 s by default), so that a slow client is cut off in time.
      connectionsCheckingInterval: 1000,
    },
    handler,
  )
  // Node.js « Event: 'clientError' »: what its parser refuses gets the site's headers, no page.
  server.on('clientError', (error, socket) => {
    const { code } = error as NodeJS.ErrnoException
    if (code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const status =
      code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${PARSER_ERROR_HEADERS}\r\n\r\n`)
  })
  servers.push(server)
  return server
}

// Several sockets accept on the port: Node.js accepts one connection per socket and turn of its
// event loop, and with one, bursts of connections went unanswered (README « Load and memory »).
const reusePort = settings.acceptSockets > 1
for (let i = 0; i < settings.acceptSockets; i++) {
  const server = createServer()
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: settings.port, host: settings.host, reusePort }, () => resolve(undefined))
  })
}
console.log(`[server] Listening on http://${settings.host}:${settings.port} (pid ${process.pid}).`)

let stopping = false
async function stop(signal: 'SIGTERM' | 'SIGINT'): Promise<void> {
  if (stopping) return
  stopping = true
  markShuttingDown()
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
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  clearInterval(idle)
  clearTimeout(deadline)
  console.log('[server] Every request answered: exiting.')
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
