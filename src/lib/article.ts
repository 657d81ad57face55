import {
  BlogUnavailableError,
  cachePublicPage,
  uncachedPage,
  type RouteAnswer,
} from '@/lib/blog-data'
import { TAGS } from '@/lib/constants'
import { loadRelatedPosts } from '@/lib/related-articles'
import { getPostBySlug, trackWordPressAnswers, type Post, type PostSummary } from '@/lib/wordpress'

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

/** What an article route answers (see {@link answerArticle}). */
export type ArticleAnswer =
  /** WordPress has no published post with that slug (404, « Article non trouvé »). */
  | { kind: 'missing' }
  /** WordPress failed and nothing was kept (500, the not-found style page). */
  | { kind: 'unavailable' }
  | {
      kind: 'article'
      post: Post
      /** « À lire aussi »: up to 3 articles sharing a category; none when their call fails. */
      related: PostSummary[]
      /** Some answer was an older one served while WordPress failed: show, do not cache. */
      fallback: boolean
    }

/**
 * Loads an article and its related articles (docs/specification.md « Article », README « Related
 * articles ») and says what the route answers. Never throws for WordPress's failures.
 */
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
 * Status and caching of an article's answer (README « Caching »): an unknown slug answers 404
 * every time and is never cached, so that a post published later shows at once; a failure 500;
 * both `no-store`. An article is cached under the posts' tag and its own, built from its slug as
 * WordPress spells it (ASCII, percent-encoded when not), which the webhook names too.
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
