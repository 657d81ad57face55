import { unstable_rethrow } from 'next/navigation'
import { cache } from 'react'
import { ARTICLE_UNAVAILABLE, BlogUnavailableError } from '@/lib/blog-data'
import { getPostBySlug, type Post } from '@/lib/wordpress'

/**
 * Loads the article of `/blog/{slug}` once per render (metadata and page share it): the post, or
 * `null` when WordPress has no published post with that slug (docs/specification.md « Error
 * catalogue », « Article absent »).
 *
 * @param slug decoded, as `parseSlugSegment` returns it.
 * @throws BlogUnavailableError when WordPress fails, logged with docs/specification.md « Error
 * catalogue »'s internal message
 *   (« Article failure »).
 */
export const loadArticle = cache(async (slug: string): Promise<Post | null> => {
  try {
    return await getPostBySlug(slug)
  } catch (error) {
    unstable_rethrow(error)
    console.error("Impossible de charger l'article", error)
    throw new BlogUnavailableError(ARTICLE_UNAVAILABLE, error)
  }
})
