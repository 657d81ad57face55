import type { CacheProvider, CacheProviderFactory, InvalidateOptions } from 'astro'
import { LRUCache } from 'lru-cache'
import { getBuildId } from '../env'
import { sharedStoreFromEnv } from '../store/from-env'
import type { SharedStore } from '../store/shared-store'
import {
  CACHE_STATUS_HEADER,
  CACHE_TAG,
  CDN_CACHE_CONTROL,
  cachedPageSize,
  type KeyParameters,
  cacheKey,
  keyParametersFor,
  etagMatches,
  parseCacheTags,
  parseCdnCacheControl,
  sharedCacheControl,
  storableHeaders,
  weakEtag,
  type CachedPage,
} from './cached-page'
import { announceInvalidation } from './invalidation-bus'
import { detailOf, InvalidationStamps, type StampUpdate } from './invalidation-stamps'
import { SharedTier } from './shared-tier'

/** Options of the provider, set in astro.config.ts (`cache.provider.config`; serialisable). */
export type HtmlCacheConfig = {
  /**
   * Query parameters of the key by path (keyParametersFor); others are ignored, so that they
   * neither bypass nor fill the cache.
   */
  queryParameters?: Record<string, KeyParameters>
  /** Tags whose invalidation makes pages stale rather than expired. */
  staleTags?: string[]
  /** Memory for pages per instance, in MiB (64). */
  memoryMegabytes?: number
  /** Seconds the shared store keeps a page past its stale window, to answer when a render fails (7 days). */
  lastGoodSeconds?: number
  /** Seconds between two background renders of a page whose render failed (5). */
  retrySeconds?: number
}

/** What the provider reads from its environment; given explicitly by tests. */
export interface HtmlCacheRuntime {
  /** The store every instance shares (`REDIS_URL`), or `null` for one instance with its memory only. */
  store: SharedStore | null
  buildId: string
  log: (message: string) => void
  /** Milliseconds (`Date.now`). */
  now?: () => number
}

/** The provider, with what tests need besides Astro's interface. */
export interface HtmlCacheProvider extends CacheProvider {
  /** Resolves once the shared tier has connected or failed to (tests). */
  close(): Promise<void>
}

type RenderOutcome = {
  page?: CachedPage
  /** The render answered 5xx or threw: the last good page, if any, stands in. */
  failed: boolean
  /** The render's own response when not cached; only for the request that rendered. */
  response?: Response
  error?: unknown
}

const MIB = 1024 * 1024

/**
 * The route cache (Astro « Cache provider reference »): an LRU in memory per instance and, with
 * `REDIS_URL`, the store shared by every instance. Beyond Astro's memory provider (docs/architecture.md
 * « Caching »): a served page is never replaced by an error (the last good copy is
 * answered `STALE` and rendered again every `retrySeconds`); invalidations are stamps shared
 * through the shared store and announced to the WordPress answers' cache; HEAD and `If-None-Match` are
 * answered from the cache; the key ignores `Host`; concurrent requests wait for one render.
 */
