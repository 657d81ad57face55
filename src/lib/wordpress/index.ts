import {
  CATEGORIES_PER_PAGE,
  FEED_POSTS,
  POSTS_PER_PAGE,
  RELATED_POSTS,
  TAGS,
} from '@/lib/constants'
import { cached } from './cache'
import { integerHeader, totalPagesHeader, WordPressError, wordpressGet } from './client'
import { reshapeCategory, reshapePost, reshapePostSummary, reshapeSitemapEntry } from './reshape'
import type { Category, Post, PostSitemapEntry, PostsPage, PostSummary } from './types'

export { WordPressError } from './client'
export { trackWordPressAnswers } from './cache'
export type { Category, Post, PostSitemapEntry, PostsPage, PostSummary, BlogImage } from './types'

function expectArray(body: unknown, what: string): unknown[] {
  if (!Array.isArray(body))
    throw new WordPressError('invalid-shape', `${what}: expected a JSON array`)
  return body
}

/** Keeps the items that reshape; if none of a non-empty answer does, it is the wrong shape. */
function reshapeAll<T>(items: unknown[], reshape: (value: unknown) => T | null, what: string): T[] {
  const kept = items.map(reshape).filter((item): item is T => item !== null)
  if (items.length > 0 && kept.length === 0)
    throw new WordPressError('invalid-shape', `${what}: no valid item`)
  return kept
}

/**
 * One page (from 1) of published posts, optionally of one category (docs/specification.md
 * « WordPress calls » call 1). `totalPages` is `X-WP-TotalPages`, 1 when missing.
 * @throws WordPressError; past the last page, `code: 'rest_post_invalid_page_number'`.
 */
export function getPosts({
  page,
  categoryId,
}: {
  page: number
  categoryId?: number
}): Promise<PostsPage> {
  const key =
    categoryId === undefined
      ? ['posts', String(page)]
      : ['posts', String(page), 'category', String(categoryId)]
  return cached(key, [TAGS.posts], async () => {
    const { body, headers } = await wordpressGet('/posts', {
      page: String(page),
      per_page: String(POSTS_PER_PAGE),
      ...(categoryId === undefined ? {} : { categories: String(categoryId) }),
      _embed: 'true',
      status: 'publish',
    })
    const posts = reshapeAll<PostSummary>(expectArray(body, 'posts'), reshapePostSummary, 'posts')
    return {
      posts,
      page,
      totalPages: totalPagesHeader(headers),
      total: integerHeader(headers, 'x-wp-total') ?? posts.length,
    }
  })
}

export function isPastLastPage(error: unknown): boolean {
  return error instanceof WordPressError && error.code === 'rest_post_invalid_page_number'
}

/**
 * The published post with this slug, or `null` (docs/specification.md « WordPress calls » call 2).
 * @throws WordPressError when WordPress fails or answers the wrong shape.
 */
export function getPostBySlug(slug: string): Promise<Post | null> {
  return cached(['post', slug], [TAGS.posts, TAGS.post(slug)], async () => {
    const { body } = await wordpressGet('/posts', { slug, _embed: 'true', status: 'publish' })
    const items = expectArray(body, 'post by slug')
    if (items.length === 0) return null
    const post = await reshapePost(items[0])
    if (!post) throw new WordPressError('invalid-shape', `post ${slug}: not a post`)
    return post
  })
}

/**
 * The latest published posts, whole and sanitized, newest first, for the RSS feed.
 * @throws WordPressError when WordPress fails or answers the wrong shape.
 */
export function getLatestPosts(): Promise<Post[]> {
  return cached(['feed', String(FEED_POSTS)], [TAGS.posts], async () => {
    const { body } = await wordpressGet('/posts', {
      per_page: String(FEED_POSTS),
      _embed: 'true',
      status: 'publish',
    })
    const items = expectArray(body, 'feed posts')
    const posts = await Promise.all(items.map(reshapePost))
    return reshapeAll<Post>(posts, (post) => post as Post | null, 'feed posts')
  })
}

