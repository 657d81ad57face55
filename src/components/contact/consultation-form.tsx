'use client'

import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { FieldErrors } from 'react-hook-form'
import { contactForm } from '@/content/contact'
import type { ConsultationEmail } from '@/lib/contact/mailto'
import type { ConsultationFormValues } from '@/lib/contact/schema'
import { loadToasts } from '@/lib/toasts'
import { useHydrated } from '@/lib/use-hydrated'
import { whenNeeded } from '@/lib/when-needed'
import type { ConsultationFormLogic } from './consultation-form-logic'
import { ConsultationFormView, type FieldBinding } from './consultation-form-view'

type LogicModule = typeof import('./consultation-form-logic')

/** The form's logic and the panel it shows after a submit, once fetched. */
type Loaded = { logic: ConsultationFormLogic; PreparedMessage: LogicModule['PreparedMessage'] }

const nameOnly: FieldBinding = (name) => ({ name })

/** Pause before the form's code is fetched again after a failure, in milliseconds; then doubled. */
const FIRST_RETRY_MS = 2000

/**
 * How long a submit made before the form's code arrived waits for it, in milliseconds, before the
 * button is given back with the « Erreur » toast: a stalled connection neither answers nor fails.
 */
const PENDING_SUBMIT_MS = 15_000

let fetching: Promise<LogicModule> | null = null

/** Fetches the form's logic, once: every caller gets the same promise until a fetch fails. */
function fetchLogic(): Promise<LogicModule> {
  fetching ??= import('./consultation-form-logic').catch((error: unknown) => {
    fetching = null
    throw error
  })
  return fetching
}

/**
 * The « Erreur » toast of docs/specification.md « Error catalogue » (retry or call), for a submit
 * that could not be made: the form's code or its validation could not be fetched. Offline, the
 * toasts may not load either; the button, given back, is then the only sign.
 */
function reportFailedSubmit() {
  loadToasts().then(
    ({ toast }) =>
      toast.error(contactForm.errorTitle, { description: contactForm.errorDescription }),
    () => {},
  )
}

/**
 * The contact page's consultation form (docs/specification.md « Contact », « Consultation form »).
 * Its markup (ConsultationFormView) comes with the page and is hydrated in place; it is disabled
 * until then, so that nothing is posted before the page's scripts run. Its logic
 * (consultation-form-logic.ts: react-hook-form, about 12 KB gzip, and the toasts) is fetched when
 * the visitor comes to the form (`whenNeeded`, lib/when-needed.ts: the form near the screen, a key,
 * a touch or the focus moved, or five seconds on the page), then bound to the same fields: nothing
 * is drawn again, so that nothing moves (CLS 0), and what the visitor typed, the focus and the caret
 * stay where they are. The fields can be filled before the logic arrives; a submit before then
 * waits for it (the button reads « Envoi en cours... ») and goes on once it is there.
 *
 * On a wide screen the form is in the first screen and its logic loads at once; on a phone it is
 * below it, and the page starts without it: fetching and mounting it right after hydration was a
 * fifth to a third of the JavaScript the page ran while it started (README « Lighthouse »). If the
 * logic cannot be fetched (after Turbopack's runtime's own second try), the next sign of use after
 * a growing pause fetches it again, and a submit that waited for it can be made again.
 *
 * Why not the logic in the page's JavaScript: every page whose first screen links to /contact would
 * download react-hook-form with the prefetch of that link (README « Lighthouse », script budgets).
 */
export function ConsultationForm() {
  const hydrated = useHydrated()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [errors, setErrors] = useState<FieldErrors<ConsultationFormValues>>({})
  const [isSubmitting, setSubmitting] = useState(false)
  const [prepared, setPrepared] = useState<ConsultationEmail | null>(null)
  /** A submit was made before the logic arrived: it is made again once it has. */
  const submitWhenLoaded = useRef(false)
  /** The logic was bound: later fetches (a retry, a submit) create no second form control. */
  const adopted = useRef(false)
  const place = useRef<HTMLDivElement>(null)
  const preparedHeading = useRef<HTMLHeadingElement>(null)

  /** Validates and sends; the button reads « Envoi en cours... » until the e-mail is prepared. */
  const submitWith = useCallback(async (logic: ConsultationFormLogic) => {
    setSubmitting(true)
    try {
      await logic.submit()
    } catch {
      // The validation code could not be fetched (offline): the input is kept, the button given
      // back, and the next submit tries again (lib/contact/resolver.ts is fetched on first use).
      reportFailedSubmit()
    } finally {
      setSubmitting(false)
    }
  }, [])

  const adopt = useCallback((module: LogicModule) => {
    if (adopted.current) return
    adopted.current = true
    const logic = module.createConsultationForm(setPrepared)
    // A transition: React renders the bound fields in slices, between which a key is answered.
    startTransition(() => setLoaded({ logic, PreparedMessage: module.PreparedMessage }))
  }, [])

  useEffect(() => {
    let mounted = true
    let cancel = () => {}
    let retry: number | undefined
    let retryMs = FIRST_RETRY_MS
    const arm = () => {
      cancel = whenNeeded(place.current, () => {
        fetchLogic().then(
          (module) => {
            if (mounted) adopt(module)
          },
          () => {
            // Not fetched (the network lost, a deployment that replaced the file): the fields keep
            // working without it, and the next sign of use after a growing pause fetches it again.
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
  }, [adopt])

  useEffect(() => {
    if (!loaded) return
    const unsubscribe = loaded.logic.subscribe({
      formState: { errors: true },
      callback: (state) => setErrors({ ...state.errors }),
    })
    // The fields were registered in the commit that preceded this effect.
    if (submitWhenLoaded.current) {
      submitWhenLoaded.current = false
      void submitWith(loaded.logic)
    }
    return unsubscribe
  }, [loaded, submitWith])

  useEffect(() => {
    // The form has just been emptied: lead keyboard and screen-reader users to what replaced it.
    if (prepared) preparedHeading.current?.focus()
  }, [prepared])

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (loaded) {
      void submitWith(loaded.logic)
      return
    }
    submitWhenLoaded.current = true
    setSubmitting(true)
    // Not fetched, or not within PENDING_SUBMIT_MS: the button is given back, the input kept, and
    // a new click tries again.
    const giveUp = () => {
      if (!submitWhenLoaded.current) return
      submitWhenLoaded.current = false
      setSubmitting(false)
      reportFailedSubmit()
    }
    const timer = window.setTimeout(giveUp, PENDING_SUBMIT_MS)
    fetchLogic().then(
      (module) => {
        window.clearTimeout(timer)
        adopt(module)
      },
      () => {
        window.clearTimeout(timer)
        giveUp()
      },
    )
  }

  function startNewRequest() {
    setPrepared(null)
    loaded?.logic.setFocus('firstName')
  }

  return (
    <div ref={place}>
      {prepared && loaded ? (
        <loaded.PreparedMessage
          email={prepared}
          headingRef={preparedHeading}
          onNewRequest={startNewRequest}
        />
      ) : null}
      <ConsultationFormView
        field={loaded?.logic.register ?? nameOnly}
        errors={errors}
        isSubmitting={isSubmitting}
        onSubmit={onSubmit}
        onFocus={loaded?.logic.prefetchValidation}
        disabled={!hydrated}
        ready={loaded !== null}
      />
    </div>
  )
}
