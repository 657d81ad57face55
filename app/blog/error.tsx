'use client'

import { BlogListUnavailable } from '@/components/blog/blog-list-unavailable'
import { UnexpectedError } from '@/components/layout/unexpected-error'

/** Same value as `LIST_UNAVAILABLE` in lib/blog-data.ts (a server-only module). */
const LIST_UNAVAILABLE = 'BLOG_LIST_UNAVAILABLE'

/**
 * Error boundary of the blog's list pages (docs/specification.md « Blog list » error state, « Error
 * catalogue », « Blog list load failure »): when WordPress could not be read and no cached page
 * exists, the spec's message with a contact button. Any other error is an unexpected one. Next.js
 * answers it with status 500 and `Cache-Control: no-store`, and keeps no copy of it.
 */
export default function BlogListError(props: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  if (props.error.digest !== LIST_UNAVAILABLE) return <UnexpectedError {...props} />
  return <BlogListUnavailable />
}
