import type { ToasterProps } from 'sonner'

/**
 * The toast region of every island that toasts (the consultation form, the share button): at the
 * bottom centre, in the system's theme, with a close button named in French, as every string a
 * visitor meets (docs/specification.md « Purpose »), and the region named after its shortcut.
 */
export const TOASTER_OPTIONS = {
  position: 'bottom-center',
  theme: 'system',
  richColors: true,
  closeButton: true,
  customAriaLabel: 'Notifications (Alt+T)',
  toastOptions: { closeButtonAriaLabel: 'Fermer la notification' },
} as const satisfies ToasterProps
