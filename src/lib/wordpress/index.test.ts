import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INDEX_FIELDS } from './index-fields'
import {
  getCategories,
  getLatestPosts,
  getPostBySlug,
  getPosts,
  getPostsForSitemap,
  getRelatedPosts,
  WordPressError,
} from './index'

// Every call goes straight to WordPress (`WORDPRESS_CACHE_SECONDS=0`, below); the data cache has
// tests of its own (cache.test.ts). Images of bodies go through a stand-in of the image endpoint.
vi.mock('astro:assets', () => ({
  getImage: async ({ src, width }: { src: string; width: number }) => ({
    src: `/_image?href=${encodeURIComponent(src)}&w=${width}`,
    srcSet: { attribute: '' },
  }),
}))

/** A WordPress answer recorded from a real WordPress by scripts/wordpress-real/record.mjs. */
type Recorded = { request: string; status: number; headers: Record<string, string>; body: unknown }

const RECORDED = join(process.cwd(), 'scripts/wordpress-real/recorded')
function recorded(name: string): Recorded {
  return JSON.parse(readFileSync(join(RECORDED, `${name}.json`), 'utf8')) as Recorded
}

const API = 'http://127.0.0.1:8089/wp-json/wp/v2'
let calls: string[] = []

function answer(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return new Response(text, {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...init.headers },
  })
}

/** A recorded answer for the calls `matches` accepts, its body changed by `transform`. */
type Route = {
  matches: (url: URL) => boolean
  rec: Recorded
  transform?: (body: unknown) => unknown
  headers?: Record<string, string>
}

/** Answers each call with the first route that accepts it; any other call fails the test. */
function serve(...routes: Route[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url)
      const route = routes.find((candidate) => candidate.matches(new URL(url)))
      if (!route) throw new Error(`unexpected call ${url}`)
      const { rec, transform } = route
      return answer(transform ? transform(structuredClone(rec.body)) : rec.body, {
        status: rec.status,
        headers: route.headers ?? rec.headers,
      })
    }),
  )
}

function replay(rec: Recorded, transform?: (body: unknown) => unknown) {
  serve({ matches: () => true, rec, transform })
}

/** The index of every post (post-index.ts). */
const isIndexCall = (url: URL) => url.searchParams.get('_fields') === INDEX_FIELDS
/** Posts by id (index.ts `getPostsById`). */
const isByIds = (url: URL) => url.searchParams.has('include')
/** The REST index, asked whether Rank Math runs (rank-math.ts). */
const isRestIndex = (url: URL) =>
  url.pathname.endsWith('/wp-json/') || url.searchParams.get('rest_route') === '/'

/**
 * The real WordPress of the blog's page 1: its index, then its nine posts by id, each answer
 * changed as asked.
 */
function serveBlog({
  index,
  page,
  indexHeaders,
}: {
  index?: (body: unknown) => unknown
  page?: (body: unknown) => unknown
  indexHeaders?: Record<string, string>
} = {}) {
  serve(
    { matches: isIndexCall, rec: recorded('posts-index'), transform: index, headers: indexHeaders },
    { matches: isByIds, rec: recorded('posts-by-ids-page-1-embed'), transform: page },
    { matches: isRestIndex, rec: recorded('rest-index-namespaces') },
  )
}

type IndexItem = {
  id: number
  slug: string
  sticky: boolean
  categories: number[]
  content: { protected: boolean }
}
const indexItems = () => recorded('posts-index').body as IndexItem[]
/** The ids a call asks with `include`. */
const included = (url: string | undefined) =>
  (new URL(url ?? 'http://x').searchParams.get('include') ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)

