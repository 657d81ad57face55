import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settleArticleAnswer } from './article'
import { settleListAnswer } from './list-page'
import { cachePublicPage, uncachedPage, type RouteAnswer } from '../cache/route-answer'
import type { Post } from '../wordpress'

/** What a route's `Astro` exposes to these helpers, recording what they set. */
function route(enabled = true) {
  const set = vi.fn()
  const answer = {
    cache: { enabled, set, tags: [], options: {}, invalidate: vi.fn() },
    response: { headers: new Headers() } as RouteAnswer['response'],
  }
  return { answer: answer as unknown as RouteAnswer, set }
}

const page = { posts: [], page: 1, totalPages: 1, total: 0 }
const list = {
  kind: 'list' as const,
  data: page,
  category: null,
  filterCategories: [],
  fallback: false,
}
const post = { slug: 'd%c3%a9cision' } as Post

beforeEach(() => vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300'))
afterEach(() => vi.unstubAllEnvs())

describe('cachePublicPage (README « Caching », « Shared caches and CDNs »)', () => {
  it('caches a page rendered from good answers, with headers for a CDN', () => {
    const { answer, set } = route()
    cachePublicPage(answer, { tags: ['wordpress-posts'], fallback: false })
    expect(set).toHaveBeenCalledWith({ maxAge: 300, swr: 86400, tags: ['wordpress-posts'] })
    expect(answer.response.headers.get('Cache-Control')).toBe(
      'public, s-maxage=300, stale-while-revalidate=86400',
    )
  })

  it('keeps nothing with the cache off or from an older answer, and says one second', () => {
    for (const [seconds, fallback] of [
      ['0', false],
      ['300', true],
    ] as const) {
      vi.stubEnv('WORDPRESS_CACHE_SECONDS', seconds)
      const { answer, set } = route()
      cachePublicPage(answer, { tags: ['wordpress-posts'], fallback })
      expect(set).toHaveBeenCalledWith(false)
      expect(answer.response.headers.get('Cache-Control')).toBe('s-maxage=1')
    }
  })

  it('writes ASCII tags only, and calls nothing while route caching is off', () => {
    const { answer, set } = route()
    cachePublicPage(answer, { tags: ['wordpress-post-décision'], fallback: false })
    expect(set).toHaveBeenCalledWith(
      expect.objectContaining({ tags: ['wordpress-post-d%C3%A9cision'] }),
    )
    const off = route(false)
    cachePublicPage(off.answer, { tags: ['wordpress-posts'], fallback: false })
    uncachedPage(off.answer)
    expect(off.set).not.toHaveBeenCalled()
  })
})

describe('settleListAnswer and settleArticleAnswer', () => {
  it('caches a list under the posts and categories, never a filtered one', () => {
    const cached = route()
    settleListAnswer(cached.answer, { page: 1, filter: { q: '', categorie: '' } }, list)
    expect(cached.set).toHaveBeenCalledWith(
      expect.objectContaining({ tags: ['wordpress-posts', 'wordpress-categories'] }),
    )
    const filtered = route()
    settleListAnswer(filtered.answer, { page: 1, filter: { q: 'bail', categorie: '' } }, list)
    expect(filtered.set).toHaveBeenCalledWith(false)
    expect(filtered.answer.response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('answers the list’s error state 500, never stored', () => {
    const { answer, set } = route()
    settleListAnswer(answer, { page: 2, filter: { q: '', categorie: '' } }, { kind: 'unavailable' })
    expect(answer.response).toMatchObject({ status: 500, statusText: 'Internal Server Error' })
    expect(set).toHaveBeenCalledWith(false)
    expect(answer.response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('caches an article under its own tag; an unknown one is a 404 every time', () => {
    const found = route()
    settleArticleAnswer(found.answer, { kind: 'article', post, related: [], fallback: false })
    expect(found.set).toHaveBeenCalledWith(
      expect.objectContaining({ tags: ['wordpress-posts', 'wordpress-post-d%c3%a9cision'] }),
    )
    const missing = route()
    settleArticleAnswer(missing.answer, { kind: 'missing' })
    expect(missing.answer.response).toMatchObject({ status: 404, statusText: 'Not Found' })
    expect(missing.set).toHaveBeenCalledWith(false)
    expect(missing.answer.response.headers.get('Cache-Control')).toBe('no-store')
    const failed = route()
    settleArticleAnswer(failed.answer, { kind: 'unavailable' })
    expect(failed.answer.response.status).toBe(500)
  })

  it('answers a password-protected post 403, never stored, so that its change shows at once', () => {
    const reserved = route()
    settleArticleAnswer(reserved.answer, { kind: 'reserved' })
    expect(reserved.answer.response).toMatchObject({ status: 403, statusText: 'Forbidden' })
    expect(reserved.set).toHaveBeenCalledWith(false)
    expect(reserved.answer.response.headers.get('Cache-Control')).toBe('no-store')
  })
})
