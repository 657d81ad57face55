import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import compression from 'compression'
import onHeaders from 'on-headers'
import sirv from 'sirv'
import {
  DEFAULT_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.ts'
import { visitor, type Trust } from './trusted-proxies.ts'

/** The build's hashed files: their name changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** What the site answers; any other method gets 405 (OPTIONS 204), never a rendered page. */
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST'])
const ALLOW = [...ALLOWED_METHODS].join(', ')

/** Astro's Node handler in middleware mode (Astro « Node adapter »). */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: undefined,
  locals: { clientAddress: string },
) => Promise<void>

/**
 * The answer to every request (README « Deploying »), on Node.js's own response: the security
 * headers, then a file of the build (sirv, with its Brotli or gzip copy) or Astro's answer
 * (compressed by `compression`). A malformed `Host` is refused before any route sees it.
 * `log`: one access line per request (README « Logs »), or none.
 */
export function createRequestHandler({
  clientDir,
  astro,
  trust,
  log = null,
}: {
  clientDir: string
  astro: AstroHandler
  trust: Trust | null
  log?: ((line: string) => void) | null
}): RequestListener {
  const files = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    // A path is a file of the build or a route, never a file named after it.
    extensions: [],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/_astro/')) res.setHeader('Cache-Control', IMMUTABLE)
      // The one type of the build's files that sirv's table (mrmime) leaves out.
      if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon')
    },
  })
  const compress = compression()

  return (req, res) => {
    const started = performance.now()
    const { address, https } = visitor(req, trust)
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value)
    if (https) res.setHeader(...STRICT_TRANSPORT_SECURITY)
    // A page's own policy, with its scripts' hashes, replaces it (Node.js « response.writeHead »:
    // headers given there take precedence over those set before).
    res.setHeader('Content-Security-Policy', DEFAULT_CONTENT_SECURITY_POLICY)
    onHeaders(res, () => {
      // An error is never kept by a cache, whoever answered it (README « Security headers »).
      const cacheControl = String(res.getHeader('Cache-Control') ?? '')
      if (res.statusCode >= 400 && !/\bno-store\b/.test(cacheControl))
        res.setHeader('Cache-Control', 'no-store')
      // The rest of a body too large is not read: the connection ends with the answer.
      if (res.statusCode === 413) res.setHeader('Connection', 'close')
    })
    if (log)
      res.once('finish', () => {
        const path = (req.url ?? '/').split('?')[0]
        const cache = res.getHeader('x-astro-cache') ?? '-'
        const ms = Math.round(performance.now() - started)
        log(`${req.method} ${path} ${res.statusCode} ${ms}ms ${cache}`)
      })

    if (!ALLOWED_METHODS.has(req.method ?? '')) {
      res.writeHead(req.method === 'OPTIONS' ? 204 : 405, { Allow: ALLOW })
      res.end()
      return
    }
    if (!isWellFormedHost(req.headers.host)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Bad Request\n')
      return
    }
    const render = () => void astro(req, res, undefined, { clientAddress: address })
    // compression's types name Express's request and response; it reads Node.js's own.
    compress(req as never, res as never, () => {
      const path = req.url ?? '/'
      if (req.method === 'POST' || /\.(?:br|gz)(?:\?|$)/.test(path)) render()
      else files(req, res, render)
    })
  }
}

/**
 * A `Host` that is a URL's host, whole (RFC 9110 « Host »): Astro builds the request's URL from
 * it, and anything else would fail there or be routed as another path.
 */
export function isWellFormedHost(host: string | undefined): boolean {
  if (!host) return false
  try {
    return new URL(`http://${host}`).host === host.toLowerCase().replace(/:80$/, '')
  } catch {
    return false
  }
}
