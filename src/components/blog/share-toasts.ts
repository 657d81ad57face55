import type * as Sonner from 'sonner'

/** The consultation form's options (components/ui/toaster.tsx TOASTER_OPTIONS), repeated. */
export const SHARE_TOASTER_OPTIONS = {
  position: 'bottom-center',
  theme: 'system',
  richColors: true,
  closeButton: true,
  customAriaLabel: 'Notifications (Alt+T)',
  toastOptions: { closeButtonAriaLabel: 'Fermer la notification' },
} as const satisfies Sonner.ToasterProps

/**
 * How long the toast region is in the page before the first toast, in milliseconds: a live region
 * added together with its text is not announced by every screen reader (MDN, « ARIA live regions »:
 * the region must be in the page before the change that is to be announced).
 */
const REGION_SETTLE_MS = 300

let loading: Promise<typeof Sonner> | null = null

/**
 * The toasts of an article page (sonner, as the contact form's), loaded when the share button
 * first needs one, or is about to (a pointer or the focus reaches it): their code stays out of
 * what the page runs while it starts. The first call mounts ONE toast region for the page, in a
 * React root of its own at the end of `<body>` (the share button is shown twice, each an island of
 * its own), and resolves {@link REGION_SETTLE_MS} after it; later calls resolve at once.
 *
 * @returns sonner's module (its `toast`).
 * @throws Error when the code cannot be fetched (offline); the next call tries again.
 */
export function loadShareToasts(): Promise<typeof Sonner> {
  loading ??= (async () => {
    const [sonner, { createRoot }, { createElement }] = await Promise.all([
      import('sonner'),
      import('react-dom/client'),
      import('react'),
    ])
    const host = document.createElement('div')
    document.body.append(host)
    createRoot(host).render(createElement(sonner.Toaster, SHARE_TOASTER_OPTIONS))
    await new Promise((resolve) => setTimeout(resolve, REGION_SETTLE_MS))
    return sonner
  })().catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