export function createHtmlCacheProvider(
  config: HtmlCacheConfig,
  runtime: HtmlCacheRuntime,
): HtmlCacheProvider {
  const now = runtime.now ?? Date.now
  const parameterRules = config.queryParameters ?? {}
  const retryMs = (config.retrySeconds ?? 5) * 1000
  const maxSize = Math.max(1, config.memoryMegabytes ?? 64) * MIB
  const maxEntrySize = Math.max(MIB, Math.floor(maxSize / 8))
  const stamps = new InvalidationStamps(config.staleTags)
  const memory = new LRUCache<string, CachedPage>({
    maxSize,
    maxEntrySize,
    sizeCalculation: cachedPageSize,
  })
  /** Keys whose last render was not cacheable: not looked up in the shared store for a minute. */
  const uncacheable = new LRUCache<string, true>({ max: 10_000, ttl: 60_000 })
  /** Keys whose last render failed, with when. */
  const failures = new LRUCache<string, number>({ max: 10_000 })
  const inflight = new Map<string, Promise<RenderOutcome>>()

  const applyRemote = (updates: StampUpdate[]) => {
    const raised = stamps.merge(updates)
    if (raised.length === 0) return
    uncacheable.clear()
    announceInvalidation(detailOf(raised))
  }
  const shared = runtime.store
    ? new SharedTier({
        store: runtime.store,
        buildId: runtime.buildId,
        lastGoodSeconds: config.lastGoodSeconds ?? 7 * 24 * 3600,
        onRemoteStamps: applyRemote,
        localStamps: () => stamps.all(),
        log: runtime.log,
      })
    : null
  shared?.start()

  /** The newest copy of `key`: memory's when fresh, else the shared store's if newer. */
  async function lookup(key: string, at: number): Promise<CachedPage | undefined> {
    let local = memory.get(key)
    // Answers share the stored bytes (bodyStream): a detached copy is dropped, not answered empty.
    if (local?.body.buffer.detached) {
      memory.delete(key)
      local = undefined
    }
    if (!shared || uncacheable.has(key) || (local && stamps.state(local, at) === 'fresh'))
      return local
    const remote = await shared.get(key)
    if (remote && remote.key === key && (!local || remote.storedAt > local.storedAt)) {
      if (remote.body.byteLength <= maxEntrySize) memory.set(key, remote)
      return remote
    }
    return local
  }

  function remember(page: CachedPage): void {
    uncacheable.delete(page.key)
    failures.delete(page.key)
    memory.set(page.key, page)
    // Sent before the response is, not awaited: another instance asked next finds the page.
    if (page.body.byteLength <= maxEntrySize) void shared?.set(page)
  }

  function forget(key: string): void {
    memory.delete(key)
    failures.delete(key)
    void shared?.delete(key)
  }

  /** Renders `key` once, storing the answer when it may be; never throws. */
  async function renderOnce(
    key: string,
    url: URL,
    next: () => Promise<Response>,
    previous: CachedPage | undefined,
  ): Promise<RenderOutcome> {
    const renderStamp = stamps.applied
    let response: Response
    try {
      response = await next()
    } catch (error) {
      return { failed: true, error }
    }
    if (response.status >= 500) return { failed: true, response }
    const cdn = parseCdnCacheControl(response.headers.get(CDN_CACHE_CONTROL))
    if (cdn.maxAge <= 0 || !isStorable(response)) {
      // A page that now redirects or is gone is dropped, so that an outage cannot bring it back;
      // one merely not cached this time stays the last good copy.
      if (!previous) uncacheable.set(key, true)
      else if (response.status >= 300) forget(key)
      return { failed: false, response }
    }
    let body: Uint8Array<ArrayBuffer>
    try {
      body = new Uint8Array(await response.arrayBuffer())
    } catch (error) {
      return { failed: true, error }
    }
    const headers = storableHeaders(response)
    if (!response.headers.has('cache-control'))
      headers.push(['cache-control', sharedCacheControl(cdn.maxAge, cdn.swr)])
    let etag = response.headers.get('etag')
    if (!etag) {
      etag = weakEtag(body)
      headers.push(['etag', etag])
    }
    const page: CachedPage = {
      key,
      path: url.pathname,
      status: response.status,
      headers,
      body,
      etag,
      storedAt: now(),
      renderStamp,
      maxAge: cdn.maxAge,
      swr: cdn.swr,
      tags: parseCacheTags(response.headers.get(CACHE_TAG)),
    }
    remember(page)
    return { failed: false, page }
  }

  /** Renders `key`, or waits for the render already running (then without its response). */
  async function render(
    key: string,
    url: URL,
    next: () => Promise<Response>,
    previous: CachedPage | undefined,
  ): Promise<RenderOutcome> {
    const running = inflight.get(key)
    if (running) {
      const { page, failed } = await running
      return { page, failed }
    }
    const rendering = renderOnce(key, url, next, previous)
    inflight.set(key, rendering)
    try {
      return await rendering
    } finally {
      inflight.delete(key)
    }
  }

  function noteFailure(
    key: string,
    url: URL,
    outcome: RenderOutcome,
    logger: { warn: (message: string) => void },
  ): void {
    const streak = failures.has(key)
    failures.set(key, now())
    if (streak) return
    const cause = outcome.response
      ? `answered ${outcome.response.status}`
      : `failed (${outcome.error instanceof Error ? outcome.error.message : String(outcome.error)})`
    logger.warn(`${url.pathname}: the render ${cause}; the last good copy is served meanwhile.`)
  }

  function refreshInBackground(
    key: string,
    url: URL,
    next: () => Promise<Response>,
    previous: CachedPage,
    context: Parameters<NonNullable<CacheProvider['onRequest']>>[0],
  ): void {
    if (inflight.has(key)) return
    const failedAt = failures.get(key)
    if (failedAt !== undefined && now() - failedAt < retryMs) return
    const work = render(key, url, next, previous).then((outcome) => {
      if (outcome.failed) noteFailure(key, url, outcome, context.logger)
      void outcome.response?.body?.cancel()
    })
    context.waitUntil?.(work)
  }

  return {
    name: 'html-cache',

    async onRequest(context, next) {
      const { request, url } = context
      if (request.method !== 'GET' && request.method !== 'HEAD') return next()
      const key = cacheKey(url, keyParametersFor(url.pathname, parameterRules))
      const at = now()
      const known = await lookup(key, at)
      const state = known ? stamps.state(known, at) : undefined
      if (known && state === 'fresh') return answer(known, 'HIT', request)
      // Stale, or expired while its render keeps failing: answered now, rendered in the background.
      if (known && (state === 'stale' || failures.has(key))) {
        refreshInBackground(key, url, next, known, context)
        return answer(known, 'STALE', request)
      }
      // A HEAD is not rendered for the cache: its answer may have no body.
      if (request.method === 'HEAD') return next()
      const outcome = await render(key, url, next, known)
      if (outcome.page) return answer(outcome.page, 'MISS', request)
      if (outcome.failed && known) {
        noteFailure(key, url, outcome, context.logger)
        void outcome.response?.body?.cancel()
        return answer(known, 'STALE', request)
      }
      if (outcome.response) return outcome.response
      if (outcome.error !== undefined) throw outcome.error
      // Waited for another request's render, which was not cached: this one renders its own.
      return next()
    },

    async invalidate(options: InvalidateOptions) {
      const tags = options.tags === undefined ? [] : [options.tags].flat()
      const paths = options.path ? [normalisePath(options.path)] : []
      const updates = stamps.invalidate({ tags, paths }, now())
      uncacheable.clear()
      await shared?.publish(updates)
    },

    async close() {
      await shared?.close()
    },
  }
}

