'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Scrolls the window to the top whenever the path changes (spec §2: « Each page scrolls to the top »). */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
