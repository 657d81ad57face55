import { ArticleNotFound } from '@/components/blog/article-not-found'

/** HTTP 404 page of a preview whose post WordPress does not have (spec §8 « Article absent »). */
export default function NotFound() {
  return <ArticleNotFound />
}
