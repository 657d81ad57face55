'use client'

import Link, { useLinkStatus } from 'next/link'
import { useEffect } from 'react'
import { endNavigation, startNavigation } from '@/lib/navigation-pending'

/** Reports the pending state of the enclosing link (Next.js `useLinkStatus`). */
function PendingReporter({ href }: { href: string }) {
  const { pending } = useLinkStatus()
  useEffect(() => {
    if (!pending) return
    startNavigation(href)
    return () => endNavigation(href)
  }, [pending, href])
  return null
}

/**
 * The site's internal link: Next.js's `Link` (client-side navigation, prefetching). A link to the
 * blog also reports when its navigation is pending — the target not yet in the browser — so that
 * the blog's loading state shows at once (components/layout/navigation-pending.tsx); the other
 * pages are static and prefetched, so their navigations need none. Use it for every internal link.
 */
export function SiteLink({
  href,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Link>, 'href'> & { href: string }) {
  return (
    <Link href={href} {...props}>
      {children}
      {href === '/blog' || href.startsWith('/blog/') ? <PendingReporter href={href} /> : null}
    </Link>
  )
}