/** The percent-encoded path, without query or origin, of what `invalidate({ path })` was given. */
function normalisePath(path: string): string {
  try {
    return new URL(path, 'http://localhost').pathname
  } catch {
    return path
  }
}

/**
 * False for a response that must not be shared: not a 200, `no-store` or `private`, a cookie set,
 * or a `Vary` on anything but `Accept-Encoding`. A route that sets a cookie through Astro also
 * keeps itself out of the cache (`skipRouteCache`, lib/cache/route-answer.ts): Astro writes its
 * cookies into the headers after the provider has seen them.
 */
function isStorable(response: Response): boolean {
  if (response.status !== 200) return false
  if (/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '')) return false
  if (response.headers.has('set-cookie')) return false
  const vary = response.headers.get('vary')
  if (vary && vary.split(',').some((name) => name.trim().toLowerCase() !== 'accept-encoding'))
    return false
  return true
}

function answer(page: CachedPage, status: 'HIT' | 'MISS' | 'STALE', request: Request): Response {
  const headers = new Headers(page.headers)
  headers.set(CACHE_STATUS_HEADER, status)
  if (etagMatches(request.headers.get('if-none-match'), page.etag)) {
    headers.delete('content-type')
    return new Response(null, { status: 304, headers })
  }
  headers.set('content-length', String(page.body.byteLength))
  return new Response(request.method === 'HEAD' ? null : bodyStream(page.body), {
    status: page.status,
    headers,
  })
}

/**
 * The stored bytes as one chunk, shared rather than copied per answer (Fetch « extract a body »
 * copies a `Uint8Array`). Not a byte stream: its `enqueue` detaches the buffer (Streams standard
 * « ReadableByteStreamControllerEnqueue »).
 */
function bodyStream(body: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(body)
      controller.close()
    },
  })
}

/** As astro.config.ts `cache.provider` loads it. */
const htmlCacheProvider: CacheProviderFactory<HtmlCacheConfig> = (config) =>
  createHtmlCacheProvider(config ?? {}, {
    store: sharedStoreFromEnv(),
    buildId: getBuildId(),
    log: (message) => console.warn(message),
  })

export default htmlCacheProvider
