import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_CACHE_ENTRIES, TAGS } from '@/lib/constants'
import { announceInvalidation } from '@/lib/cache/invalidation-bus'
import { getLatestPosts, getRelatedPosts, WordPressError } from './index'
import { INDEX_FIELDS } from './index-fields'
import { getPostPreview } from './preview'
import { searchPosts } from './search'

// Every call goes straight to WordPress (`WORDPRESS_CACHE_SECONDS=0`, below, unless a test turns
// the cache on); images of bodies go through a stand-in of the image endpoint.
vi.mock('astro:assets', () => ({
  getImage: async ({ src, width }: { src: string; width: number }) => ({
    src: `/_image?href=${encodeURIComponent(src)}&w=${width}`,
    srcSet: { attribute: '' },
  }),
}))

const API = 'http://127.0.0.1:8089/wp-json/wp/v2'
/** Nine published posts recorded from a real WordPress (scripts/wordpress-real/record.mjs). */
const PAGE = (
  JSON.parse(
    readFileSync(
      join(process.cwd(), 'scripts/wordpress-real/recorded/posts-page-1-embed.json'),
      'utf8',
    ),
  ) as { body: Record<string, unknown>[] }
).body

/** The index of every post (post-index.ts), recorded likewise. */
const INDEX = (
  JSON.parse(
    readFileSync(join(process.cwd(), 'scripts/wordpress-real/recorded/posts-index.json'), 'utf8'),
  ) as { body: { id: number; categories: number[]; content: { protected: boolean } }[] }
).body
const PROTECTED = INDEX.filter((item) => item.content.protected).map((item) => item.id)

/** The index for its call, and the recorded posts `include` names for a call by id. */
function blogAnswer(url: string): unknown {
  const params = new URL(url).searchParams
  if (params.get('_fields') === INDEX_FIELDS) return INDEX
  const ids = (params.get('include') ?? '').split(',').map(Number)
  return ids.flatMap((id) => PAGE.filter((post) => post.id === id))
}
const includedIn = (url: string | undefined) =>
  (new URL(url ?? 'http://x').searchParams.get('include') ?? '').split(',').map(Number)

type Call = { url: string; authorization: string | null }
let calls: Call[] = []

/** Answers each request with `route(url)`: a body, or `[status, body]`. */
function serve(route: (url: string) => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      calls.push({ url, authorization: headers.get('authorization') })
      const answer = route(url)
      const [status, body] =
        Array.isArray(answer) && typeof answer[0] === 'number' ? answer : [200, answer]
      return new Response(JSON.stringify(body), {
        status: status as number,
        headers: { 'content-type': 'application/json', 'x-wp-total': '12', 'x-wp-totalpages': '2' },
      })
    }),
  )
}

