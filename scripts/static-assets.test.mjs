import http from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding, configuredHeaders, createStaticAssets } from './static-assets.mjs'

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, by weight, and refuses what q=0 excludes', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('gzip ;q=1')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('br;q=0.1, gzip')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('br;q=0, *')).toBe('gzip')
    expect(chooseEncoding('gzip;q=0, br;q=0, *')).toBeNull()
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })
})

describe('configuredHeaders', () => {
  const rules = [
    {
      regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
      headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
    },
  ]
  it('gives the headers of the rules that match the path', () => {
    expect(configuredHeaders(rules, '/_next/static/chunks/a.js')).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
    ])
  })
  it('leaves to Next.js a path that a conditional rule matches', () => {
    expect(configuredHeaders([{ ...rules[0], has: [{ type: 'header', key: 'x' }] }], '/a')).toBe(
      null,
    )
  })
})

describe('createStaticAssets', () => {
  const SCRIPT = `self.chunk = ${JSON.stringify('é'.repeat(2000))};\n`.repeat(20)
  /** @type {string} */
  let dir
  /** @type {http.Server} */
  let server
  /** @type {string} */
  let origin
  let nextAnswers = 0

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-assets-'))
    mkdirSync(join(dir, '.next', 'static', 'chunks'), { recursive: true })
    mkdirSync(join(dir, '.next', 'static', 'media'), { recursive: true })
    writeFileSync(join(dir, '.next', 'static', 'chunks', 'app.js'), SCRIPT)
    writeFileSync(join(dir, '.next', 'static', 'media', 'font.woff2'), 'wOF2')
    // Outside .next/static, reached by `..` or by a link: never served from there.
    writeFileSync(join(dir, '.next', 'secret.js'), SCRIPT)
    symlinkSync(join(dir, '.next', 'secret.js'), join(dir, '.next', 'static', 'chunks', 'link.js'))
    writeFileSync(
      join(dir, '.next', 'routes-manifest.json'),
      JSON.stringify({
        headers: [
          {
            source: '/:path*',
            regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
            headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
          },
        ],
      }),
    )
    const serveStatic = createStaticAssets(dir)
    server = http.createServer((req, res) => {
      if (serveStatic(req, res)) return
      nextAnswers++
      res.end('next')
    })
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
    const address = server.address()
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })

  afterAll(() => {
    server.close()
    rmSync(dir, { recursive: true, force: true })
  })

  /**
   * Raw answer (node's http, which leaves the body as sent).
   * @param {string} path
   * @param {Record<string, string>} headers
   * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
   */
  function get(path, headers, method = 'GET') {
    return new Promise((resolve, reject) => {
      // The path as written: http.get(url) would normalise `%2e%2e` away before sending it.
      http
        .request(origin, { path, headers, method }, (res) => {
          const parts = /** @type {Buffer[]} */ ([])
          res.on('data', (part) => parts.push(part))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(parts),
            }),
          )
        })
        .on('error', reject)
        .end()
    })
  }

  /** Asks until the compressed copy is served (it is made in the background after a first ask). */
  async function compressed(path, encoding) {
    for (let i = 0; i < 100; i++) {
      const answer = await get(path, { 'accept-encoding': encoding })
      if (answer.headers['content-encoding']) return answer
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`${path} was never served compressed`)
  }

  it('answers a script compressed with gzip, with the headers Next.js gives it', async () => {
    const before = nextAnswers
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate' })
    expect(first.body.toString()).toBe('next')
    expect(nextAnswers).toBe(before + 1)
    const answer = await compressed('/_next/static/chunks/app.js', 'gzip, deflate')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 10)
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT)
  })

  it('answers Brotli to a browser that accepts it', async () => {
    const answer = await compressed('/_next/static/chunks/app.js?v=1', 'gzip, deflate, br')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT)
  })

  it('answers HEAD with the headers only', async () => {
    await compressed('/_next/static/chunks/app.js', 'gzip')
    const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0)
    expect(answer.body.length).toBe(0)
  })

  it('leaves to Next.js what it does not serve', async () => {
    const cases = [
      ['/_next/static/chunks/app.js', {}],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'identity' }],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'gzip', range: 'bytes=0-9' }],
      ['/_next/static/media/font.woff2', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/missing.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/%2e%2e/secret.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/..%2fsecret.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/%2e%2e/%2e%2e/secret.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/link.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/%E0%A4%A.js', { 'accept-encoding': 'gzip' }],
      ['/mentions-legales', { 'accept-encoding': 'gzip' }],
    ]
    for (const [path, headers] of cases) {
      for (let i = 0; i < 3; i++) {
        const answer = await get(path, headers)
        expect(answer.body.toString(), `${path} ${JSON.stringify(headers)}`).toBe('next')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  })

  it('serves nothing from a build without its routes manifest (its header rules unknown)', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'static-assets-bare-'))
    mkdirSync(join(bare, '.next', 'static', 'chunks'), { recursive: true })
    writeFileSync(join(bare, '.next', 'static', 'chunks', 'app.js'), SCRIPT)
    const serveStatic = createStaticAssets(bare)
    const req = /** @type {import('node:http').IncomingMessage} */ (
      /** @type {unknown} */ ({
        method: 'GET',
        url: '/_next/static/chunks/app.js',
        headers: { 'accept-encoding': 'gzip' },
      })
    )
    const res = /** @type {import('node:http').ServerResponse} */ (/** @type {unknown} */ ({}))
    for (let i = 0; i < 3; i++) {
      expect(serveStatic(req, res)).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    rmSync(bare, { recursive: true, force: true })
  })
})
