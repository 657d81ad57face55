'use client'

import { UnexpectedError } from '@/components/layout/unexpected-error'

/** Error boundary of every route (spec §8 « Unexpected rendering error »). */
export default function ErrorScreen(props: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return <UnexpectedError {...props} />
}
