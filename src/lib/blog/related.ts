import { getRelatedPosts, type PostSummary } from '@/lib/wordpress'

/** « À lire aussi »; a failure is logged and silent, like the categories' (« Error catalogue »). */
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
