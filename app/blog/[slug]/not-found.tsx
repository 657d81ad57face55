import { ArticleNotFound } from '@/components/blog/article-not-found'

/**
 * HTTP 404 page of an unknown slug (docs/specification.md « Error catalogue », « Article absent »).
 */
export default function NotFound() {
  return <ArticleNotFound />
}
