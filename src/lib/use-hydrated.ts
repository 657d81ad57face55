import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/**
 * False in the server HTML and during hydration, true once React runs in the browser: for what
 * only makes sense with JavaScript (a portal to `document.body`, a button that needs a handler).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}
