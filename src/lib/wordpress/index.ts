import {
  CATEGORIES_PER_PAGE,
  FEED_POSTS,
  POSTS_PER_PAGE,
  RELATED_POSTS,
  TAGS,
} from '@/lib/constants'
import { cached } from './cache'
import { WordPressError, wordpressGet } from './client'
import { listSlice, newestShown } from './listing'
import { getPostIndex } from './post-index'
import { rankMathIndexable, rankMathSeo } from './rank-math'
import { isProtected, reshapeCategory, reshapePost, reshapePostSummary } from './reshape'
import type {
  Category,
  Post,
  PostSitemapEntry,
  PostsPage,
  PostSummary,
  ReservedPost,
} from './types'

export { WordPressError } from './client'
export { trackWordPressAnswers } from './cache'
export type {
  Category,
  Post,
  PostSeo,
  PostSitemapEntry,
  PostsPage,
  PostSummary,
  BlogImage,
  ReservedPost,
} from './types'

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

/** A page past the last, as WordPress answers it (`rest_post_invalid_page_number`). */
function pastLastPage(page: number): WordPressError {
  return new WordPressError('http', `page ${page} is past the last`, {
    status: 400,
    code: 'rest_post_invalid_page_number',
  })
}

/**
 * The posts with these ids, in this order (REST API handbook « Posts »: `include`), but one
 * protected since the index was read.
 * @throws WordPressError when WordPress fails or answers the wrong shape.
 */
function getPostsById(ids: readonly number[], whole: false): Promise<PostSummary[]>
function getPostsById(ids: readonly number[], whole: true): Promise<Post[]>
function getPostsById(ids: readonly number[], whole: boolean): Promise<PostSummary[] | Post[]> {
  if (ids.length === 0) return Promise.resolve([])
  const list = ids.join(',')
  return cached(['posts', whole ? 'whole' : 'summary', list], [TAGS.posts], async () => {
    const { body } = await wordpressGet('/posts', {
      include: list,
      orderby: 'include',
      per_page: String(ids.length),
      _embed: 'true',
      status: 'publish',
    })
    const items = expectArray(body, 'posts').filter((item) => !isProtected(item))
    const order = (post: { id: number }) => ids.indexOf(post.id)
    const inOrder = <T extends { id: number }>(posts: T[]) =>
      posts.filter((post) => order(post) >= 0).sort((a, b) => order(a) - order(b))
    if (!whole) return inOrder(reshapeAll<PostSummary>(items, reshapePostSummary, 'posts'))
    const posts = await Promise.all(items.map(reshapePost))
    return inOrder(reshapeAll<Post>(posts, (post) => post as Post | null, 'posts'))
  })
}

/**
 * One page (from 1) of the blog or of a category (docs/specification.md « Blog list »), cut from
 * the index of every post (listing.ts: sticky first, no protected post).
 * @throws WordPressError; past the last page, `code: 'rest_post_invalid_page_number'`.
 */
export async function getPosts({
  page,
  categoryId,
}: {
  page: number
  categoryId?: number
}): Promise<PostsPage> {
  const slice = listSlice(await getPostIndex(), { page, perPage: POSTS_PER_PAGE, categoryId })
  if (!slice) throw pastLastPage(page)
  const posts = await getPostsById(slice.ids, false)
  return { posts, page, totalPages: slice.totalPages, total: slice.total }
}

/** The blog's or a category's page count (the sitemap's). @throws WordPressError */
export async function getListPageCount(categoryId?: number): Promise<number> {
  const slice = listSlice(await getPostIndex(), { page: 1, perPage: POSTS_PER_PAGE, categoryId })
  return slice?.totalPages ?? 0
}

export function isPastLastPage(error: unknown): boolean {
  return error instanceof WordPressError && error.code === 'rest_post_invalid_page_number'
}

/**
 * The published post with this slug, `{ reserved: true }` when it has a password, or `null`
 * (docs/specification.md « WordPress calls » call 2); its SEO fields from Yoast SEO or Rank Math.
 * @throws WordPressError when WordPress fails or answers the wrong shape.
 */
export function getPostBySlug(slug: string): Promise<Post | ReservedPost | null> {
  return cached(['post', slug], [TAGS.posts, TAGS.post(slug)], async () => {
    const { body } = await wordpressGet('/posts', { slug, _embed: 'true', status: 'publish' })
    const items = expectArray(body, 'post by slug')
    if (items.length === 0) return null
    if (isProtected(items[0])) return { reserved: true, slug } satisfies ReservedPost
    const post = await reshapePost(items[0])
    if (!post) throw new WordPressError('invalid-shape', `post ${slug}: not a post`)
    return post.seo ? post : { ...post, seo: await rankMathSeo(items[0], post) }
  })
}

/**
 * The feed's latest posts, whole and sanitized (sticky ones in their place, as in WordPress's).
 * @throws WordPressError when WordPress fails or answers the wrong shape.
 */
export async function getLatestPosts(): Promise<Post[]> {
  return getPostsById(newestShown(await getPostIndex(), FEED_POSTS), true)
}

/**
 * Up to RELATED_POSTS other posts sharing a category with `post`, newest first.
 * @throws WordPressError when WordPress fails or answers the wrong shape.
 */
export async function getRelatedPosts(post: {
  id: number
  slug: string
  categories: readonly { id: number }[]
}): Promise<PostSummary[]> {
  const categoryIds = new Set(post.categories.map((category) => category.id))
  if (categoryIds.size === 0) return []
  const ids = newestShown(
    await getPostIndex(),
    RELATED_POSTS,
    (entry) => entry.id !== post.id && entry.categoryIds.some((id) => categoryIds.has(id)),
  )
  return getPostsById(ids, false)
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

/**
 * The sitemap's posts: neither protected nor kept out of search engines by their SEO plugin.
 * @throws WordPressError when the index cannot be read.
 */
export async function getPostsForSitemap(): Promise<PostSitemapEntry[]> {
  const entries = (await getPostIndex()).filter((entry) => !entry.protected && !entry.noindex)
  const indexed = await rankMathIndexable(entries)
  return entries
    .filter((entry) => indexed(entry))
    .map((entry) => ({ slug: entry.slug, modified: entry.modified }))
}