beforeEach(() => {
  calls = []
  vi.stubEnv('WORDPRESS_API_URL', API)
  vi.stubEnv('WORDPRESS_CACHE_SECONDS', '0')
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('getLatestPosts (RSS feed)', () => {
  it('asks the 20 latest published posts but the password-protected, by id, and returns them whole', async () => {
    serve(blogAnswer)
    const posts = await getLatestPosts()
    const ids = INDEX.filter((item) => !item.content.protected)
      .slice(0, 20)
      .map((item) => item.id)
    // The index (its two pages, as the stand-in's X-WP-TotalPages says), then the posts by id.
    expect(calls.map((call) => call.url)).toEqual([
      `${API}/posts?page=1&per_page=100&status=publish&_fields=${encodeURIComponent(INDEX_FIELDS)}`,
      `${API}/posts?page=2&per_page=100&status=publish&_fields=${encodeURIComponent(INDEX_FIELDS)}`,
      `${API}/posts?include=${ids.join('%2C')}&orderby=include&per_page=20&_embed=true&status=publish`,
    ])
    expect(PROTECTED).toHaveLength(1)
    expect(posts.map((post) => post.id)).toEqual(ids.filter((id) => PAGE.some((p) => p.id === id)))
    expect(posts[0]?.contentHtml).toMatch(/<p>/)
    expect(posts[0]?.title).not.toMatch(/&#?\w+;/)
  })
})

describe('getRelatedPosts', () => {
  it('asks by id the 3 newest posts sharing a category, but the post and the password-protected', async () => {
    serve(blogAnswer)
    const protectedPost = INDEX.find((item) => item.content.protected)!
    const category = protectedPost.categories[0]!
    const post = INDEX.find(
      (item) => !item.content.protected && item.categories.includes(category),
    )!
    await getRelatedPosts({ id: post.id, slug: 'mon-article', categories: [{ id: category }] })
    const expected = INDEX.filter(
      (item) =>
        !item.content.protected && item.id !== post.id && item.categories.includes(category),
    )
      .slice(0, 3)
      .map((item) => item.id)
    const byIds = calls.filter((call) => call.url.includes('include='))
    expect(byIds).toHaveLength(1)
    expect(includedIn(byIds[0]?.url)).toEqual(expected)
    expect(new URL(byIds[0]!.url).searchParams.get('per_page')).toBe('3')
  })

  it('never shows the article itself, and calls nothing for a post without category', async () => {
    serve(blogAnswer)
    const itself = PAGE[0] as { id: number; categories: number[] }
    const related = await getRelatedPosts({
      id: itself.id,
      slug: 's',
      categories: itself.categories.map((id) => ({ id })),
    })
    expect(related.map((post) => post.id)).not.toContain(itself.id)
    calls = []
    expect(await getRelatedPosts({ id: 1, slug: 's', categories: [] })).toEqual([])
    expect(calls).toEqual([])
  })
})

describe('searchPosts', () => {
  it('sends WordPress its own search, encoded, 9 a page, published only', async () => {
    serve(() => PAGE)
    const result = await searchPosts('bail & <b>été</b>', 2)
    expect(calls.map((call) => call.url)).toEqual([
      `${API}/posts?search=bail+%26+%3Cb%3E%C3%A9t%C3%A9%3C%2Fb%3E&per_page=9&page=2&_embed=true&status=publish`,
    ])
    expect(result).toMatchObject({ page: 2, totalPages: 2, total: 12 })
    // The recorded page holds the password-protected post: it is dropped.
    expect(result.posts).toHaveLength(PAGE.length - 1)
    expect(result.posts.map((post) => post.id)).not.toContain(PROTECTED[0])
  })

  it('keeps an answer briefly per normalized query, when the cache is on', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
    serve(() => PAGE)
    await searchPosts('Prud’hommes', 1)
    await searchPosts('prud’hommes', 1)
    expect(calls).toHaveLength(1)
    await searchPosts('prud’hommes', 2)
    expect(calls).toHaveLength(2)
  })

  it('keeps at most SEARCH_CACHE_ENTRIES answers: the oldest query is asked again', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
    serve(() => [])
    await searchPosts('requête 0', 1)
    for (let i = 1; i <= SEARCH_CACHE_ENTRIES; i++) await searchPosts(`requête ${i}`, 1)
    expect(calls).toHaveLength(SEARCH_CACHE_ENTRIES + 1)
    await searchPosts(`requête ${SEARCH_CACHE_ENTRIES}`, 1)
    expect(calls).toHaveLength(SEARCH_CACHE_ENTRIES + 1)
    await searchPosts('requête 0', 1)
    expect(calls).toHaveLength(SEARCH_CACHE_ENTRIES + 2)
  })

  it('forgets every answer when the webhook names the posts', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
    serve(() => PAGE)
    await searchPosts('licenciement', 1)
    announceInvalidation({ tags: [TAGS.post('autre')], paths: [] })
    await searchPosts('licenciement', 1)
    expect(calls).toHaveLength(1)
    announceInvalidation({ tags: [TAGS.posts], paths: ['/blog'] })
    await searchPosts('licenciement', 1)
    expect(calls).toHaveLength(2)
  })

  it('asks WordPress every time when the cache is off, and caches no failure', async () => {
    serve(() => [])
    await searchPosts('bail', 1)
    await searchPosts('bail', 1)
    expect(calls).toHaveLength(2)
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
    serve(() => [500, { code: 'internal_server_error', message: 'x' }])
    await expect(searchPosts('panne', 1)).rejects.toBeInstanceOf(WordPressError)
    serve(() => [])
    await expect(searchPosts('panne', 1)).resolves.toMatchObject({ posts: [] })
  })
})

