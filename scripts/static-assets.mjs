/**
 * The browser's files of the build (`/_next/static/…`: scripts, stylesheets, SVG), compressed once
 * per file and encoding instead of once per request (README « Load and memory », « Static files
 * compressed once »).
 *
 * Next.js serves them itself and its compression (here scripts/server.mjs's, the same middleware)
 * compresses every answer again: the framework's largest chunk (230 KB before compression) cost 18
 * ms of the server's processor a request, 4 ms without compression; this module answers from memory.
 * Their names carry a hash of their content and they never change while the server runs, so each
 * one is compressed once, with the strongest settings: Brotli at quality 11 for browsers that accept
 * it (Chromium offers it over HTTPS and to loopback addresses), gzip at level 9 for the others. The
 * work is done in zlib's thread pool, one file at a time, so that a burst of requests for every
 * chunk cannot fill the pool that Node.js's file reads also use.
 *
 * Next.js answers, as before: the first requests of a file, until its compressed copy is ready;
 * another path; a `Range` request; a client that accepts neither encoding; a file type that
 * compression does not shrink (fonts, images); a file whose compressed copy would not be smaller;
 * a path that a conditional header rule matches; and everything when the build's
 * `routes-manifest.json` cannot be read.
 *
 * The answer carries the headers Next.js gives these files: the build's header rules of
 * next.config.ts `headers()` (read from `.next/routes-manifest.json`: the security headers of
 * README « Security headers »), `Cache-Control: public, max-age=31536000, immutable` unless a rule
 * sets one (Next.js documentation « Caching »: hashed static files), the type, and
 * `Vary: Accept-Encoding`. Not sent: `Last-Modified` and `Accept-Ranges`, which an immutable file
 * never needs.
 */

import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const PREFIX = '/_next/static/'

/** Media types of the files worth compressing (the others are served by Next.js). */
const TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
})

const compressors = {
  br: (/** @type {Buffer} */ data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (/** @type {Buffer} */ data) =>
    promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
}

/**
 * The encoding to answer with, by the request's `Accept-Encoding` (RFC 9110, « Accept-Encoding »):
 * of `br` and `gzip`, the one with the higher weight, `br` on a tie; an encoding listed with `q=0`
 * is refused, and `*` stands for those not listed.
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | null} `null` when neither is acceptable.
 */
export function chooseEncoding(header) {
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = params.find((param) => /^q\s*=/.test(param))
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim())
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (/** @type {string} */ name) => weights.get(name) ?? weights.get('*') ?? 0
  const br = weightOf('br')
  const gzipWeight = weightOf('gzip')
  if (br > 0 && br >= gzipWeight) return 'br'
  if (gzipWeight > 0) return 'gzip'
  return null
}

/**
 * @typedef {{ regex: string, headers: { key: string, value: string }[], has?: unknown, missing?: unknown }} HeaderRule
 *   a rule of `routes-manifest.json` `headers`, as `next build` writes it.
 */

/**
 * The headers of next.config.ts `headers()` that apply to `pathname`.
 * @param {(HeaderRule & { pattern?: RegExp })[]} rules
 * @param {string} pathname
 * @returns {[string, string][] | null} `null` when a rule with a `has` or `missing` condition
 *   matches: only Next.js can evaluate it.
 */
export function configuredHeaders(rules, pathname) {
  /** @type {[string, string][]} */
  const headers = []
  for (const rule of rules) {
    if (!(rule.pattern ?? new RegExp(rule.regex)).test(pathname)) continue
    if (rule.has || rule.missing) return null
    for (const { key, value } of rule.headers) headers.push([key, value])
  }
  return headers
}

/**
 * Creates the handler for the build in `dir` (the folder holding `.next/`).
 * @param {string} dir
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   serves the request and returns true, or returns false (and queues the file's compression when
 *   it is one this module serves) for Next.js to answer it.
 */
export function createStaticAssets(dir) {
  const root = join(dir, '.next', 'static')
  /** @type {(HeaderRule & { pattern: RegExp })[] | null} */
  let rules = null
  try {
    const manifest = JSON.parse(readFileSync(join(dir, '.next', 'routes-manifest.json'), 'utf8'))
    rules = /** @type {HeaderRule[]} */ (manifest.headers ?? []).map((rule) => ({
      ...rule,
      pattern: new RegExp(rule.regex),
    }))
  } catch {
    console.warn('[static-assets] no readable routes-manifest.json: Next.js serves /_next/static/.')
  }
  const realRoot = rules && existsSync(root) ? realpathSync(root) + sep : null
  /**
   * Compressed copies by encoding and file (its real path, so that two spellings of one URL share
   * an entry and the map holds at most two entries a file of the build): a promise while queued or
   * compressing, `null` when not worth serving (compression failed, or did not shrink the file).
   * @type {Map<string, Buffer | Promise<void> | null>}
   */
  const cache = new Map()
  /** The compression under way; the next one starts when it ends. */
  let queue = Promise.resolve()

  /**
   * The build's file that `pathname` names, or `null` (no such file, or outside `.next/static`).
   * @param {string} pathname
   */
  function fileOf(pathname) {
    try {
      const file = realpathSync(join(root, decodeURIComponent(pathname.slice(PREFIX.length))))
      return realRoot && file.startsWith(realRoot) ? file : null
    } catch {
      return null
    }
  }

  /**
   * @param {string} key
   * @param {string} file
   * @param {'br' | 'gzip'} encoding
   */
  function compress(key, file, encoding) {
    queue = queue.then(async () => {
      try {
        const data = await readFile(file)
        const body = await compressors[encoding](data)
        cache.set(key, body.length < data.length ? body : null)
      } catch (error) {
        console.error(`[static-assets] ${encoding} of ${file} failed:`, error)
        cache.set(key, null)
      }
    })
    cache.set(key, queue)
  }

  return (req, res) => {
    if (realRoot === null || rules === null) return false
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? ''
    if (!url.startsWith(PREFIX) || req.headers.range !== undefined) return false
    const pathname = url.split('?')[0] ?? ''
    const type = TYPES[extname(pathname)]
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    if (!type || !encoding) return false
    const headers = configuredHeaders(rules, pathname)
    if (headers === null) return false
    const file = fileOf(pathname)
    if (file === null) return false
    const key = `${encoding} ${file}`
    const body = cache.get(key)
    if (body === undefined) compress(key, file, encoding)
    if (!(body instanceof Buffer)) return false
    for (const [name, value] of headers) res.setHeader(name, value)
    if (!res.hasHeader('Cache-Control'))
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.setHeader('Vary', 'Accept-Encoding')
    res.writeHead(200)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