/**
 * Other published posts sharing a category with `post`, newest first, in one call (WordPress
 * REST handbook « Posts »: `categories` matches any of the ids). Cached under the article's tags.
 * @throws WordPressError when WordPress fails or answers the wrong shape.
 */
export function getRelatedPosts(post: {
  id: number
  slug: string
  categories: readonly { id: number }[]
}): Promise<PostSummary[]> {
  const categoryIds = [...new Set(post.categories.map((category) => category.id))].sort(
    (a, b) => a - b,
  )
  if (categoryIds.length === 0) return Promise.resolve([])
  const categories = categoryIds.join(',')
  return cached(
    ['related', String(post.id), categories],
    [TAGS.posts, TAGS.post(post.slug)],
    async () => {
      const { body } = await wordpressGet('/posts', {
        categories,
        exclude: String(post.id),
        per_page: String(RELATED_POSTS),
        _embed: 'true',
        status: 'publish',
      })
      const posts = reshapeAll<PostSummary>(
        expectArray(body, 'related posts'),
        reshapePostSummary,
        'related posts',
      )
      return posts.filter((related) => related.id !== post.id).slice(0, RELATED_POSTS)
    },
  )
}

/**
 * Every category, in WordPress's order (docs/specification.md « WordPress calls » call 3).
 * @throws WordPressError
 */
export function getCategories(): Promise<Category[]> {
  return cached(['categories'], [TAGS.categories], async () => {
    const { body } = await wordpressGet('/categories', { per_page: String(CATEGORIES_PER_PAGE) })
    return reshapeAll<Category>(expectArray(body, 'categories'), reshapeCategory, 'categories')
  })
}

/**
 * The categories holding a published post (WordPress REST handbook « Categories »).
 * @throws WordPressError
 */
export function getCategoriesWithPosts(): Promise<Category[]> {
  return cached(['categories', 'with-posts'], [TAGS.categories], async () => {
    const { body } = await wordpressGet('/categories', {
      per_page: String(CATEGORIES_PER_PAGE),
      hide_empty: 'true',
      _fields: 'id,name,slug',
    })
    return reshapeAll<Category>(expectArray(body, 'categories'), reshapeCategory, 'categories')
  })
}

/**
 * The category with this slug, or `null`; compared decoded, as WordPress percent-encodes them.
 * @throws WordPressError when the categories cannot be loaded.
 */
export async function getCategoryBySlug(slug: string): Promise<Category | null> {
  const wanted = safeDecode(slug).toLowerCase()
  const categories = await getCategories()
  return categories.find((category) => safeDecode(category.slug).toLowerCase() === wanted) ?? null
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Pages read at most by the sitemap: 50 × 100 = 5,000 posts. */
const SITEMAP_MAX_PAGES = 50

/**
 * Slug and last modification of every published post, for the sitemap (`_fields`: WordPress REST
 * handbook « Global Parameters »).
 * @throws WordPressError when the first page fails; a later failure ends the list early.
 */
export function getPostsForSitemap(): Promise<PostSitemapEntry[]> {
  return cached(['sitemap'], [TAGS.posts], async () => {
    const entries: PostSitemapEntry[] = []
    let totalPages = 1
    for (let page = 1; page <= Math.min(totalPages, SITEMAP_MAX_PAGES); page++) {
      let answer
      try {
        answer = await wordpressGet('/posts', {
          page: String(page),
          per_page: '100',
          status: 'publish',
          _fields: 'slug,date,modified,modified_gmt',
        })
      } catch (error) {
        if (page === 1) throw error
        break
      }
      entries.push(
        ...reshapeAll(
          expectArray(answer.body, 'sitemap posts'),
          reshapeSitemapEntry,
          'sitemap posts',
        ),
      )
      totalPages = totalPagesHeader(answer.headers)
    }
    return entries
  })
}
