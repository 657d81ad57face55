import type { APIContext } from 'astro'
import { BLOG_STALE_SECONDS, FILTER_CATEGORY_COUNT, TAGS } from '@/lib/constants'
import { getWordPressCacheSeconds } from '@/lib/env'
import type { BlogFilter } from '@/lib/blog-url'
import {
  getCategories,
  getCategoryBySlug,
  getPosts,
  isPastLastPage,
  trackWordPressAnswers,
  type Category,
  type PostsPage,
} from '@/lib/wordpress'

/**
 * Thrown by a blog page's loader when WordPress cannot be read and no earlier answer is kept
 * (README « Caching »). The route answers the spec's error state with status 500 and
 * `Cache-Control: no-store`, and caches nothing (docs/specification.md « Error catalogue »).
 */
export class BlogUnavailableError extends Error {
  /** Which error state to show: the list's message, or the article's not-found style page. */
  readonly state: 'list' | 'article'

  constructor(state: 'list' | 'article', cause: unknown) {
    super(state === 'list' ? 'BLOG_LIST_UNAVAILABLE' : 'BLOG_ARTICLE_UNAVAILABLE', { cause })
    this.name = 'BlogUnavailableError'
    this.state = state
  }
}

/**
 * docs/specification.md « Error catalogue »: a failure of the categories call is silent for the
 * visitor; logged with its message.
 */
export async function loadFilterCategories(): Promise<Category[]> {
  try {
    return (await getCategories()).slice(0, FILTER_CATEGORY_COUNT)
  } catch (error) {
    console.error('Impossible de charger les catégories', error)
    return []
  }
}

/**
 * One list page of the whole blog or of a category (docs/specification.md « WordPress calls » call
 * 1), `null` when it does not exist (an unknown category, a page past the last, an empty category).
 * @throws BlogUnavailableError when WordPress fails; logged with docs/specification.md « Error
 * catalogue »'s internal message.
 */
export async function loadListPage({
  page,
  category,
}: {
  page: number
  category?: string
}): Promise<{ data: PostsPage; category: Category | null } | null> {
  try {
    const found = category === undefined ? null : await getCategoryBySlug(category)
    if (category !== undefined && !found) return null
    const data = await getPosts({ page, categoryId: found?.id })
    if (found && data.posts.length === 0) return null
    return { data, category: found }
  } catch (error) {
    if (isPastLastPage(error)) return null
    console.error('Impossible de charger les articles du blog', error)
    throw new BlogUnavailableError('list', error)
  }
}

/**
 * What a blog route sets about its answer: Astro's route cache, the response's status and headers
 * (`Astro`, in a page's frontmatter).
 */
export type RouteAnswer = Pick<APIContext, 'cache'> & {
  response: { status?: number; statusText?: string; headers: Headers }
}

/**
 * A public blog page rendered from WordPress (README « Caching », « Shared caches and CDNs »):
 * - from good answers, with `WORDPRESS_CACHE_SECONDS` > 0: kept by Astro's route cache that long
 *   under `tags`, then served stale while rendered again for BLOG_STALE_SECONDS
 *   (`Astro.cache.set`), and `Cache-Control: public, s-maxage=…, stale-while-revalidate=…` for a
 *   CDN;
 * - with the cache off (`0`), or from an older answer served while WordPress fails (`fallback`):
 *   not kept, so that the next request renders it again, and shared caches keep it one second
 *   (`Cache-Control: s-maxage=1`).
 *
 * @param tags lib/constants.ts TAGS; ASCII only (they travel in a header), so an article's is
 *   built from its slug as WordPress spells it.
 */
export function cachePublicPage(
  route: RouteAnswer,
  { tags, fallback }: { tags: string[]; fallback: boolean },
): void {
  const seconds = getWordPressCacheSeconds()
  if (seconds === 0 || fallback) {
    if (route.cache.enabled) route.cache.set(false)
    route.response.headers.set('Cache-Control', 's-maxage=1')
    return
  }
  // A tag travels in a response header, which holds ASCII only: a stray character is encoded
  // rather than failing the page (the posts' tag still expires it).
  const ascii = tags.map((tag) => tag.replace(/[^\x20-\x7e]/gu, (c) => encodeURIComponent(c)))
  if (route.cache.enabled)
    route.cache.set({ maxAge: seconds, swr: BLOG_STALE_SECONDS, tags: ascii })
  route.response.headers.set(
    'Cache-Control',
    `public, s-maxage=${seconds}, stale-while-revalidate=${BLOG_STALE_SECONDS}`,
  )
}

/**
 * A blog answer no cache may keep (README « Shared caches and CDNs »): an unknown article (404),
 * an error state (500), a filtered list, search results (`no-store`), a draft preview
 * (`private, no-store`). Opts out of route caching too, whatever `routeRules` say.
 */
export function uncachedPage(route: RouteAnswer, cacheControl = 'no-store'): void {
  skipRouteCache(route)
  route.response.headers.set('Cache-Control', cacheControl)
}

/** Keeps an answer out of Astro's route cache, whatever `routeRules` say (endpoints too). */
export function skipRouteCache(route: Pick<APIContext, 'cache'>): void {
  if (route.cache.enabled) route.cache.set(false)
}

/** A list page asked for: its number, its category's slug (as in the path), the filter of its URL. */
export type ListRequest = { page: number; category?: string; filter: BlogFilter }

/** What a list route answers (see {@link answerListPage}). */
export type ListAnswer =
  /** No such page: an unknown category, a page past the last, an empty category (404). */
  | { kind: 'missing' }
  /** WordPress failed and nothing was kept (500, the spec's error state). */
  | { kind: 'unavailable' }
  | {
      kind: 'list'
      data: PostsPage
      category: Category | null
      /** The filter buttons: the first 5 categories, none on a category's own pages. */
      filterCategories: Category[]
      /** Some answer was an older one served while WordPress failed: show, do not cache. */
      fallback: boolean
    }

/**
 * Loads a list page (docs/specification.md « Blog list », « WordPress calls » calls 1 and 3) and
 * says what the route answers. Never throws for WordPress's failures.
 */
export async function answerListPage(request: ListRequest): Promise<ListAnswer> {
  try {
    const { value, fallback } = await trackWordPressAnswers(() =>
      Promise.all([
        loadListPage(request),
        request.category === undefined ? loadFilterCategories() : Promise.resolve([]),
      ]),
    )
    const [list, filterCategories] = value
    if (!list) return { kind: 'missing' }
    return { kind: 'list', ...list, filterCategories, fallback }
  } catch (error) {
    if (error instanceof BlogUnavailableError) return { kind: 'unavailable' }
    throw error
  }
}

/**
 * Status and caching of a list route's answer (README « Caching »): 500 `no-store` for the error
 * state; a filtered list (`?q=`, `?categorie=`: README « Blog URLs ») rendered for each request
 * and never stored; otherwise a public page cached under the posts' and categories' tags.
 * A missing page is the route's own 404 response and never reaches this.
 */
export function settleListAnswer(
  route: RouteAnswer,
  request: ListRequest,
  answer: Exclude<ListAnswer, { kind: 'missing' }>,
): void {
  if (answer.kind === 'unavailable') {
    route.response.status = 500
    route.response.statusText = 'Internal Server Error'
    uncachedPage(route)
  } else if (request.filter.q || request.filter.categorie) {
    uncachedPage(route)
  } else {
    cachePublicPage(route, { tags: [TAGS.posts, TAGS.categories], fallback: answer.fallback })
  }
}
