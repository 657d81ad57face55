import { BlogUnavailableError } from '@/lib/blog-data'
import { isPastLastPage, type PostsPage } from '@/lib/wordpress'
import { searchPosts } from '@/lib/wordpress/search'

/**
 * One page of results of the search of every article, `null` past the last page (the page then
 * answers 404, as a list page does).
 *
 * @param query normalized (lib/search-query.ts), not empty.
 * @throws BlogUnavailableError (`list`) when WordPress fails: the page shows the spec's error
 *   state of the list (« Error catalogue », « Blog list load failure »), logged with its internal
 *   message.
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
