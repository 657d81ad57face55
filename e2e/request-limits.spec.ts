import net from 'node:net'
import { MAX_BODY_BYTES as WEBHOOK_MAX_BYTES } from '../src/lib/blog/revalidate'
import { expect, test } from './fixtures'
import { headTag, REVALIDATE_SECRET, startOwnSite } from './helpers'

/**
 * What the production server answers to a request no browser of a visitor sends: a body larger
 * than its route reads, a malformed `Host`, a client that sends slowly, headers too large (README
 * « Behind a proxy », « Security headers »). Against a server of its own (`server/server.ts` over
 * the tests' build, its default timeouts), whose log the tests read. Every request is written by
 * hand on a socket, so that headers, chunks and pauses are sent exactly as given.
 */

let site: Awaited<ReturnType<typeof startOwnSite>>
let port = 0
const siteLog: string[] = []

test.describe.configure({ timeout: 60_000 })

test.beforeAll(async () => {
  site = await startOwnSite({ REVALIDATE_SECRET }, siteLog)
  port = site.port
})

test.afterAll(async () => {
  await site?.stop()
})

/** What came back on a connection: the status and headers, or nothing before it closed. */
type Answer = { status: number; headers: Record<string, string>; closedAt?: number }

/**
 * Opens a connection, writes `head` (request line and headers, ended by the blank line) and then
 * `body` without ending the request, and resolves with the answer's status and headers as soon as
 * they arrive, or `null` after `waitMs` without one. The connection is then closed.
 */
function answerBeforeEnd(head: string, body: Buffer | string, waitMs = 5000) {
  return new Promise<Answer | null>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    const done = (answer: Answer | null) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    const timer = setTimeout(() => done(null), waitMs)
    socket.on('error', () => undefined)
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const end = received.indexOf('\r\n\r\n')
      if (end >= 0) done(parseHead(received.slice(0, end)))
    })
    socket.on('close', () => done(received.includes('\r\n') ? parseHead(received) : null))
    socket.write(head)
    socket.write(body)
  })
}

/**
 * A whole request (with `Connection: close`) on its own connection: the answer's status, headers
 * and body as the server wrote them (the body still compressed or chunked, if it was).
 */
function send(request: string) {
  return new Promise<(Answer & { body: string }) | null>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    socket.on('error', () => undefined)
    socket.on('data', (chunk) => (received += chunk.toString('utf8')))
    socket.on('close', () => {
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return resolve(null)
      resolve({ ...parseHead(received.slice(0, end)), body: received.slice(end + 4) })
    })
    socket.write(request)
  })
}

/** A GET with these headers, closing the connection after its answer. */
const get = (path: string, headers: string[] = [`Host: 127.0.0.1:${port}`]) =>
  send([`GET ${path} HTTP/1.1`, ...headers, 'Connection: close', '', ''].join('\r\n'))

function parseHead(text: string): Answer {
  const [statusLine = '', ...lines] = text.split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status: Number(statusLine.split(' ')[1]), headers }
}

/**
 * Writes `parts` one a second on a connection and resolves with the seconds until the server
 * closed it (and what it answered, if anything), or `null` when it still held it after `maxMs`.
 */
function trickle(parts: string[], maxMs: number) {
  return new Promise<{ seconds: number; status?: number } | null>((resolve) => {
    const started = Date.now()
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    let next = 0
    const tick = setInterval(() => {
      if (next < parts.length) socket.write(parts[next++] ?? '')
    }, 1000)
    const stop = (value: { seconds: number; status?: number } | null) => {
      clearInterval(tick)
      clearTimeout(limit)
      socket.destroy()
      resolve(value)
    }
    const limit = setTimeout(() => stop(null), maxMs)
    socket.on('error', () => undefined)
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.on('close', () => {
      const status = received ? parseHead(received.split('\r\n\r\n')[0] ?? '').status : undefined
      stop({ seconds: (Date.now() - started) / 1000, status })
    })
  })
}

const origin = () => `http://127.0.0.1:${port}`