beforeEach(() => {
  calls = []
  vi.stubEnv('WORDPRESS_API_URL', API)
  vi.stubEnv('WORDPRESS_CACHE_SECONDS', '0')
  vi.stubEnv('WORDPRESS_TIMEOUT_MS', '200')
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

type RawPostLike = { title: { rendered: string }; _embedded: Record<string, unknown[]> }

describe('getPosts: a list page (docs/specification.md « Blog list », README « Pointing the site at a real WordPress »)', () => {
  it('reads the index of every post with _fields, then the page’s posts by id, as recorded', async () => {
    serveBlog()
    await getPosts({ page: 1 })
    expect(calls).toEqual([
      `${API}${recorded('posts-index').request.slice(4)}`,
      `${API}${recorded('posts-by-ids-page-1-embed').request.slice(4)}`,
    ])
  })

  it('builds both calls from a ?rest_route= base, as WordPress answers with plain permalinks', async () => {
    const plain = 'http://127.0.0.1:8089/?rest_route=/wp/v2'
    vi.stubEnv('WORDPRESS_API_URL', plain)
    serveBlog()
    const { posts } = await getPosts({ page: 1 })
    expect(posts).toHaveLength(9)
    const [index, page] = calls.map((url) => new URL(url))
    expect(index?.pathname).toBe('/')
    expect(index?.searchParams.get('rest_route')).toBe('/wp/v2/posts')
    expect(index?.searchParams.get('_fields')).toBe(INDEX_FIELDS)
    expect(page?.searchParams.get('rest_route')).toBe('/wp/v2/posts')
    expect(calls[1]).toMatch(/^http:\/\/127\.0\.0\.1:8089\/\?rest_route=\/wp\/v2\/posts&include=/)
  })

  it('reshapes a real WordPress page: 9 posts, decoded titles, plain excerpts, the page count of the posts shown', async () => {
    serveBlog()
    const page = await getPosts({ page: 1 })
    const shown = indexItems().filter((item) => !item.content.protected)
    expect(page.posts).toHaveLength(9)
    expect(page.total).toBe(shown.length)
    expect(page.totalPages).toBe(Math.ceil(shown.length / 9))
    for (const post of page.posts) {
      expect(post.title).not.toMatch(/&#?\w+;|<[a-z]/i)
      expect(post.excerpt).not.toMatch(/<[a-z/]|&hellip;|\[…\]/i)
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
      expect(post.slug).toMatch(/^[a-z0-9-]+$/)
    }
    const raw = recorded('posts-by-ids-page-1-embed').body as RawPostLike[]
    const withEntity = raw.findIndex((item) =>
      /&#8217;|&#8220;|&amp;|&#038;/.test(item.title.rendered),
    )
    expect(withEntity).toBeGreaterThanOrEqual(0)
    expect(page.posts[withEntity]?.title).toMatch(/[’“”&]/)
  })

  it('reads the author, featured image with its alt text and embedded categories', async () => {
    serveBlog()
    const { posts } = await getPosts({ page: 1 })
    expect(posts.every((post) => post.author === 'Vincent Roques')).toBe(true)
    expect(posts.some((post) => post.image !== null && post.image.alt.length > 0)).toBe(true)
    expect(posts.every((post) => post.categories.length > 0)).toBe(true)
    expect(posts.flatMap((post) => post.categories).every((c) => c.name && c.slug)).toBe(true)
  })

  it('leaves the password-protected post out of the page and of the count (WordPress lists it)', async () => {
    const reserved = indexItems().filter((item) => item.content.protected)
    expect(reserved.map((item) => item.slug)).toEqual(['dossier-reserve-clients'])
    // WordPress's own page 1 holds it.
    const wordpressPage1 = recorded('posts-page-1-embed').body as { id: number }[]
    expect(wordpressPage1.map((post) => post.id)).toContain(reserved[0]?.id)
    serveBlog()
    const page = await getPosts({ page: 1 })
    expect(included(calls[1])).not.toContain(reserved[0]?.id)
    expect(page.total).toBe(indexItems().length - 1)
  })

  it('puts an older sticky post first on page 1, and no longer on its own page', async () => {
    const oldest = indexItems()
      .filter((item) => !item.content.protected)
      .at(-1)!
    const sticky = (body: unknown) =>
      (body as IndexItem[]).map((item) => ({ ...item, sticky: item.id === oldest.id }))
    serveBlog({ index: sticky })
    await getPosts({ page: 1 }).catch(() => null)
    expect(included(calls[1])[0]).toBe(oldest.id)
    calls = []
    serveBlog({ index: sticky })
    const last = await getPosts({ page: 3 }).catch(() => null)
    expect(included(calls[1])).not.toContain(oldest.id)
    expect(last?.totalPages).toBe(3)
  })

  it('reads every page of the index that X-WP-TotalPages announces, at most 50, and a missing header as one', async () => {
    serveBlog({ indexHeaders: { 'x-wp-totalpages': '3', 'x-wp-total': '300' } })
    await getPosts({ page: 1 })
    expect(calls.filter((url) => isIndexCall(new URL(url)))).toHaveLength(3)
    for (const forged of ['1000000', '99999999999999999999']) {
      calls = []
      serveBlog({ indexHeaders: { 'x-wp-totalpages': forged } })
      await getPosts({ page: 1 })
      expect(
        calls.filter((url) => isIndexCall(new URL(url))),
        forged,
      ).toHaveLength(50)
    }
    calls = []
    serveBlog({ indexHeaders: {} })
    expect((await getPosts({ page: 1 })).posts).toHaveLength(9)
    expect(calls.filter((url) => isIndexCall(new URL(url)))).toHaveLength(1)
  })

  it('reports a page past the end with WordPress’s code, without reading posts', async () => {
    serveBlog()
    const error = await getPosts({ page: 99 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WordPressError)
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'rest_post_invalid_page_number',
    })
    expect(calls.filter((url) => isByIds(new URL(url)))).toEqual([])
  })

  it('accepts an empty blog (200 [] with X-WP-TotalPages 0)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([], { headers: { 'x-wp-total': '0', 'x-wp-totalpages': '0' } })),
    )
    expect(await getPosts({ page: 1 })).toEqual({ posts: [], page: 1, totalPages: 0, total: 0 })
  })

  it('turns an HTTP error into a WordPressError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: 'internal_server_error', message: 'x' }, { status: 500 })),
    )
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      code: 'internal_server_error',
    })
  })

  it('turns an HTML error page into a WordPressError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<!DOCTYPE html><title>Erreur</title><h1>502 Bad Gateway</h1>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    )
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({ kind: 'invalid-json' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 })),
    )
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({ kind: 'http', status: 502 })
  })

  it('turns JSON of the wrong shape into a WordPressError, from the index or from the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ 1: { id: 1 } })),
    )
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({ kind: 'invalid-shape' })
    serveBlog({ index: (body) => (body as object[]).map(() => ({ id: 'x' })) })
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({ kind: 'invalid-shape' })
    serveBlog({
      page: (body) => (body as object[]).map((item) => ({ ...item, title: undefined })),
    })
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({ kind: 'invalid-shape' })
  })

  it('drops a single malformed post and keeps the others', async () => {
    serveBlog({
      page: (body) => {
        const items = body as Record<string, unknown>[]
        items[0] = { id: 'not-a-number' }
        return items
      },
    })
    expect((await getPosts({ page: 1 })).posts).toHaveLength(8)
  })

  it('drops a post whose date or slug no page could use, and keeps one with a bad modified date', async () => {
    const third = (recorded('posts-by-ids-page-1-embed').body as { id: number }[])[2]!.id
    serveBlog({
      page: (body) => {
        const items = body as Record<string, unknown>[]
        items[0] = { ...items[0], date: 'not a date' }
        items[1] = { ...items[1], slug: '../../contact?x=1#y' }
        items[2] = { ...items[2], modified: '"><script>', modified_gmt: 'hier' }
        return items
      },
    })
    const { posts } = await getPosts({ page: 1 })
    expect(posts).toHaveLength(7)
    const kept = posts.find((post) => post.id === third)
    expect(kept?.modified).toBe(kept?.date)
  })

  it('times out after WORDPRESS_TIMEOUT_MS', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
          }),
      ),
    )
    const started = Date.now()
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({ kind: 'timeout' })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('reports a refused connection as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    )
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({ kind: 'network' })
  })

  it('fails cleanly when WORDPRESS_API_URL is unset', async () => {
    vi.stubEnv('WORDPRESS_API_URL', '')
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({ kind: 'config' })
  })

  it('survives forbidden or missing featured media, a blocked author and nameless categories', async () => {
    serveBlog({
      page: (body) => {
        const items = body as RawPostLike[]
        const [first, second, third] = items
        if (!first || !second || !third) throw new Error('fixture too short')
        first._embedded['wp:featuredmedia'] = [
          { code: 'rest_forbidden', message: 'Désolé', data: { status: 401 } },
        ]
        delete second._embedded['wp:featuredmedia']
        first._embedded.author = [
          { code: 'rest_user_cannot_view', message: 'Désolé', data: { status: 401 } },
        ]
        third._embedded['wp:term'] = [
          [
            { id: 99, name: '', slug: 'sans-nom', taxonomy: 'category' },
            { id: 98, taxonomy: 'category' },
          ],
        ]
        return items
      },
    })
    const { posts } = await getPosts({ page: 1 })
    expect(posts[0]?.image).toBeNull()
    expect(posts[0]?.author).toBeNull()
    expect(posts[1]?.image).toBeNull()
    expect(posts[2]?.categories).toEqual([{ id: 99, name: 'sans nom', slug: 'sans-nom' }])
  })
})

