import { ArticleNotFound } from '@/components/blog/article-not-found'

/**
 * HTTP 404 page of a preview whose post WordPress does not have (docs/specification.md « Error
 * catalogue », « Article absent »).
 */
export default function NotFound() {
  return <ArticleNotFound />
}
