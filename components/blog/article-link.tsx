'use client'

import Link from 'next/link'
import { PendingOverlay } from './pending-overlay'
import { ArticleSkeleton } from './skeletons'

/** Link to an article that shows the article skeleton while the navigation is pending (spec §2). */
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
      <PendingOverlay>
        <ArticleSkeleton />
      </PendingOverlay>
    </Link>
  )
}
