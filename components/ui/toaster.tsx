'use client'

import { Toaster as Sonner } from 'sonner'

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
