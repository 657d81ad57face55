'use client'

import { startTransition, useEffect, useState } from 'react'
import { ConsultationFormView, type FieldBinding } from './consultation-form-view'

const nameOnly: FieldBinding = (name) => ({ name })

/**
 * The contact page's form. Its markup comes with the page, disabled, and is hydrated in place; its
 * logic (`ConsultationForm`: react-hook-form, about 12 KB gzip) is fetched once the page is
 * hydrated and then takes its place, with the same markup, so that nothing moves (CLS 0) and
 * nothing typed can be lost in the swap.
 *
 * Why not `next/dynamic` with `ssr: false`: React then renders the form's place in the browser
 * from scratch (the server's markup is dropped and drawn again, then drawn a third time when the
 * logic arrives), 50 ms of main thread on a slow phone; and why not the form itself in the page's
 * JavaScript: every page whose first screen links to /contact would download react-hook-form with
 * the prefetch of that link (README « Lighthouse », script budgets).
 */
export function ConsultationFormLoader() {
  const [ConsultationForm, setConsultationForm] = useState<React.ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    void import('./consultation-form').then((module) => {
      // A transition: React renders the form in slices, between which a tap is answered.
      if (mounted) startTransition(() => setConsultationForm(() => module.ConsultationForm))
    })
    return () => {
      mounted = false
    }
  }, [])
  if (ConsultationForm) return <ConsultationForm />
  return <ConsultationFormView field={nameOnly} errors={{}} isSubmitting={false} standIn />
}
