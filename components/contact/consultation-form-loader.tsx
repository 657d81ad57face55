'use client'

import { startTransition, useEffect, useRef, useState } from 'react'
import { whenNeeded } from '@/lib/when-needed'
import { ConsultationFormView, type FieldBinding } from './consultation-form-view'

const nameOnly: FieldBinding = (name) => ({ name })

/** Pause before the form's code is fetched again after a failure, in milliseconds; then doubled. */
const FIRST_RETRY_MS = 2000

/**
 * The contact page's form. Its markup comes with the page, disabled, and is hydrated in place; its
 * logic (`ConsultationForm`: react-hook-form, about 12 KB gzip, and the toasts) is fetched when the
 * visitor comes to the form (`whenNeeded`, lib/when-needed.ts: the form near the screen, a key, a
 * touch or the focus moved, or five seconds on the page) and then takes its place, with the same
 * markup, so that nothing moves (CLS 0) and nothing typed can be lost in the swap. On a wide screen
 * the form is in the first screen and loads at once; on a phone it is below it, and the page starts
 * without it: fetching and mounting it right after hydration was a fifth to a third of the
 * JavaScript the page ran while it started (README « Lighthouse »). The limit, written in the
 * README: a keyboard user on a narrow screen who reaches the form, a few Tabs from the top, faster
 * than its code arrives after the first key skips its disabled fields (Shift+Tab comes back).
 *
 * Why not `next/dynamic` with `ssr: false`: React then renders the form's place in the browser
 * from scratch (the server's markup is dropped and drawn again, then drawn a third time when the
 * logic arrives), 50 ms of main thread on a slow phone; and why not the form itself in the page's
 * JavaScript: every page whose first screen links to /contact would download react-hook-form with
 * the prefetch of that link (README « Lighthouse », script budgets).
 */
export function ConsultationFormLoader() {
  const [ConsultationForm, setConsultationForm] = useState<React.ComponentType | null>(null)
  const place = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let mounted = true
    let cancel = () => {}
    let retry: number | undefined
    let retryMs = FIRST_RETRY_MS
    const arm = () => {
      cancel = whenNeeded(place.current, () => {
        import('./consultation-form').then(
          (module) => {
            // A transition: React renders the form in slices, between which a tap is answered.
            if (mounted) startTransition(() => setConsultationForm(() => module.ConsultationForm))
          },
          () => {
            // Not fetched, even at the second try of Turbopack's runtime (the network lost, a
            // deployment that replaced the file): the form stays disabled, and the next sign of
            // use after a growing pause fetches it again.
            if (!mounted) return
            retry = window.setTimeout(arm, retryMs)
            retryMs *= 2
          },
        )
      })
    }
    arm()
    return () => {
      mounted = false
      cancel()
      window.clearTimeout(retry)
    }
  }, [])
  return (
    <div ref={place}>
      {ConsultationForm ? (
        <ConsultationForm />
      ) : (
        <ConsultationFormView field={nameOnly} errors={{}} isSubmitting={false} standIn />
      )}
    </div>
  )
}
