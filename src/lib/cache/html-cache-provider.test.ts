import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHtmlCacheProvider, type HtmlCacheConfig } from './html-cache-provider'
import { onInvalidation, type Invalidation } from './invalidation-bus'

const ORIGIN = 'http://localhost:3000'
const CONFIG: HtmlCacheConfig = {
  queryParameters: { '/blog': ['q', 'categorie', 'page'], '/blog/page/*': ['q'] },
  staleTags: ['wordpress-posts'],
  retrySeconds: 5,
}

type PageOptions = {
  maxAge?: number
  swr?: number
  tags?: string[]
  status?: number
  headers?: Record<string, string>
}

/** A response as a route marked cacheable leaves it (Astro's default CDN-Cache-Control, Cache-Tag). */
function routeResponse(body: string, options: PageOptions = {}): Response {
  const { maxAge = 60, swr = 0, tags = [], status = 200, headers = {} } = options
  const cdn = [`max-age=${maxAge}`, ...(swr ? [`stale-while-revalidate=${swr}`] : [])].join(', ')
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html',
      'cdn-cache-control': cdn,
      ...(tags.length ? { 'cache-tag': tags.join(', ') } : {}),
      ...headers,
    },
  })
}

/** A route: answers what `answers` gives, counting its calls. */
function route(answer: (call: number) => Response | Promise<Response>) {
  const next = vi.fn(async () => answer(next.mock.calls.length))
  return next
}

function setUp(config: HtmlCacheConfig = CONFIG) {
  let time = 1_000_000
  const provider = createHtmlCacheProvider(config, {
    store: null,
    buildId: 'test',
    log: () => {},
    now: () => time,
  })
  const warn = vi.fn()
  const get = (path: string, init: RequestInit = {}, origin = ORIGIN) => {
    const request = new Request(`${origin}${path}`, init)
    return (next: () => Promise<Response>) =>
      provider.onRequest!(
        { request, url: new URL(request.url), logger: { info: () => {}, warn, error: () => {} } },
        next,
      )
  }
  return {
    provider,
    get,
    warn,
    advance: (seconds: number) => {
      time += seconds * 1000
    },
  }
}

