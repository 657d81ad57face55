'use client'

import { ArticleNotFound } from '@/components/blog/article-not-found'
import { UnexpectedError } from '@/components/layout/unexpected-error'

/** Same value as `ARTICLE_UNAVAILABLE` in lib/blog-data.ts (a server-only module). */
const ARTICLE_UNAVAILABLE = 'BLOG_ARTICLE_UNAVAILABLE'

/**
 * Error boundary of an article (docs/specification.md « Error catalogue », « Article failure »: a
 * not-found style page) when WordPress could not be read and no cached copy exists. Any other error
 * is an unexpected one. Next.js answers it with status 500 and `Cache-Control: no-store`, and keeps
 * no copy of it.
 */
export default function ArticleError(props: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  if (props.error.digest !== ARTICLE_UNAVAILABLE) return <UnexpectedError {...props} />
  return <ArticleNotFound />
}
