import { BlogUnavailableError } from '@/lib/blog/list-page'
import { isPastLastPage, type PostsPage } from '@/lib/wordpress'
import { searchPosts } from '@/lib/wordpress/search'

/**
 * `null` past the last page.
 * @param query normalized (lib/blog/search-query.ts), not empty.
 * @throws BlogUnavailableError (`list`) when WordPress fails (logged).
 */
export async function loadSearchPage(query: string, page: number): Promise<PostsPage | null> {
  try {
    return await searchPosts(query, page)
  } catch (error) {
    if (isPastLastPage(error)) return null
    console.error('Impossible de charger les articles du blog', error)
    throw new BlogUnavailableError('list', error)
  }
}