describe('the feed and the related articles leave the password-protected post out', () => {
  it('asks the latest posts but it for the feed', async () => {
    serveBlog()
    await getLatestPosts().catch(() => [])
    const reserved = indexItems().find((item) => item.content.protected)!
    const ids = included(calls.find((url) => isByIds(new URL(url))))
    expect(ids).toHaveLength(20)
    expect(ids).not.toContain(reserved.id)
  })

  it('asks the newest posts sharing a category but it, and but the article, for « À lire aussi »', async () => {
    const reserved = indexItems().find((item) => item.content.protected)!
    const neighbour = indexItems().find(
      (item) =>
        !item.content.protected && item.categories.some((id) => reserved.categories.includes(id)),
    )!
    serveBlog()
    await getRelatedPosts({
      id: neighbour.id,
      slug: neighbour.slug,
      categories: neighbour.categories.map((id) => ({ id })),
    }).catch(() => [])
    const ids = included(calls.find((url) => isByIds(new URL(url))))
    expect(ids).toHaveLength(3)
    expect(ids).not.toContain(reserved.id)
    expect(ids).not.toContain(neighbour.id)
  })
})

describe('getPostBySlug (docs/specification.md « WordPress calls » call 2)', () => {
  const article = (name: string) =>
    serve(
      { matches: isRestIndex, rec: recorded('rest-index-namespaces') },
      { matches: () => true, rec: recorded(name) },
    )

  it('sends slug, _embed=true and status=publish and returns the first post with a sanitized body', async () => {
    const rec = recorded('posts-by-slug')
    article('posts-by-slug')
    const slug = (rec.body as { slug: string }[])[0]?.slug ?? ''
    const post = await getPostBySlug(slug)
    expect(calls[0]).toBe(`${API}/posts?slug=${slug}&_embed=true&status=publish`)
    expect(post && 'slug' in post && post.slug).toBe(slug)
    expect(post && 'contentHtml' in post && post.contentHtml).toContain('<p>')
  })

  it('asks no SEO plugin’s head when WordPress runs none (its REST index)', async () => {
    article('posts-by-slug')
    const post = await getPostBySlug('bareme-macron-cour-de-cassation')
    expect(calls.slice(1)).toEqual([`${API.replace('/wp/v2', '')}/?_fields=namespaces`])
    expect(post && 'seo' in post && post.seo).toBeNull()
  })

  it('returns null for an empty array (unknown slug, draft, private post)', async () => {
    article('posts-by-slug-unknown-empty')
    expect(await getPostBySlug('inconnu')).toBeNull()
    article('posts-by-slug-draft-empty')
    expect(await getPostBySlug('brouillon')).toBeNull()
  })

  it('marks a password-protected post reserved, and gives nothing of it', async () => {
    const rec = recorded('posts-by-slug-protected')
    expect(rec.body).toMatchObject([{ content: { rendered: '', protected: true } }])
    article('posts-by-slug-protected')
    expect(await getPostBySlug('dossier-reserve-clients')).toEqual({
      reserved: true,
      slug: 'dossier-reserve-clients',
    })
  })

  it('keeps no script vector of a compromised post', async () => {
    article('posts-by-slug-xss')
    const post = await getPostBySlug('contenu-piege-test-securite')
    if (!post || 'reserved' in post) throw new Error('not a post')
    expect(post.contentHtml).not.toMatch(/<script|onerror|onload|javascript:|<iframe|style=/i)
    expect(post.title).not.toMatch(/<script/i)
  })

  it('returns no image for a post without featured media', async () => {
    article('posts-by-slug-without-featured-media')
    const post = await getPostBySlug('x')
    expect(post && 'image' in post && post.image).toBeNull()
  })
})

