'use client'

import { useLinkStatus } from 'next/link'
import { createPortal } from 'react-dom'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * Placed inside a `<Link>`: while that link's navigation is pending, covers the page below the
 * header with `children` (a skeleton). Used where the target route deliberately has no
 * `loading.tsx` — the article (so that an unknown slug answers 404) and the list's later pages (so
 * that a page past the end answers a real redirect) — and a streamed fallback would fix the HTTP
 * status before it is known. Shown only when the navigation is not instant.
 */
export function PendingOverlay({ children }: { children: React.ReactNode }) {
  const { pending } = useLinkStatus()
  const mounted = useHydrated()
  if (!pending || !mounted) return null
  return createPortal(
    <div className="fixed inset-x-0 top-20 bottom-0 z-30 overflow-auto bg-background">
      {children}
    </div>,
    document.body,
  )
}
