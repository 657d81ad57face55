import { unstable_rethrow } from 'next/navigation'
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
 * Thrown by a blog page when WordPress cannot be read and no cached copy of the page exists. Its
 * `digest` reaches the segment's error boundary, which shows the spec's error state; Next.js stores
 * no page for a render that threw, so the error state is never cached as if it were the page.
 */
export class BlogUnavailableError extends Error {
  readonly digest: string

  constructor(digest: 'BLOG_LIST_UNAVAILABLE' | 'BLOG_ARTICLE_UNAVAILABLE', cause: unknown) {
    super(digest, { cause })
    this.name = 'BlogUnavailableError'
    this.digest = digest
  }
}

/** `digest` of the error a list page throws when WordPress fails (see BlogUnavailableError). */
export const LIST_UNAVAILABLE = 'BLOG_LIST_UNAVAILABLE'
/** `digest` of the error an article throws when WordPress fails. */
export const ARTICLE_UNAVAILABLE = 'BLOG_ARTICLE_UNAVAILABLE'

/**
 * docs/specification.md « Error catalogue »: a failure of the categories call is silent for the
 * visitor; logged with its message.
 */
export async function loadFilterCategories(): Promise<Category[]> {
  try {
    return (await getCategories()).slice(0, FILTER_CATEGORY_COUNT)
  } catch (error) {
    unstable_rethrow(error)
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
    unstable_rethrow(error)
    if (isPastLastPage(error)) return null
    console.error('Impossible de charger les articles du blog', error)
    throw new BlogUnavailableError(LIST_UNAVAILABLE, error)
  }
}