/** Lets background renders (stale-while-revalidate) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

const status = (response: Response) => response.headers.get('x-astro-cache')

describe('html cache provider', () => {
  it('answers MISS, then HIT from memory without rendering again', async () => {
    const { get } = setUp()
    const next = route(() => routeResponse('<h1>Un</h1>', { maxAge: 300, swr: 60 }))
    const first = await get('/blog')(next)
    expect(status(first)).toBe('MISS')
    expect(await first.text()).toBe('<h1>Un</h1>')
    const second = await get('/blog')(next)
    expect(status(second)).toBe('HIT')
    expect(await second.text()).toBe('<h1>Un</h1>')
    expect(next).toHaveBeenCalledTimes(1)
    expect(second.headers.get('cache-control')).toBe(
      'public, s-maxage=300, stale-while-revalidate=60',
    )
    expect(second.headers.get('etag')).toMatch(/^W\/".+"$/)
    expect(second.headers.get('content-length')).toBe('11')
    expect(second.headers.get('cdn-cache-control')).toBeNull()
  })

  it('answers the same bytes to every request that shares them', async () => {
    const { get } = setUp()
    const body = '<main>' + 'é'.repeat(50_000) + '</main>'
    const next = route(() => routeResponse(body))
    for (let i = 0; i < 3; i++) expect(await (await get('/blog')(next)).text()).toBe(body)
    const together = await Promise.all(Array.from({ length: 5 }, () => get('/blog')(next)))
    for (const response of together) expect(await response.text()).toBe(body)
    expect(next).toHaveBeenCalledTimes(1)
  })

  it('keeps a Cache-Control the route set itself', async () => {
    const { get } = setUp()
    const next = route(() =>
      routeResponse('image', { headers: { 'cache-control': 'public, max-age=31536000' } }),
    )
    await get('/_image')(next)
    const hit = await get('/_image')(next)
    expect(hit.headers.get('cache-control')).toBe('public, max-age=31536000')
  })

  it('serves a stale page while rendering it again in the background', async () => {
    const { get, advance } = setUp()
    const next = route((call) => routeResponse(`v${call}`, { maxAge: 10, swr: 60 }))
    await get('/blog/article')(next)
    advance(11)
    const stale = await get('/blog/article')(next)
    expect(status(stale)).toBe('STALE')
    expect(await stale.text()).toBe('v1')
    await settle()
    expect(next).toHaveBeenCalledTimes(2)
    const fresh = await get('/blog/article')(next)
    expect(status(fresh)).toBe('HIT')
    expect(await fresh.text()).toBe('v2')
  })

  it('renders a page again before answering past its stale window', async () => {
    const { get, advance } = setUp()
    const next = route((call) => routeResponse(`v${call}`, { maxAge: 10, swr: 5 }))
    await get('/blog')(next)
    advance(16)
    const again = await get('/blog')(next)
    expect(status(again)).toBe('MISS')
    expect(await again.text()).toBe('v2')
  })

  it('answers the last good page when a render fails past the stale window, and retries later', async () => {
    const { get, advance, warn } = setUp()
    let failing = false
    const next = route((call) =>
      failing
        ? new Response('Erreur', { status: 500, headers: { 'cache-control': 'no-store' } })
        : routeResponse(`v${call}`, { maxAge: 10, swr: 5 }),
    )
    await get('/blog/article')(next)
    failing = true
    advance(3600)
    const during = await get('/blog/article')(next)
    expect(during.status).toBe(200)
    expect(status(during)).toBe('STALE')
    expect(await during.text()).toBe('v1')
    expect(warn).toHaveBeenCalledTimes(1)
    // The failure is remembered: answered at once, tried again in the background after 5 s only.
    await get('/blog/article')(next)
    expect(next).toHaveBeenCalledTimes(2)
    advance(6)
    failing = false
    const retried = await get('/blog/article')(next)
    expect(await retried.text()).toBe('v1')
    await settle()
    expect(next).toHaveBeenCalledTimes(3)
    const recovered = await get('/blog/article')(next)
    expect(status(recovered)).toBe('HIT')
    expect(await recovered.text()).toBe('v3')
  })

  it('answers the last good page after a purge by path when the render answers 5xx', async () => {
    const { provider, get } = setUp()
    let failing = false
    const next = route((call) =>
      failing ? new Response('Erreur', { status: 503 }) : routeResponse(`v${call}`),
    )
    await get('/blog/article')(next)
    failing = true
    await provider.invalidate({ path: '/blog/article' })
    const during = await get('/blog/article')(next)
    expect(during.status).toBe(200)
    expect(await during.text()).toBe('v1')
    expect(next).toHaveBeenCalledTimes(2)
  })

  it('answers the last good page after a purge by tag when the render throws', async () => {
    const { provider, get } = setUp()
    let failing = false
    const next = route((call) => {
      if (failing) throw new Error('WordPress injoignable')
      return routeResponse(`v${call}`, { tags: ['wordpress-post-article'] })
    })
    await get('/blog/article')(next)
    failing = true
    await provider.invalidate({ tags: 'wordpress-post-article' })
    const during = await get('/blog/article')(next)
    expect(await during.text()).toBe('v1')
    expect(status(during)).toBe('STALE')
  })

  it('renders again at once after a purge by path or by an expiring tag', async () => {
    const { provider, get } = setUp()
    const next = route((call) =>
      routeResponse(`v${call}`, { maxAge: 300, tags: ['wordpress-post-article'] }),
    )
    await get('/blog/article')(next)
    await provider.invalidate({ path: '/blog/article' })
    expect(await (await get('/blog/article')(next)).text()).toBe('v2')
    await provider.invalidate({ tags: ['wordpress-post-article'] })
    const after = await get('/blog/article')(next)
    expect(status(after)).toBe('MISS')
    expect(await after.text()).toBe('v3')
    // Another page is not touched.
    const other = route(() => routeResponse('autre', { maxAge: 300 }))
    await get('/blog/autre')(other)
    await provider.invalidate({ path: '/blog/article' })
    expect(status(await get('/blog/autre')(other))).toBe('HIT')
  })

  it('matches a purged path however its slug is written', async () => {
    const { provider, get } = setUp()
    const next = route((call) => routeResponse(`v${call}`, { maxAge: 300 }))
    await get('/blog/d%C3%A9cision')(next)
    await provider.invalidate({ path: '/blog/décision' })
    expect(status(await get('/blog/d%C3%A9cision')(next))).toBe('MISS')
  })

  it('makes pages stale, not expired, for a stale tag', async () => {
    const { provider, get } = setUp()
    const next = route((call) =>
      routeResponse(`v${call}`, { maxAge: 300, tags: ['wordpress-posts'] }),
    )
    await get('/blog/page/2')(next)
    await provider.invalidate({ tags: ['wordpress-posts'] })
    const stale = await get('/blog/page/2')(next)
    expect(status(stale)).toBe('STALE')
    expect(await stale.text()).toBe('v1')
    await settle()
    expect(await (await get('/blog/page/2')(next)).text()).toBe('v2')
  })

  it('announces on the invalidation bus only what other instances invalidated', async () => {
    const { provider } = setUp()
    const seen: Invalidation[] = []
    const stopListening = onInvalidation((invalidation) => seen.push(invalidation))
    try {
      // The caller announces its own invalidation (src/pages/api/revalidate.ts).
      await provider.invalidate({ tags: ['wordpress-posts', 'wordpress-post-a'] })
      await provider.invalidate({ path: '/blog/a' })
    } finally {
      stopListening()
    }
    expect(seen).toEqual([])
  })

  it('answers HEAD from the cache, without a body, and never stores a HEAD', async () => {
    const { get } = setUp()
    const next = route(() => routeResponse('<p>corps</p>'))
    const cold = await get('/contact', { method: 'HEAD' })(next)
    expect(status(cold)).toBeNull()
    expect(next).toHaveBeenCalledTimes(1)
    await get('/contact')(next)
    const head = await get('/contact', { method: 'HEAD' })(next)
    expect(status(head)).toBe('HIT')
    expect(head.body).toBeNull()
    expect(head.headers.get('content-length')).toBe('12')
    expect(next).toHaveBeenCalledTimes(2)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const { get } = setUp()
    const next = route(() => routeResponse('<p>page</p>'))
    const etag = (await get('/a-propos')(next)).headers.get('etag') ?? ''
    const revalidated = await get('/a-propos', { headers: { 'if-none-match': etag } })(next)
    expect(revalidated.status).toBe(304)
    expect(revalidated.body).toBeNull()
    expect(revalidated.headers.get('etag')).toBe(etag)
    const other = await get('/a-propos', { headers: { 'if-none-match': 'W/"autre"' } })(next)
    expect(other.status).toBe(200)
  })

  it('keys on the path and the known query parameters, never on the host', async () => {
    const { get } = setUp()
    const next = route((call) => routeResponse(`v${call}`))
    await get('/blog')(next)
    expect(status(await get('/blog?utm_source=lettre&fbclid=1')(next))).toBe('HIT')
    expect(status(await get('/blog', {}, 'http://autre-hote.example')(next))).toBe('HIT')
    expect(next).toHaveBeenCalledTimes(1)
    await get('/blog?q=bail&categorie=travail')(next)
    expect(status(await get('/blog?categorie=travail&x=1&q=bail')(next))).toBe('HIT')
    expect(next).toHaveBeenCalledTimes(2)
    // The unknown parameters did not evict the page either.
    expect(await (await get('/blog')(next)).text()).toBe('v1')
  })

  it('keys a path on the parameters its route reads only, and bounds long keys', async () => {
    const { get } = setUp()
    const next = route((call) => routeResponse(`v${call}`))
    await get('/a-propos')(next)
    for (const query of ['q=1', 'q=2&page=3', 'categorie=x'])
      expect(status(await get(`/a-propos?${query}`)(next)), query).toBe('HIT')
    await get('/blog/page/2?q=bail')(next)
    expect(status(await get('/blog/page/2?q=bail&page=9')(next))).toBe('HIT')
    expect(next).toHaveBeenCalledTimes(2)
    const long = `/blog?q=${'x'.repeat(8000)}`
    await get(long)(next)
    expect(status(await get(long)(next))).toBe('HIT')
    expect(status(await get(`/blog?q=${'x'.repeat(7999)}y`)(next))).toBe('MISS')
  })

  it('keys a route that refuses unexpected queries on all its parameters', async () => {
    const { get } = setUp({ ...CONFIG, queryParameters: { '/_image': 'all' } })
    const next = route((call) => routeResponse(`v${call}`))
    await get('/_image?w=640&href=a')(next)
    expect(status(await get('/_image?href=a&w=640')(next))).toBe('HIT')
    // A forged spelling reaches the route, which refuses it, instead of the cached answer.
    expect(status(await get('/_image?href=a&w=640&background=red')(next))).toBe('MISS')
  })

  it('renders once for concurrent requests of one page', async () => {
    const { get } = setUp()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const next = route(async () => {
      await gate
      return routeResponse('<p>une fois</p>')
    })
    const pending = Array.from({ length: 10 }, () => get('/blog/page/3')(next))
    release()
    const responses = await Promise.all(pending)
    expect(next).toHaveBeenCalledTimes(1)
    for (const response of responses) expect(await response.text()).toBe('<p>une fois</p>')
  })

  it('each concurrent request renders its own answer when it may not be cached', async () => {
    const { get } = setUp()
    const next = route(
      async () => new Response('privé', { headers: { 'cache-control': 'no-store' } }),
    )
    const responses = await Promise.all([get('/blog/filtre')(next), get('/blog/filtre')(next)])
    for (const response of responses) expect(await response.text()).toBe('privé')
    expect(next).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['Set-Cookie', { headers: { 'set-cookie': 'session=1' } }],
    ['no-store', { headers: { 'cache-control': 'private, no-store' } }],
    ['Vary: Cookie', { headers: { vary: 'Cookie' } }],
    ['a 404', { status: 404 }],
    ['a redirect', { status: 308, headers: { location: '/blog' } }],
  ] as [string, PageOptions][])('never stores a response with %s', async (_, options) => {
    const { get } = setUp()
    const next = route(() => routeResponse('x', options))
    await get('/page')(next)
    await get('/page')(next)
    expect(next).toHaveBeenCalledTimes(2)
  })

  it('never stores a response that sets a cookie', async () => {
    const { get } = setUp()
    const next = route(() =>
      routeResponse('x', { headers: { 'set-cookie': 'apercu=1; HttpOnly' } }),
    )
    await get('/page')(next)
    await get('/page')(next)
    expect(next).toHaveBeenCalledTimes(2)
  })

  it('is never handed a route that sets an Astro cookie: the route keeps itself out', () => {
    const pages = new URL('../../pages/', import.meta.url).pathname
    const files = readdirSync(pages, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(astro|ts)$/.test(file))
      .map((file) => readFileSync(join(pages, file), 'utf8'))
    const setting = files.filter((source) => /\bcookies\.(set|delete)\(/.test(source))
    expect(setting.length).toBeGreaterThan(0)
    for (const source of setting) expect(source).toMatch(/\b(skipRouteCache|uncachedPage)\(/)
  })

  it('never stores what a route did not mark cacheable', async () => {
    const { get } = setUp()
    const next = route(() => new Response('{"status":"ok"}'))
    const response = await get('/api/health')(next)
    expect(status(response)).toBeNull()
    await get('/api/health')(next)
    expect(next).toHaveBeenCalledTimes(2)
  })

  it('drops a page its route no longer answers, so that an outage cannot bring it back', async () => {
    const { get, provider } = setUp()
    let answer = () => routeResponse('article')
    const next = route(() => answer())
    await get('/blog/retire')(next)
    answer = () => new Response('Article non trouvé', { status: 404 })
    await provider.invalidate({ path: '/blog/retire' })
    expect((await get('/blog/retire')(next)).status).toBe(404)
    answer = () => new Response('Erreur', { status: 500 })
    expect((await get('/blog/retire')(next)).status).toBe(500)
  })

  it('keeps the last good page when a render is answered but not cached', async () => {
    const { get, provider } = setUp()
    let answer = () => routeResponse('article')
    const next = route(() => answer())
    await get('/blog/article')(next)
    await provider.invalidate({ path: '/blog/article' })
    // Rendered from older WordPress answers while WordPress fails: shown, not cached.
    answer = () =>
      new Response('article, version de secours', {
        headers: { 'cache-control': 'public, s-maxage=1' },
      })
    expect(await (await get('/blog/article')(next)).text()).toBe('article, version de secours')
    answer = () => new Response('Erreur', { status: 500 })
    const during = await get('/blog/article')(next)
    expect(during.status).toBe(200)
    expect(await during.text()).toBe('article')
  })

  it('passes every other method through', async () => {
    const { get } = setUp()
    const next = route(() => routeResponse('ok'))
    await get('/api/revalidate', { method: 'POST', body: '{}' })(next)
    await get('/api/revalidate', { method: 'POST', body: '{}' })(next)
    expect(next).toHaveBeenCalledTimes(2)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})
