import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getCategories, getPostBySlug, getPosts, getPostsForSitemap, WordPressError } from './index'

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

function replay(rec: Recorded, transform?: (body: unknown) => unknown, dropHeaders: string[] = []) {
  const headers = Object.fromEntries(
    Object.entries(rec.headers).filter(([key]) => !dropHeaders.includes(key)),
  )
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url)
      return answer(transform ? transform(structuredClone(rec.body)) : rec.body, {
        status: rec.status,
        headers,
      })
    }),
  )
}

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

describe('getPosts (docs/specification.md « WordPress calls » call 1)', () => {
  it('sends exactly page, per_page=9, _embed=true and status=publish', async () => {
    replay(recorded('posts-page-1-embed'))
    await getPosts({ page: 2 })
    expect(calls).toEqual([`${API}/posts?page=2&per_page=9&_embed=true&status=publish`])
  })

  it('reshapes a real WordPress page: 9 posts, page count from X-WP-TotalPages, decoded titles, plain excerpts', async () => {
    const rec = recorded('posts-page-1-embed')
    replay(rec)
    const page = await getPosts({ page: 1 })
    expect(page.posts).toHaveLength(9)
    expect(page.totalPages).toBe(Number(rec.headers['x-wp-totalpages']))
    expect(page.total).toBe(Number(rec.headers['x-wp-total']))
    for (const post of page.posts) {
      expect(post.title).not.toMatch(/&#?\w+;|<[a-z]/i)
      expect(post.excerpt).not.toMatch(/<[a-z/]|&hellip;|\[…\]/i)
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
      expect(post.slug).toMatch(/^[a-z0-9-]+$/)
    }
    const raw = rec.body as RawPostLike[]
    const withEntity = raw.findIndex((item) =>
      /&#8217;|&#8220;|&amp;|&#038;/.test(item.title.rendered),
    )
    expect(withEntity).toBeGreaterThanOrEqual(0)
    expect(page.posts[withEntity]?.title).toMatch(/[’“”&]/)
  })

  it('reads the author, featured image with its alt text and embedded categories', async () => {
    replay(recorded('posts-page-1-embed'))
    const { posts } = await getPosts({ page: 1 })
    expect(posts.every((post) => post.author === 'Vincent Roques')).toBe(true)
    expect(posts.some((post) => post.image !== null && post.image.alt.length > 0)).toBe(true)
    expect(posts.every((post) => post.categories.length > 0)).toBe(true)
    expect(posts.flatMap((post) => post.categories).every((c) => c.name && c.slug)).toBe(true)
  })

  it('defaults the page count to 1 when X-WP-TotalPages is missing', async () => {
    replay(recorded('posts-page-1-embed'), undefined, ['x-wp-totalpages', 'x-wp-total'])
    const page = await getPosts({ page: 1 })
    expect(page.totalPages).toBe(1)
    expect(page.total).toBe(9)
  })

  it('never counts more pages than a route accepts, whatever X-WP-TotalPages says', async () => {
    const rec = recorded('posts-page-1-embed')
    for (const forged of ['1000000', '99999999999999999999']) {
      replay({ ...rec, headers: { ...rec.headers, 'x-wp-totalpages': forged } })
      expect((await getPosts({ page: 1 })).totalPages, forged).toBe(10_000)
    }
  })

  it('reports a page past the end with WordPress’s code', async () => {
    replay(recorded('posts-page-past-end'))
    const error = await getPosts({ page: 99 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WordPressError)
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'rest_post_invalid_page_number',
    })
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

  it('turns JSON of the wrong shape into a WordPressError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ 1: { id: 1 } })),
    )
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({ kind: 'invalid-shape' })
    replay(recorded('posts-page-1-embed'), (body) =>
      (body as object[]).map((item) => ({ ...item, title: undefined })),
    )
    await expect(getPosts({ page: 1 })).rejects.toMatchObject({ kind: 'invalid-shape' })
  })

  it('drops a single malformed post and keeps the others', async () => {
    replay(recorded('posts-page-1-embed'), (body) => {
      const items = body as Record<string, unknown>[]
      items[0] = { id: 'not-a-number' }
      return items
    })
    expect((await getPosts({ page: 1 })).posts).toHaveLength(8)
  })

  it('drops a post whose date or slug no page could use, and keeps one with a bad modified date', async () => {
    const rec = recorded('posts-page-1-embed')
    const third = (rec.body as { id: number }[])[2]!.id
    replay(rec, (body) => {
      const items = body as Record<string, unknown>[]
      items[0] = { ...items[0], date: 'not a date' }
      items[1] = { ...items[1], slug: '../../contact?x=1#y' }
      items[2] = { ...items[2], modified: '"><script>', modified_gmt: 'hier' }
      return items
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
    replay(recorded('posts-page-1-embed'), (body) => {
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
    })
    const { posts } = await getPosts({ page: 1 })
    expect(posts[0]?.image).toBeNull()
    expect(posts[0]?.author).toBeNull()
    expect(posts[1]?.image).toBeNull()
    expect(posts[2]?.categories).toEqual([{ id: 99, name: 'sans nom', slug: 'sans-nom' }])
  })
})

describe('getPostBySlug (docs/specification.md « WordPress calls » call 2)', () => {
  it('sends slug, _embed=true and status=publish and returns the first post with a sanitized body', async () => {
    const rec = recorded('posts-by-slug')
    replay(rec)
    const slug = (rec.body as { slug: string }[])[0]?.slug ?? ''
    const post = await getPostBySlug(slug)
    expect(calls).toEqual([`${API}/posts?slug=${slug}&_embed=true&status=publish`])
    expect(post?.slug).toBe(slug)
    expect(post?.contentHtml).toContain('<p>')
  })

  it('returns null for an empty array (unknown slug, draft, private post)', async () => {
    replay(recorded('posts-by-slug-unknown-empty'))
    expect(await getPostBySlug('inconnu')).toBeNull()
    replay(recorded('posts-by-slug-draft-empty'))
    expect(await getPostBySlug('brouillon')).toBeNull()
  })

  it('keeps no script vector of a compromised post', async () => {
    replay(recorded('posts-by-slug-xss'))
    const post = await getPostBySlug('contenu-piege-test-securite')
    expect(post).not.toBeNull()
    expect(post?.contentHtml).not.toMatch(/<script|onerror|onload|javascript:|<iframe|style=/i)
    expect(post?.title).not.toMatch(/<script/i)
  })

  it('returns no image for a post without featured media', async () => {
    replay(recorded('posts-by-slug-without-featured-media'))
    const post = await getPostBySlug('x')
    expect(post?.image).toBeNull()
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
  it('pages through the posts with _fields and stops at X-WP-TotalPages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url)
        const page = Number(new URL(url).searchParams.get('page'))
        return answer(
          [
            {
              slug: `article-${page}`,
              date: '2026-01-01T10:00:00',
              modified: '2026-02-01T11:00:00',
              modified_gmt: '2026-02-01T10:00:00',
            },
          ],
          {
            headers: { 'x-wp-total': '2', 'x-wp-totalpages': '2' },
          },
        )
      }),
    )
    const entries = await getPostsForSitemap()
    expect(entries).toEqual([
      { slug: 'article-1', modified: '2026-02-01T10:00:00Z' },
      { slug: 'article-2', modified: '2026-02-01T10:00:00Z' },
    ])
    expect(calls[0]).toBe(
      `${API}/posts?page=1&per_page=100&status=publish&_fields=slug%2Cdate%2Cmodified%2Cmodified_gmt`,
    )
  })
})
