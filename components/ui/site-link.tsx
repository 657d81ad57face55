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
 * The site's internal link: Next.js's `Link` (client-side navigation, prefetching) that reports
 * when its navigation is pending — the target not yet in the browser — so that the page's loading
 * state shows at once (components/layout/navigation-pending.tsx). Use it for every internal link.
 */
export function SiteLink({
  href,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Link>, 'href'> & { href: string }) {
  return (
    <Link href={href} {...props}>
      {children}
      <PendingReporter href={href} />
    </Link>
  )
}
