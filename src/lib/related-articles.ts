import { getRelatedPosts, type PostSummary } from '@/lib/wordpress'

/**
 * The articles shown under `post` (« À lire aussi »): up to 3 other published posts sharing one of
 * its categories, loaded with the article and cached with it (lib/wordpress `getRelatedPosts`). A
 * failure is silent, like the categories' (docs/specification.md « Error catalogue »): the article
 * is shown without them, and the failure is logged.
 */
export async function loadRelatedPosts(post: {
  id: number
  slug: string
  categories: readonly { id: number }[]
}): Promise<PostSummary[]> {
  try {
    return await getRelatedPosts(post)
  } catch (error) {
    console.error('Impossible de charger les articles liés', error)
    return []
  }
}
