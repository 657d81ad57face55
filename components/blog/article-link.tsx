'use client'

import Link, { useLinkStatus } from 'next/link'
import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { ArticleSkeleton } from './skeletons'

const subscribeNothing = () => () => {}

/**
 * While the article is on its way, covers the page with the article skeleton (spec §2 « Article »
 * loading state). The article route has no `loading.tsx` on purpose: a streamed fallback would
 * send HTTP 200 before an unknown slug is known, and the spec wants a real 404. So the skeleton is
 * shown here, on client navigations only, and only when the navigation is not instant.
 */
function PendingArticleSkeleton() {
  const { pending } = useLinkStatus()
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  if (!pending || !mounted) return null
  return createPortal(
    <div className="fixed inset-x-0 top-20 bottom-0 z-30 overflow-auto bg-background">
      <ArticleSkeleton />
    </div>,
    document.body,
  )
}

/** Link to an article that shows the article skeleton while the navigation is pending. */
export function ArticleLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <Link href={href} className={className}>
      {children}
      <PendingArticleSkeleton />
    </Link>
  )
}