describe('getPostPreview', () => {
  const draft = {
    ...(PAGE[1] as Record<string, unknown>),
    id: 43,
    slug: '',
    generated_slug: 'projet-de-reforme',
    status: 'draft',
    modified_gmt: '2026-06-21T09:00:00',
    title: { raw: 'Projet', rendered: 'Projet de réforme' },
  }
  const autosave = (modified: string) => ({
    id: 44,
    parent: 43,
    modified_gmt: modified,
    title: { raw: 'x', rendered: 'Projet de réforme, version enregistrée' },
    content: { raw: 'x', rendered: '<p>Texte enregistré automatiquement.</p>' },
    excerpt: { raw: '', rendered: '' },
  })

  beforeEach(() => {
    vi.stubEnv('WORDPRESS_PREVIEW_USER', 'vincent-roques')
    vi.stubEnv('WORDPRESS_PREVIEW_APPLICATION_PASSWORD', 'abcd EFGH 1234 ijkl MNOP 5678')
  })

  it('reads the post and its autosaves with Basic authentication, never from a cache', async () => {
    serve((url) => (url.includes('/autosaves') ? [] : draft))
    const post = await getPostPreview(43)
    expect(calls.map((call) => call.url).sort()).toEqual([
      `${API}/posts/43/autosaves?context=edit`,
      `${API}/posts/43?context=edit&_embed=true`,
    ])
    const expected = `Basic ${Buffer.from('vincent-roques:abcd EFGH 1234 ijkl MNOP 5678').toString('base64')}`
    for (const call of calls) expect(call.authorization).toBe(expected)
    expect(post).toMatchObject({
      id: 43,
      slug: 'projet-de-reforme',
      status: 'draft',
      title: 'Projet de réforme',
    })
  })

  it('asks WordPress on every call, even with the cache on', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
    serve((url) => (url.includes('/autosaves') ? [] : draft))
    await getPostPreview(43)
    await getPostPreview(43)
    expect(calls).toHaveLength(4)
  })

  it('shows the latest autosave when it is newer than the post, the post otherwise', async () => {
    serve((url) =>
      url.includes('/autosaves')
        ? [autosave('2026-06-20T08:00:00'), autosave('2026-06-22T10:00:00')]
        : draft,
    )
    const newer = await getPostPreview(43)
    expect(newer?.title).toBe('Projet de réforme, version enregistrée')
    expect(newer?.contentHtml).toContain('Texte enregistré automatiquement.')

    serve((url) => (url.includes('/autosaves') ? [autosave('2026-06-20T08:00:00')] : draft))
    expect((await getPostPreview(43))?.title).toBe('Projet de réforme')
  })

  it('is null for a post WordPress does not have, and fails on refused credentials', async () => {
    serve(() => [404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.' }])
    expect(await getPostPreview(99)).toBeNull()
    serve(() => [
      401,
      { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' },
    ])
    await expect(getPostPreview(43)).rejects.toMatchObject({ kind: 'http', status: 401 })
  })

  it('fails without credentials, before any call', async () => {
    vi.stubEnv('WORDPRESS_PREVIEW_APPLICATION_PASSWORD', '')
    serve(() => draft)
    await expect(getPostPreview(43)).rejects.toMatchObject({ kind: 'config' })
    expect(calls).toEqual([])
  })
})
