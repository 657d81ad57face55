import { LRUCache } from 'lru-cache'
import { onInvalidation } from '@/lib/cache/invalidation-bus'
import { POSTS_PER_PAGE, SEARCH_CACHE_ENTRIES, SEARCH_CACHE_SECONDS, TAGS } from '@/lib/constants'
import { getWordPressApiUrl, getWordPressCacheSeconds } from '@/lib/env'
import { normalizeSearchQuery, straightApostrophes } from '@/lib/search-text'
import { integerHeader, totalPagesHeader, WordPressError, wordpressGet } from './client'
import { isProtected, reshapePostSummary } from './reshape'
import type { PostsPage, PostSummary } from './types'

/*
 * A small cache of its own rather than `cached()` (cache.ts): queries are free text, so their keys
 * are unbounded, and thousands of them would push the blog's pages out of the data cache, which
 * keeps answers for days (README « Caching »). The webhook empties it with the posts.
 */
const searches = new LRUCache<string, PostsPage, { query: string; page: number }>({
  max: SEARCH_CACHE_ENTRIES,
  ttl: SEARCH_CACHE_SECONDS * 1000,
  fetchMethod: (_key, _stale, { context }) => load(context.query, context.page),
})

onInvalidation(({ tags }) => {
  if (tags.includes(TAGS.posts)) searches.clear()
})

/**
 * The query as WordPress is asked it: straight apostrophes (lib/search-text.ts), the visitor's
 * words otherwise.
 */
export function wordpressSearchTerms(query: string): string {
  return straightApostrophes(normalizeSearchQuery(query))
}

/** Lower case: WordPress's search ignores case (MySQL's `_ci` collations). */
export function searchCacheKey(query: string): string {
  return wordpressSearchTerms(query).toLocaleLowerCase('fr')
}

async function load(query: string, page: number): Promise<PostsPage> {
  const { body, headers } = await wordpressGet('/posts', {
    search: wordpressSearchTerms(query),
    per_page: String(POSTS_PER_PAGE),
    page: String(page),
    _embed: 'true',
    status: 'publish',
  })
  if (!Array.isArray(body)) throw new WordPressError('invalid-shape', 'search: expected an array')
  // WordPress leaves password-protected posts out of an anonymous search (WP_Query's search);
  // checked again, so that none can show whatever a plugin changes.
  const shown = body.filter((item) => !isProtected(item))
  const posts = shown.map(reshapePostSummary).filter((post): post is PostSummary => post !== null)
  if (shown.length > 0 && posts.length === 0)
    throw new WordPressError('invalid-shape', 'search: no valid item')
  return {
    posts,
    page,
    totalPages: totalPagesHeader(headers),
    total: integerHeader(headers, 'x-wp-total') ?? posts.length,
  }
}

/**
 * One page (from 1) of WordPress's own search among published posts (WordPress REST API handbook
 * « Posts »: `search`); `totalPages` is 0 when nothing matches.
 * @param query normalized by `normalizeSearchQuery` (lib/blog/search-query.ts), not empty.
 * @throws WordPressError; past the last page, `code: 'rest_post_invalid_page_number'`.
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
