import { createHash } from 'node:crypto'

/** One response kept by the route cache, in memory as is and in the shared store {@link encodeCachedPage}d. */
export interface CachedPage {
  key: string
  /** Percent-encoded as received, as `invalidate({ path })` names it. */
  path: string
  status: number
  /** Without the route cache's own headers. */
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  etag: string
  /** Unix time in milliseconds. */
  storedAt: number
  /** Latest invalidation stamp applied when the render started: a later one outdates the page. */
  renderStamp: number
  /** Seconds fresh, then seconds served while rendered again. */
  maxAge: number
  swr: number
  tags: string[]
}

/** Headers of Astro « Cache provider reference ». */
export const CDN_CACHE_CONTROL = 'cdn-cache-control'
export const CACHE_TAG = 'cache-tag'
export const CACHE_STATUS_HEADER = 'x-astro-cache'

const UNSTORED_HEADERS = new Set([CDN_CACHE_CONTROL, CACHE_TAG, CACHE_STATUS_HEADER, 'set-cookie'])

/** Longer keys are hashed: a visitor's long query would otherwise be kept, whole, per entry. */
const MAX_KEY_LENGTH = 512

/**
 * The path as received and, sorted, the query parameters in `parameters` (or all of them); neither
 * `Host` nor another parameter, so that `/blog?utm_source=x` is served the cached `/blog`, not a copy. At
 * most MAX_KEY_LENGTH characters: a longer key becomes its path's start and its SHA-256.
 */
export function cacheKey(url: URL, parameters: ReadonlySet<string> | 'all'): string {
  const kept: [string, string][] = []
  for (const [name, value] of url.searchParams)
    if (parameters === 'all' || parameters.has(name)) kept.push([name, value])
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const key = kept.length ? `${url.pathname}?${new URLSearchParams(kept).toString()}` : url.pathname
  if (key.length <= MAX_KEY_LENGTH) return key
  return `${url.pathname.slice(0, 256)}#${createHash('sha256').update(key).digest('hex')}`
}

/**
 * The query parameters route `pathname` reads, from `rules`: path → names, where a path ending in
 * `/*` stands for every path below it; `all` keeps every parameter, for a route that refuses
 * any query it does not expect (a forged one then misses the cache and reaches the refusal, which
 * is never stored). None for any other path, so that `/?q=1`, `/?q=2`… are all the cached home
 * page, not as many entries.
 */
export function keyParametersFor(
  pathname: string,
  rules: Readonly<Record<string, KeyParameters>>,
): ReadonlySet<string> | 'all' {
  const rule =
    rules[pathname] ??
    Object.entries(rules).find(
      ([path]) => path.endsWith('/*') && pathname.startsWith(path.slice(0, -1)),
    )?.[1]
  if (rule === undefined) return NO_PARAMETERS
  return rule === 'all' ? rule : new Set(rule)
}

/** The query parameters a route's cache key keeps: these names, or all. */
export type KeyParameters = readonly string[] | 'all'

const NO_PARAMETERS: ReadonlySet<string> = new Set()

/** Seconds; 0 when absent. */
export function parseCdnCacheControl(value: string | null): { maxAge: number; swr: number } {
  let maxAge = 0
  let swr = 0
  for (const part of (value ?? '').split(',')) {
    const [name, raw] = part.trim().toLowerCase().split('=')
    const seconds = Number.parseInt(raw ?? '', 10)
    if (!Number.isFinite(seconds) || seconds < 0) continue
    if (name === 'max-age') maxAge = seconds
    else if (name === 'stale-while-revalidate') swr = seconds
  }
  return { maxAge, swr }
}

export function parseCacheTags(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/**
 * Shared caches keep a page as long as this one does (README « Shared caches and CDNs »), in the
 * same words as the blog's pages and the prerendered ones: `public, s-maxage=…`.
 */
export function sharedCacheControl(maxAge: number, swr: number): string {
  const shared = `public, s-maxage=${maxAge}`
  return swr > 0 ? `${shared}, stale-while-revalidate=${swr}` : shared
}

/** Weak (RFC 9110 « ETag »), as a page may be sent compressed or not. */
export function weakEtag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

export function storableHeaders(response: Response): [string, string][] {
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (!UNSTORED_HEADERS.has(name.toLowerCase())) headers.push([name, value])
  })
  return headers
}

/** Approximate bytes, for lru-cache `maxSize`. */
export function cachedPageSize(page: CachedPage): number {
  let size = page.body.byteLength + page.key.length * 2 + 256
  for (const [name, value] of page.headers) size += (name.length + value.length) * 2
  for (const tag of page.tags) size += tag.length * 2
  return size
}

/** A 4-byte big-endian length, the metadata as JSON, the body. */
export function encodeCachedPage(page: CachedPage): Buffer {
  const { body, ...meta } = page
  const json = Buffer.from(JSON.stringify(meta), 'utf8')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(json.byteLength)
  return Buffer.concat([length, json, body])
}

/** The page {@link encodeCachedPage} wrote, or `null` (another version's format, truncated). */
export function decodeCachedPage(buffer: Uint8Array): CachedPage | null {
  try {
    const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength)
    const length = bytes.readUInt32BE(0)
    const meta: unknown = JSON.parse(bytes.subarray(4, 4 + length).toString('utf8'))
    if (!isPageMeta(meta)) return null
    // A copy: the body must not keep the whole reply buffer alive, nor share it.
    return { ...meta, body: new Uint8Array(bytes.subarray(4 + length)) }
  } catch {
    return null
  }
}

function isPageMeta(value: unknown): value is Omit<CachedPage, 'body'> {
  if (typeof value !== 'object' || value === null) return false
  const meta = value as Record<string, unknown>
  return (
    typeof meta.key === 'string' &&
    typeof meta.path === 'string' &&
    typeof meta.status === 'number' &&
    Array.isArray(meta.headers) &&
    typeof meta.etag === 'string' &&
    typeof meta.storedAt === 'number' &&
    typeof meta.renderStamp === 'number' &&
    typeof meta.maxAge === 'number' &&
    typeof meta.swr === 'number' &&
    Array.isArray(meta.tags)
  )
}

/** Weak comparison (RFC 9110 « If-None-Match »). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted)
}
