'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Logs the unknown path to the browser console (docs/specification.md « 404 page »: the unknown path is logged to the console). */
export function LogNotFound() {
  const pathname = usePathname()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return null
}
