'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { ArticleSkeleton, BlogListSkeleton, PageHeaderSkeleton } from '@/components/blog/skeletons'
import {
  endNavigation,
  expectNavigation,
  getPendingNavigation,
  subscribePendingNavigation,
} from '@/lib/navigation-pending'
import { container } from '@/components/ui/container'

/** Paths of the blog's list pages (whole blog, categories, their later pages). */
const BLOG_LIST =
  /^\/blog(?:\/page\/[^/]+|\/categorie\/[^/]+(?:\/page\/[^/]+)?|\/filtre(?:\/.*)?)?$/

/** Path of a target without its query string or fragment. */
function pathOf(target: string): string {
  return target.split(/[?#]/)[0] ?? ''
}

/** The spec's loading state for a target path: a list or an article skeleton; none elsewhere. */
function skeletonFor(pathname: string): React.ReactNode {
  if (BLOG_LIST.test(pathname)) {
    return (
      <>
        <PageHeaderSkeleton />
        <div className={container('py-12')}>
          <BlogListSkeleton />
        </div>
      </>
    )
  }
  if (/^\/blog\/[^/]+$/.test(pathname)) return <ArticleSkeleton />
  return null
}

/**
 * The page's content, replaced by the target's loading state (docs/specification.md « Navigation »: the blog list's and the
 * article's skeletons) while a navigation to the blog is under way and its page is not yet in the
 * browser — whatever started it: any link of the site (SiteLink), Back or Forward. One mechanism
 * for every way in; the page itself is always rendered whole on the server, so HTTP statuses and
 * the HTML read without JavaScript are unaffected.
 */
export function PendingNavigation({ children }: { children: React.ReactNode }) {
  const pathname = usePathname()
  const shown = useRef(pathname)
  const target = useSyncExternalStore(subscribePendingNavigation, getPendingNavigation, () => null)

  // A navigation is over once the page shown changes, wherever it ended (a redirect may lead
  // elsewhere than the link).
  useEffect(() => {
    shown.current = pathname
    const current = getPendingNavigation()
    if (current) endNavigation(current)
  }, [pathname])

  useEffect(() => {
    const onPopState = () => {
      const next = window.location.pathname
      expectNavigation(next, () => shown.current === window.location.pathname)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  const skeleton = target && pathOf(target) !== pathname ? skeletonFor(pathOf(target)) : null
  return (
    <>
      {skeleton}
      <div className={skeleton ? 'hidden' : 'contents'}>{children}</div>
    </>
  )
}