test.describe('bodies are read up to their route’s limit, then refused at once', () => {
  test('POST /api/preview/exit with 30 MB: 413 before the body is sent, nothing buffered', async () => {
    const size = 30 * 1024 * 1024
    const head = [
      'POST /api/preview/exit HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Origin: ${origin()}`,
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${size}`,
      '',
      '',
    ].join('\r\n')
    // A tenth of the body is written; the answer must not wait for the rest.
    const answer = await answerBeforeEnd(head, Buffer.alloc(size / 10, 'a'))
    expect(answer?.status).toBe(413)
    expect(answer?.headers['cache-control']).toMatch(/no-store/)
  })

  test('the webhook’s chunked body past 4 KiB: 413 before the last chunk', async () => {
    const head = [
      'POST /api/revalidate HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `x-revalidate-secret: ${REVALIDATE_SECRET}`,
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n')
    const chunk = `{"slug":"a","padding":"${'x'.repeat(WEBHOOK_MAX_BYTES)}`
    const answer = await answerBeforeEnd(
      head,
      `${chunk.length.toString(16)}\r\n${chunk}\r\n`.repeat(4),
    )
    expect(answer?.status).toBe(413)
  })

  test('a POST to a page answers 405 with Allow, and renders nothing', async () => {
    for (const path of ['/', '/a-propos', '/contact', '/blog', '/mentions-legales']) {
      const answer = await send(
        [
          `POST ${path} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          `Origin: ${origin()}`,
          'Content-Type: application/x-www-form-urlencoded',
          'Content-Length: 3',
          'Connection: close',
          '',
          'a=b',
        ].join('\r\n'),
      )
      expect(answer?.status, path).toBe(405)
      expect(answer?.headers.allow, path).toBe('GET, HEAD')
      expect(answer?.headers['cache-control'], path).toBe('no-store')
    }
  })
})

test.describe('a malformed Host answers 400, and no answer depends on Host', () => {
  test('`a@b`, `a<b`, `evil.example:99999`, `[::1`: 400 no-store, no stack trace logged', async () => {
    const before = siteLog.length
    for (const host of ['a@b', 'a<b', 'evil.example:99999', '[::1']) {
      for (const path of ['/', '/contact', '/blog']) {
        const answer = await get(path, [`Host: ${host}`])
        expect(answer?.status, `${host} ${path}`).toBe(400)
        expect(answer?.headers['cache-control']).toBe('no-store')
        expect(answer?.headers['x-content-type-options']).toBe('nosniff')
      }
    }
    const logged = siteLog.slice(before).join('\n')
    expect(logged).not.toMatch(/\n\s+at /)
    expect(logged).not.toMatch(/TypeError|Invalid URL/)
  })

  test('another well-formed Host gets the same page, with the site’s own links', async () => {
    const own = await get('/contact')
    const foreign = await get('/contact', ['Host: evil.example'])
    expect(foreign?.status).toBe(200)
    const canonical = (html = '') => headTag(html, 'link', { rel: 'canonical' })?.href
    expect(canonical(foreign?.body)).toBeTruthy()
    expect(canonical(foreign?.body)).toBe(canonical(own?.body))
    expect(foreign?.body).not.toContain('evil.example')
  })
})

test.describe('slow clients are cut off (README « Behind a proxy »)', () => {
  test('headers at a byte a second: closed within 10 s; a body at a byte a second: within 20 s', async () => {
    const headers = `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: ${'a'.repeat(60)}`.split(
      '',
    )
    const body = [
      `POST /api/revalidate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nx-revalidate-secret: ${REVALIDATE_SECRET}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
      ...'{"slug":"un-article-tres-lent"}'.padEnd(100, ' ').split(''),
    ]
    // Both at once: the server's check runs every second (server/server.ts).
    const [slowHeaders, slowBody] = await Promise.all([
      trickle(headers, 40_000),
      trickle(body, 40_000),
    ])
    expect(slowHeaders?.seconds).toBeLessThan(13)
    expect(slowBody?.seconds).toBeLessThan(23)
  })
})

test.describe('errors the server answers itself carry no-store and the security headers', () => {
  test('headers too large: 431, no-store, nosniff, DENY', async () => {
    const answer = await get('/', [`Host: 127.0.0.1:${port}`, `X-Large: ${'a'.repeat(20_000)}`])
    expect(answer?.status).toBe(431)
    expect(answer?.headers['cache-control']).toBe('no-store')
    expect(answer?.headers['x-content-type-options']).toBe('nosniff')
    expect(answer?.headers['x-frame-options']).toBe('DENY')
  })

  test('an uncompressed page says it varies with Accept-Encoding; no HSTS over plain http', async () => {
    const answer = await get('/mentions-legales', [
      `Host: 127.0.0.1:${port}`,
      'Accept-Encoding: identity',
    ])
    expect(answer?.status).toBe(200)
    expect(answer?.headers['content-encoding']).toBeUndefined()
    expect(answer?.headers.vary).toMatch(/Accept-Encoding/i)
    expect(answer?.headers['strict-transport-security']).toBeUndefined()
  })
})
