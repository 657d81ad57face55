import { ArticleNotFound } from '@/components/blog/article-not-found'

/** HTTP 404 page of an unknown slug (spec §8 « Article absent »). */
export default function NotFound() {
  return <ArticleNotFound />
}
