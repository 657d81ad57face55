import type * as Sonner from 'sonner'

/**
 * sonner's module, for an island that shows a toast only after a click and so need not carry
 * sonner in its first script (the share button of an article): the same module instance that
 * components/ui/toaster.tsx renders, so that its `toast` shows in that island's `<Toaster/>`.
 * Islands that toast from the start (the consultation form) import `toast` from sonner directly.
 *
 * @returns sonner's module (its `toast`).
 * @throws Error when the chunk cannot be fetched (offline).
 */
export function loadToasts(): Promise<typeof Sonner> {
  return import('sonner')
}
