import { FILTER_CATEGORY_COUNT, TAGS } from '@/lib/constants'
import type { ListRequest } from '@/lib/blog/url'
import { cachePublicPage, uncachedPage, type RouteAnswer } from '@/lib/cache/route-answer'
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
 * WordPress cannot be read and no earlier answer is kept: the route answers the error state, 500,
 * `no-store` (docs/specification.md « Error catalogue »).
 */
export class BlogUnavailableError extends Error {
  readonly state: 'list' | 'article'

  constructor(state: 'list' | 'article', cause: unknown) {
    super(state === 'list' ? 'BLOG_LIST_UNAVAILABLE' : 'BLOG_ARTICLE_UNAVAILABLE', { cause })
    this.name = 'BlogUnavailableError'
    this.state = state
  }
}

/**
 * The category buttons: the first FILTER_CATEGORY_COUNT categories, and the one a shared link
 * names (`?categorie=`) when it is another, so that the visitor sees which filter applies. A
 * failure of the categories call is logged, silent for the visitor (« Error catalogue »).
 */
export async function loadFilterCategories(active = ''): Promise<Category[]> {
  try {
    const categories = await getCategories()
    const buttons = categories.slice(0, FILTER_CATEGORY_COUNT)
    const named = categories.find((category) => category.slug === active)
    return named && !buttons.includes(named) ? [...buttons, named] : buttons
  } catch (error) {
    console.error('Impossible de charger les catégories', error)
    return []
  }
}

/**
 * One list page of the blog or of a category; `null` for an unknown or empty category or a page
 * past the last.
 * @throws BlogUnavailableError when WordPress fails (logged).
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

export type ListAnswer =
  | { kind: 'missing' }
  | { kind: 'unavailable' }
  | {
      kind: 'list'
      data: PostsPage
      category: Category | null
      /** The filter buttons; none on a category's own pages. */
      filterCategories: Category[]
      /** Some answer was an older one served while WordPress failed: show, do not cache. */
      fallback: boolean
    }

/** docs/specification.md « Blog list »; never throws for WordPress's failures. */
export async function answerListPage(request: ListRequest): Promise<ListAnswer> {
  try {
    const { value, fallback } = await trackWordPressAnswers(() =>
      Promise.all([
        loadListPage(request),
        request.category === undefined
          ? loadFilterCategories(request.filter.categorie)
          : Promise.resolve([]),
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

/** A filtered list is never stored (README « Caching »). */
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
