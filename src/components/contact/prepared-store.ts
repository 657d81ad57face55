import type { ConsultationEmail } from '@/lib/contact/mailto'

/*
 * What the consultation form tells the panel of its prepared message (./prepared-message.tsx):
 * two islands, the panel's code loaded only when a message is to be shown (docs/benchmarks.md
 * « Script per route »). Both import this module, which the browser runs once.
 */

/** Event that starts the panel's island (`client:event`, dispatched on `window`). */
export const PREPARED_EVENT = 'site:prepared-message'

/** A message to show, and whether the site failed to send it (README « Settings », SMTP). */
export type Prepared = { email: ConsultationEmail; notSent: boolean }

/** `undefined` until the form has said anything: the panel shows what the server rendered. */
let current: Prepared | null | undefined
const listeners = new Set<() => void>()

/** Shows `next` in the panel (starting its island), or hides it with `null`. */
export function setPrepared(next: Prepared | null): void {
  current = next
  for (const listener of listeners) listener()
  if (next) window.dispatchEvent(new Event(PREPARED_EVENT))
}

/** The panel's store, for React's `useSyncExternalStore`. */
export const preparedStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: (): Prepared | null | undefined => current,
  getServer: (): undefined => undefined,
}
