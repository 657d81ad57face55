import { BlogUnavailableError } from '@/lib/blog/list-page'
import { cachePublicPage, uncachedPage, type RouteAnswer } from '@/lib/cache/route-answer'
import { TAGS } from '@/lib/constants'
import { loadRelatedPosts } from '@/lib/blog/related'
import {
  getPostBySlug,
  trackWordPressAnswers,
  type Post,
  type PostSummary,
  type ReservedPost,
} from '@/lib/wordpress'

/**
 * The published post, a protected one's mark, or `null` (docs/specification.md « Error catalogue »).
 * @param slug decoded, as `parseSlugSegment` returns it.
 * @throws BlogUnavailableError (`article`) when WordPress fails (logged).
 */
export async function loadArticle(slug: string): Promise<Post | ReservedPost | null> {
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
  /** Protected by a password in WordPress: the page says it is reserved, and nothing of it. */
  | { kind: 'reserved' }
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
      if (!post || 'reserved' in post) return post
      return { post, related: await loadRelatedPosts(post) }
    })
    if (!value) return { kind: 'missing' }
    if ('reserved' in value) return { kind: 'reserved' }
    return { kind: 'article', ...value, fallback }
  } catch (error) {
    if (error instanceof BlogUnavailableError) return { kind: 'unavailable' }
    throw error
  }
}

/**
 * An unknown slug (404) or a reserved post (403) is never cached, so that a change shows at once;
 * an article is cached under its tag as WordPress spells its slug (README « Caching »).
 */
export function settleArticleAnswer(route: RouteAnswer, answer: ArticleAnswer): void {
  if (answer.kind === 'article') {
    cachePublicPage(route, {
      tags: [TAGS.posts, TAGS.post(answer.post.slug)],
      fallback: answer.fallback,
    })
    return
  }
  const statuses = {
    missing: { status: 404, statusText: 'Not Found' },
    reserved: { status: 403, statusText: 'Forbidden' },
    unavailable: { status: 500, statusText: 'Internal Server Error' },
  } as const
  route.response.status = statuses[answer.kind].status
  route.response.statusText = statuses[answer.kind].statusText
  uncachedPage(route)
}