describe('getCategories (docs/specification.md « WordPress calls » call 3)', () => {
  it('sends per_page=100 and returns named categories in WordPress’s order', async () => {
    const rec = recorded('categories')
    replay(rec)
    const categories = await getCategories()
    expect(calls).toEqual([`${API}/categories?per_page=100`])
    expect(categories.map((c) => c.slug)).toEqual(
      (rec.body as { slug: string }[]).map((c) => c.slug),
    )
    expect(categories.every((c) => c.name.length > 0 && !/&#?\w+;/.test(c.name))).toBe(true)
  })
})

describe('getPostsForSitemap', () => {
  it('lists every post of the index but the password-protected, with its last modification', async () => {
    serveBlog()
    const entries = await getPostsForSitemap()
    const shown = indexItems().filter((item) => !item.content.protected)
    expect(entries.map((entry) => entry.slug)).toEqual(shown.map((item) => item.slug))
    expect(
      entries.every((entry) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(entry.modified)),
    ).toBe(true)
  })

  it('leaves out a post Yoast SEO keeps out of search engines', async () => {
    const first = indexItems()[0]!
    serveBlog({
      index: (body) =>
        (body as IndexItem[]).map((item) =>
          item.id === first.id
            ? { ...item, yoast_head_json: { robots: { index: 'noindex', follow: 'follow' } } }
            : item,
        ),
    })
    const entries = await getPostsForSitemap()
    expect(entries.map((entry) => entry.slug)).not.toContain(first.slug)
    expect(entries).toHaveLength(indexItems().length - 2)
  })
})
