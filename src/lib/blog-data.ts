import { FILTER_CATEGORY_COUNT } from '@/lib/constants'
import {
  getCategories,
  getCategoryBySlug,
  getPosts,
  isPastLastPage,
  type Category,
  type PostsPage,
} from '@/lib/wordpress'

/**
 * Thrown by a blog page's loader when WordPress cannot be read and no earlier answer is kept
 * (README « Caching », « Outages »). The route answers the spec's error state with status 500 and
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
