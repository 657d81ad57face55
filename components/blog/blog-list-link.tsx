'use client'

import Link from 'next/link'
import { PendingOverlay } from './pending-overlay'
import { BlogListSkeleton } from './skeletons'

/**
 * Link to the blog list that shows the list skeleton while the navigation is pending (spec §2
 * « Blog list » loading state). The list is rendered before anything is sent — so that it reads
 * without JavaScript and a page past the end gets a real redirect — hence no `loading.tsx`.
 */
export function BlogListLink({
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
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <BlogListSkeleton />
        </div>
      </PendingOverlay>
    </Link>
  )
}
