import { cache } from 'react'
import { getPostBySlug, type Post } from '@/lib/wordpress'

/** Outcome of loading an article: found, absent (spec §8 « Article absent »), or WordPress failed. */
export type ArticleResult = { kind: 'found'; post: Post } | { kind: 'missing' } | { kind: 'error' }

/**
 * Loads the article of `/blog/{slug}` once per request (metadata and page share it) and logs
 * a failure with spec §8's internal message. Slugs longer than WordPress's 200 characters cannot
 * exist and are not sent.
 */
export const loadArticle = cache(async (slug: string): Promise<ArticleResult> => {
  if (slug.length === 0 || slug.length > 200) return { kind: 'missing' }
  try {
    const post = await getPostBySlug(slug)
    return post ? { kind: 'found', post } : { kind: 'missing' }
  } catch (error) {
    console.error("Impossible de charger l'article", error)
    return { kind: 'error' }
  }
})
