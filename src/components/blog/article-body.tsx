'use client'

import { useRouter } from 'next/navigation'
import { expectNavigation } from '@/lib/navigation-pending'

/**
 * The sanitized HTML body of an article. A link in it to a page of this site is followed as a
 * client-side navigation, like every other link of the site: the target's loading state shows
 * (lib/navigation-pending.ts) and the header stays. Links elsewhere, to new tabs, downloads, same-page anchors, and clicks
 * with a modifier key or another button are left to the browser.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  const router = useRouter()

  function onClick(event: React.MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return
    const url = new URL(link.href, window.location.href)
    if (url.origin !== window.location.origin) return
    if (url.pathname === window.location.pathname && url.search === window.location.search) return
    event.preventDefault()
    router.push(`${url.pathname}${url.search}${url.hash}`)
    expectNavigation(url.pathname, () => window.location.pathname === url.pathname)
  }

  return (
    // The links inside are real <a> elements that keyboards reach and activate (Enter fires a
    // click); this only changes how a click on one of them is followed.
    <div
      className={className}
      onClick={onClick}
      // Sanitized on the server by lib/wordpress/sanitize.ts (allow-list, no scripts or handlers).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
