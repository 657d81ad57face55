import { ArticleNotFound, ARTICLE_NOT_SHOWN } from '@/components/blog/article-not-found'

/**
 * The page of an unknown article (`missing`, HTTP 404), of an article WordPress could not give
 * (`unavailable`, HTTP 500): docs/specification.md « Error catalogue », « Article absent » and
 * « Article failure » (a not-found style page), and of a password-protected post (`reserved`,
 * HTTP 403).
 */
export function BlogArticleNotFoundPage({ reason }: { reason: keyof typeof ARTICLE_NOT_SHOWN }) {
  return <ArticleNotFound reason={reason} />
}
