/**
 * The browser's files of the build (`/_next/static/…`: scripts, stylesheets, the icon), compressed
 * once per file and encoding instead of once per request (README « Load and memory », « Static
 * files compressed once »).
 *
 * Next.js serves them itself and its compression (here scripts/server.mjs's, the same middleware)
 * compresses every answer again: the framework's largest chunk (230 KB before compression) cost 18
 * ms of the server's processor a request, 4 ms without compression; this module answers from memory.
 * Their names carry a hash of their content and they never change while the server runs, so each
 * one is compressed once, in the background (zlib's thread pool), with the strongest settings:
 * Brotli at quality 11 for browsers that accept it (HTTPS only in Chromium and Firefox), gzip at
 * level 9 for the others. Until a file's compressed copy is ready, and for whatever this module does
 * not serve (another path, a `Range` request, a client that accepts neither encoding, a file type
 * that compression does not shrink, such as fonts and images), Next.js answers as before.
 *
 * The answer carries the headers Next.js gives these files: the build's header rules of
 * next.config.ts `headers()` (read from `.next/routes-manifest.json`, the security headers of
 * README « Security headers »), `Cache-Control: public, max-age=31536000, immutable` (Next.js
 * documentation « Caching »: hashed static files), the type, and `Vary: Accept-Encoding`.
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
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
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
 * The encoding to answer with: `br` when the client accepts it, else `gzip`, else `null`. An
 * encoding listed with `q=0` is refused (RFC 9110, « Accept-Encoding »).
 * @param {string | string[] | undefined} header the request's `Accept-Encoding`.
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(header) {
  const accepted = new Set()
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return null
}

/**
 * The headers of next.config.ts `headers()` that apply to `pathname`, as the build wrote them in
 * `routes-manifest.json`. A rule with a `has` or `missing` condition makes the path unservable here
 * (`null`): only Next.js can evaluate it.
 * @param {{ regex: string, headers: { key: string, value: string }[], has?: unknown, missing?: unknown }[]} rules
 * @param {string} pathname
 * @returns {[string, string][] | null}
 */
export function configuredHeaders(rules, pathname) {
  /** @type {[string, string][]} */
  const headers = []
  for (const rule of rules) {
    if (!new RegExp(rule.regex).test(pathname)) continue
    if (rule.has || rule.missing) return null
    for (const { key, value } of rule.headers) headers.push([key, value])
  }
  return headers
}

/**
 * Creates the handler for the build in `dir` (the folder holding `.next/`).
 * @param {string} dir
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   serves the request and returns true, or returns false (and starts compressing the file when it
 *   is one of the build's) for Next.js to answer it.
 */
export function createStaticAssets(dir) {
  const root = join(dir, '.next', 'static')
  const manifest = join(dir, '.next', 'routes-manifest.json')
  const rules = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')).headers ?? [])
    : []
  const realRoot = existsSync(root) ? realpathSync(root) + sep : null
  /**
   * Compressed copies by encoding and file (its real path, so that two spellings of one URL share
   * an entry and the map holds at most two entries a file of the build): a promise while
   * compressing, `null` when compression failed.
   * @type {Map<string, Buffer | Promise<void> | null>}
   */
  const cache = new Map()

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
    cache.set(
      key,
      readFile(file)
        .then((data) => compressors[encoding](data))
        .then(
          (body) => void cache.set(key, body),
          () => void cache.set(key, null),
        ),
    )
  }

  return (req, res) => {
    if (realRoot === null || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const url = req.url ?? ''
    if (!url.startsWith(PREFIX) || req.headers.range !== undefined) return false
    const pathname = url.split('?')[0] ?? ''
    const type = TYPES[extname(pathname)]
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    if (!type || !encoding) return false
    const file = fileOf(pathname)
    if (file === null) return false
    const key = `${encoding} ${file}`
    const body = cache.get(key)
    if (body === undefined) compress(key, file, encoding)
    if (!(body instanceof Buffer)) return false
    const headers = configuredHeaders(rules, pathname)
    if (headers === null) return false
    for (const [key, value] of headers) res.setHeader(key, value)
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
