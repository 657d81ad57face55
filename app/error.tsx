'use client'

import { UnexpectedError } from '@/components/layout/unexpected-error'

/**
 * Error boundary of every route (docs/specification.md « Error catalogue », « Unexpected rendering
 * error »).
 */
export default function ErrorScreen(props: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return <UnexpectedError {...props} />
}
