import { createHash } from 'node:crypto'

/**
 * One response kept by the route cache (src/lib/cache/html-cache-provider.ts): what is needed to
 * answer it again, and what decides whether it may be. Stored as is in memory and, serialised by
 * {@link encodeCachedPage}, in Redis.
 */
export interface CachedPage {
  /** Cache key: the path and the query parameters the site reads ({@link cacheKey}). */
  key: string
  /** The request's path, percent-encoded as received, which `invalidate({ path })` names. */
  path: string
  status: number
  /** Response headers without the route cache's own (CDN-Cache-Control, Cache-Tag, X-Astro-Cache). */
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  /** Weak validator of the body (`W/"…"`), answered with 304 to a matching `If-None-Match`. */
  etag: string
  /** When the response was stored (Unix time in milliseconds): the start of its max-age. */
  storedAt: number
  /**
   * Stamp of the latest invalidation the rendering instance had applied when the render started
   * (src/lib/cache/invalidation-stamps.ts): an invalidation stamped later makes the entry outdated.
   */
  renderStamp: number
  /** Seconds the entry is fresh (`max-age` of CDN-Cache-Control). */
  maxAge: number
  /** Seconds after `maxAge` during which it is served while rendered again (`stale-while-revalidate`). */
  swr: number
  tags: string[]
}

/** Route-cache headers Astro sets for its provider (Astro « Cache provider reference »). */
export const CDN_CACHE_CONTROL = 'cdn-cache-control'
export const CACHE_TAG = 'cache-tag'
/** Observability header of runtime providers: HIT, MISS or STALE (same reference). */
export const CACHE_STATUS_HEADER = 'x-astro-cache'

/** Headers never stored with a page: the provider's own, and anything per visitor. */
const UNSTORED_HEADERS = new Set([CDN_CACHE_CONTROL, CACHE_TAG, CACHE_STATUS_HEADER, 'set-cookie'])

/**
 * The cache key of a request: its path as received (percent-encoded), then, sorted, only the
 * query parameters named in `parameters` (the ones routes read). Neither the `Host` header nor
 * any other query parameter is part of it, so that `/blog?utm_source=x` or another host name is
 * served the cached `/blog` instead of rendering and storing a copy of its own.
 */
export function cacheKey(url: URL, parameters: ReadonlySet<string>): string {
  const kept: [string, string][] = []
  for (const [name, value] of url.searchParams) if (parameters.has(name)) kept.push([name, value])
  if (kept.length === 0) return url.pathname
  // A stable sort by name keeps repeated parameters in their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${url.pathname}?${new URLSearchParams(kept).toString()}`
}

/**
 * `max-age` and `stale-while-revalidate` of a CDN-Cache-Control value, in seconds (0 when absent
 * or malformed).
 */
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

/** Tags of a Cache-Tag value (comma-separated). */
export function parseCacheTags(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/**
 * The public `Cache-Control` of a cached page for browsers and CDNs (README « Shared caches and
 * CDNs »): shared caches keep it as long as this cache does.
 */
export function sharedCacheControl(maxAge: number, swr: number): string {
  return swr > 0 ? `s-maxage=${maxAge}, stale-while-revalidate=${swr}` : `s-maxage=${maxAge}`
}

/** Weak ETag of a body: SHA-1, base64url (RFC 9110 « ETag »: weak, as a page may be sent compressed or not). */
export function weakEtag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/** Headers of `response` worth storing, in order. */
export function storableHeaders(response: Response): [string, string][] {
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (!UNSTORED_HEADERS.has(name.toLowerCase())) headers.push([name, value])
  })
  return headers
}

/** Approximate bytes an entry holds: what bounds the memory tier (lru-cache `maxSize`). */
export function cachedPageSize(page: CachedPage): number {
  let size = page.body.byteLength + page.key.length * 2 + 256
  for (const [name, value] of page.headers) size += (name.length + value.length) * 2
  for (const tag of page.tags) size += tag.length * 2
  return size
}

/**
 * A page in one buffer for Redis: a 4-byte big-endian length, the metadata as JSON, the body.
 */
export function encodeCachedPage(page: CachedPage): Buffer {
  const { body, ...meta } = page
  const json = Buffer.from(JSON.stringify(meta), 'utf8')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(json.byteLength)
  return Buffer.concat([length, json, body])
}

/**
 * The page {@link encodeCachedPage} wrote, or `null` when `buffer` is not one (another version's
 * format, a truncated value): such a value is treated as a miss.
 */
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

/**
 * True when `ifNoneMatch` (an If-None-Match value) names `etag`, compared weakly (RFC 9110
 * « If-None-Match »), or is `*`.
 */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted)
}
