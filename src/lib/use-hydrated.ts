import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/** False in the server HTML and during hydration, for what only makes sense with JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}
