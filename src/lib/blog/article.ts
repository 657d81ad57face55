import { BlogUnavailableError } from '@/lib/blog/list-page'
import { cachePublicPage, uncachedPage, type RouteAnswer } from '@/lib/cache/route-answer'
import { TAGS } from '@/lib/constants'
import { loadRelatedPosts } from '@/lib/blog/related'
import { getPostBySlug, trackWordPressAnswers, type Post, type PostSummary } from '@/lib/wordpress'

/**
 * The published post, or `null` (docs/specification.md « Error catalogue »).
 * @param slug decoded, as `parseSlugSegment` returns it.
 * @throws BlogUnavailableError (`article`) when WordPress fails (logged).
 */
export async function loadArticle(slug: string): Promise<Post | null> {
  try {
    return await getPostBySlug(slug)
  } catch (error) {
    console.error("Impossible de charger l'article", error)
    throw new BlogUnavailableError('article', error)
  }
}

export type ArticleAnswer =
  | { kind: 'missing' }
  | { kind: 'unavailable' }
  | {
      kind: 'article'
      post: Post
      /** None when their call fails. */
      related: PostSummary[]
      /** Some answer was an older one served while WordPress failed: show, do not cache. */
      fallback: boolean
    }

/** docs/specification.md « Article »; never throws for WordPress's failures. */
export async function answerArticle(slug: string): Promise<ArticleAnswer> {
  try {
    const { value, fallback } = await trackWordPressAnswers(async () => {
      const post = await loadArticle(slug)
      return post ? { post, related: await loadRelatedPosts(post) } : null
    })
    if (!value) return { kind: 'missing' }
    return { kind: 'article', ...value, fallback }
  } catch (error) {
    if (error instanceof BlogUnavailableError) return { kind: 'unavailable' }
    throw error
  }
}

/**
 * An unknown slug is never cached, so that a post published later shows at once; an article is
 * cached under its tag as WordPress spells its slug, as the webhook names it (README « Caching »).
 */
export function settleArticleAnswer(route: RouteAnswer, answer: ArticleAnswer): void {
  if (answer.kind === 'article') {
    cachePublicPage(route, {
      tags: [TAGS.posts, TAGS.post(answer.post.slug)],
      fallback: answer.fallback,
    })
    return
  }
  route.response.status = answer.kind === 'missing' ? 404 : 500
  route.response.statusText = answer.kind === 'missing' ? 'Not Found' : 'Internal Server Error'
  uncachedPage(route)
}
