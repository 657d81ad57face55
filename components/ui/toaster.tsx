'use client'

import dynamic from 'next/dynamic'

// Loaded after the page is interactive: sonner stays out of the first JavaScript of the page.
const Sonner = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

/**
 * Toast region (sonner), mounted only by the pages that toast. Sonner renders an `aria-live`
 * section, so screen readers announce each toast; the theme follows the system preference.
 */
export function Toaster() {
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
