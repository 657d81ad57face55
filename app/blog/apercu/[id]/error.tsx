'use client'

import { ArticleNotFound } from '@/components/blog/article-not-found'
import { UnexpectedError } from '@/components/layout/unexpected-error'

/** Same value as `ARTICLE_UNAVAILABLE` in lib/blog-data.ts (a server-only module). */
const ARTICLE_UNAVAILABLE = 'BLOG_ARTICLE_UNAVAILABLE'

/**
 * Error boundary of a draft preview (docs/specification.md « Error catalogue », « Article failure
 * »: a not-found style page) when WordPress could not be read or refused the preview's application
 * password (logged on the server). Any other error is an unexpected one. Next.js answers it with
 * status 500.
 */
export default function PreviewError(props: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  if (props.error.digest !== ARTICLE_UNAVAILABLE) return <UnexpectedError {...props} />
  return <ArticleNotFound />
}
