'use client'

import { useSyncExternalStore } from 'react'
import { loadedToasts, subscribeToToasts } from '@/lib/toasts'

const serverSnapshot = () => null

/**
 * Toast region (sonner), mounted only by the pages that toast. It renders nothing until something
 * on the page calls `loadToasts()` (lib/toasts.ts), when a toast becomes likely, so that sonner
 * stays out of what the page runs while it starts. Then it renders sonner's `aria-live` section,
 * so that screen readers announce each toast; the theme follows the system preference.
 */
export function Toaster() {
  const sonner = useSyncExternalStore(subscribeToToasts, loadedToasts, serverSnapshot)
  if (!sonner) return null
  return (
    <sonner.Toaster
      position="bottom-center"
      theme="system"
      richColors
      closeButton
      containerAriaLabel="Notifications"
    />
  )
}
