import { ArticleNotFound } from '@/components/blog/article-not-found'

/**
 * The page of an unknown article (HTTP 404) and of an article WordPress could not give (HTTP 500):
 * docs/specification.md « Error catalogue », « Article absent » and « Article failure » (a
 * not-found style page).
 */
export function BlogArticleNotFoundPage() {
  return <ArticleNotFound />
}
