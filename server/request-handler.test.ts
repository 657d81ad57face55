import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { createRequestHandler, isWellFormedHost, type AstroHandler } from './request-handler.ts'
import { trustedProxies } from './trusted-proxies.ts'

const PAGE = `<!doctype html><title>Page</title>${'<p>Texte du cabinet.</p>'.repeat(200)}`
const SCRIPT = `export const island = ${JSON.stringify('x'.repeat(4000))}\n`

/**
 * Stands in for Astro's handler: a page with its own policy, a 404, and the cache status the route
 * cache writes. What it writes goes to Node.js's real response.
 */
const astro: AstroHandler = async (req, res, _next, locals) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (url.pathname === '/private') {
    res.writeHead(401, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
    })
    res.end('<h1>401</h1>')
    return
  }
  if (url.pathname === '/large') {
    res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Too large')
    return
  }
  if (url.pathname === '/absent') {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public' })
    res.end('<h1>404</h1>')
    return
  }
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'self'; script-src 'sha256-page'",
    'x-astro-cache': 'HIT',
    'x-client-address': locals.clientAddress,
  })
  res.end(PAGE)
}

let server: http.Server
let origin = ''
let dir = ''
const logs: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-client-'))
  mkdirSync(join(dir, '_astro'))
  writeFileSync(join(dir, '_astro', 'island.abc123.js'), SCRIPT)
  writeFileSync(join(dir, '_astro', 'island.abc123.js.br'), brotliCompressSync(SCRIPT))
  writeFileSync(join(dir, 'favicon.ico'), 'icône')
  const handler = createRequestHandler({
    clientDir: dir,
    astro,
    trust: trustedProxies('loopback'),
    log: (line) => logs.push(line),
  })
  server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

/** A raw request, so that Host and the encodings are sent exactly as given. */
type Answer = { status?: number; headers: http.IncomingHttpHeaders; body: Buffer }

function send(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

describe('the request handler (server/request-handler.ts)', () => {
  it('sends the security headers, the page’s own policy, and HSTS over HTTPS only', async () => {
    const plain = await send('/')
    expect(plain.status).toBe(200)
    expect(plain.headers['x-content-type-options']).toBe('nosniff')
    expect(plain.headers['x-frame-options']).toBe('DENY')
    expect(plain.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'sha256-page'",
    )
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    // The test's peer is loopback, a trusted proxy here.
    const secure = await send('/', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
    })
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=63072000/)
    expect(secure.headers['x-client-address']).toBe('198.51.100.7')
  })

  it('compresses a page with Brotli or gzip and says it varies', async () => {
    const br = await send('/', { headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE)
    const gzip = await send('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE)
    const identity = await send('/', { headers: { 'accept-encoding': 'identity' } })
    expect(identity.body.toString()).toBe(PAGE)
    for (const answer of [br, gzip, identity])
      expect(answer.headers.vary).toContain('Accept-Encoding')
  })

  it('serves the build’s files compressed at build time, kept a year, with the site’s policy', async () => {
    const br = await send('/_astro/island.abc123.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-security-policy']).toContain("default-src 'self'")
    expect(br.headers.vary).toContain('Accept-Encoding')
    const head = await send('/_astro/island.abc123.js', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    const icon = await send('/favicon.ico')
    expect(icon.body.toString()).toBe('icône')
    expect(icon.headers['content-type']).toBe('image/x-icon')
    // The compressed copy is not a file of its own.
    expect((await send('/_astro/island.abc123.js.br')).headers['x-astro-cache']).toBe('HIT')
  })

  it('answers 204 to OPTIONS and 405 to other methods, with Allow, before any route', async () => {
    expect((await send('/', { method: 'OPTIONS' })).status).toBe(204)
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE']) {
      const answer = await send('/', { method })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD, POST')
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })

  it('refuses a malformed Host with 400, never a page', async () => {
    for (const host of ['a@b', 'a<b', 'evil.example:99999', '[::1', 'a b']) {
      const answer = await send('/contact', { headers: { host } })
      expect(answer.status, host).toBe(400)
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
    expect((await send('/contact', { headers: { host: 'www.example.fr' } })).status).toBe(200)
  })

  it('keeps every error out of caches, whoever answered it', async () => {
    const absent = await send('/absent')
    expect(absent.status).toBe(404)
    expect(absent.headers['cache-control']).toBe('no-store')
    // One that says so already keeps its own words.
    expect((await send('/private')).headers['cache-control']).toBe('private, no-store')
  })

  it('closes the connection of a body too large, whose rest is never read', async () => {
    const large = await send('/large', { method: 'POST' })
    expect(large.status).toBe(413)
    expect(large.headers.connection).toBe('close')
  })

  it('writes one access line a request, without the query string or the address', async () => {
    logs.length = 0
    await send('/contact?email=visiteur@example.fr')
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/^GET \/contact 200 \d+ms HIT$/)
  })
})

describe('isWellFormedHost', () => {
  it('accepts what a URL carries as its host, port included', () => {
    for (const host of [
      'www.example.fr',
      'LOCALHOST:3000',
      '127.0.0.1:3010',
      '[::1]:3000',
      'example.fr:80',
    ])
      expect(isWellFormedHost(host), host).toBe(true)
  })
})
