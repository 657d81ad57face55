'use client'

import { useEffect, useState } from 'react'
import type { ToasterProps } from 'sonner'

/**
 * Toast region (sonner), mounted only by the pages that toast. sonner is fetched once the page is
 * interactive, so it stays out of the page's first JavaScript. It renders an `aria-live` section,
 * so screen readers announce each toast; the theme follows the system preference.
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<React.ComponentType<ToasterProps> | null>(null)
  useEffect(() => {
    let mounted = true
    void import('sonner').then((module) => {
      if (mounted) setSonner(() => module.Toaster)
    })
    return () => {
      mounted = false
    }
  }, [])
  if (!Sonner) return null
  return (
    <Sonner
      position="bottom-center"
      theme="system"
      richColors
      closeButton
      containerAriaLabel="Notifications"
    />
  )
}
