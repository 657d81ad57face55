import { BlogUnavailableError } from '@/lib/blog-data'
import { getPostBySlug, type Post } from '@/lib/wordpress'

/**
 * Loads the article of `/blog/{slug}`: the post, or `null` when WordPress has no published post
 * with that slug (docs/specification.md « Error catalogue », « Article absent »).
 *
 * @param slug decoded, as `parseSlugSegment` returns it.
 * @throws BlogUnavailableError (`article`) when WordPress fails, logged with
 *   docs/specification.md « Error catalogue »'s internal message (« Article failure »).
 */
export async function loadArticle(slug: string): Promise<Post | null> {
  try {
    return await getPostBySlug(slug)
  } catch (error) {
    console.error("Impossible de charger l'article", error)
    throw new BlogUnavailableError('article', error)
  }
}
