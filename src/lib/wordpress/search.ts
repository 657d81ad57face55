import { LRUCache } from 'lru-cache'
import { POSTS_PER_PAGE, SEARCH_CACHE_ENTRIES, SEARCH_CACHE_SECONDS, TAGS } from '@/lib/constants'
import { getWordPressApiUrl, getWordPressCacheSeconds } from '@/lib/env'
import { searchCacheKey } from '@/lib/search-query'
import { INVALIDATION_EVENT, invalidationRegistry } from './cache'
import { integerHeader, WordPressError, wordpressGet } from './client'
import { reshapePostSummary } from './reshape'
import type { PostsPage, PostSummary } from './types'

/*
 * Why a cache of its own rather than `cached()` (cache.ts): search queries are free text typed by
 * anyone, so their keys are unbounded, and the data cache keeps its answers for days as a fallback
 * (README « Caching »): a crawler or a visitor trying thousands of queries would push the blog's
 * pages out of it. This cache holds at most SEARCH_CACHE_ENTRIES answers, each for
 * SEARCH_CACHE_SECONDS at most, and never serves one past it: enough for a reload, a results page
 * shared or the same query typed by two visitors, and concurrent identical queries make one
 * WordPress call. The webhook empties it with the posts (`TAGS.posts`). The search page reads its
 * query string, so it is rendered on every request and never cached.
 */
const searches = new LRUCache<string, PostsPage, { query: string; page: number }>({
  max: SEARCH_CACHE_ENTRIES,
  // Upper bound; each entry gets the lifetime of the settings read when it is fetched.
  ttl: SEARCH_CACHE_SECONDS * 1000,
  fetchMethod: (_key, _stale, { context }) => load(context.query, context.page),
})

invalidationRegistry().addEventListener(INVALIDATION_EVENT, (event) => {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null
  const tags = (detail as { tags?: unknown } | null)?.tags
  if (Array.isArray(tags) && tags.includes(TAGS.posts)) searches.clear()
})

async function load(query: string, page: number): Promise<PostsPage> {
  const { body, headers } = await wordpressGet('/posts', {
    search: query,
    per_page: String(POSTS_PER_PAGE),
    page: String(page),
    _embed: 'true',
    status: 'publish',
  })
  if (!Array.isArray(body)) throw new WordPressError('invalid-shape', 'search: expected an array')
  const posts = body.map(reshapePostSummary).filter((post): post is PostSummary => post !== null)
  if (body.length > 0 && posts.length === 0)
    throw new WordPressError('invalid-shape', 'search: no valid item')
  return {
    posts,
    page,
    totalPages: integerHeader(headers, 'x-wp-totalpages') ?? 1,
    total: integerHeader(headers, 'x-wp-total') ?? posts.length,
  }
}

/**
 * One page of WordPress's own search among published posts:
 * `GET /posts?search={query}&per_page=9&page={page}&_embed=true&status=publish` (WordPress REST
 * API handbook, « Posts »: `search` matches title, excerpt and content), newest first. Answers are
 * kept briefly per normalized query (see above); with `WORDPRESS_CACHE_SECONDS=0`, never.
 *
 * @param query normalized by `normalizeSearchQuery` (lib/search-query.ts), not empty.
 * @param page from 1.
 * @returns the posts, `totalPages` (0 when nothing matches) and `total`.
 * @throws WordPressError; a page past the last is `code: 'rest_post_invalid_page_number'`.
 */
export async function searchPosts(query: string, page: number): Promise<PostsPage> {
  const seconds = Math.min(SEARCH_CACHE_SECONDS, getWordPressCacheSeconds())
  if (seconds === 0) return load(query, page)
  const key = `${getWordPressApiUrl() ?? ''}\n${page}\n${searchCacheKey(query)}`
  const status: LRUCache.Status<string, PostsPage, { query: string; page: number }> = {}
  const answer = await searches.fetch(key, {
    ttl: seconds * 1000,
    context: { query, page },
    status,
  })
  if (status.fetchError) throw status.fetchError
  if (!answer) throw new WordPressError('network', 'search: no answer')
  return answer
}
