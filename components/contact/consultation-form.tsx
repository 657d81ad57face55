'use client'

import { useEffect, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { contactForm } from '@/content/contact'
import { buildConsultationEmail, type ConsultationEmail } from '@/lib/contact/mailto'
import { openMailto } from '@/lib/contact/open-mailto'
import { loadToasts } from '@/lib/toasts'
import { EMPTY_CONSULTATION } from '@/lib/contact/options'
import type { ConsultationFormValues, ConsultationRequest } from '@/lib/contact/schema'
import { ConsultationFormView } from './consultation-form-view'
import { PreparedMessage } from './prepared-message'

/**
 * How long the button keeps reading « Envoi en cours... » after the mail client was asked to open:
 * long enough to be seen and read (docs/specification.md « Consultation form »), short enough not
 * to feel slow.
 */
const SUBMITTING_MS = 600

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Loads zod and the schema on the first validation (a submit), then reuses them. */
const lazyResolver: Resolver<ConsultationFormValues, unknown, ConsultationRequest> = async (
  values,
  context,
  options,
) => {
  const { consultationResolver } = await import('@/lib/contact/resolver')
  return consultationResolver(values, context, options)
}

/**
 * Consultation form of the contact page (docs/specification.md « Contact », rules of
 * docs/specification.md « Consultation form », outcomes of « Error catalogue »). Nothing is sent to
 * a server: on a valid submit the form opens the visitor's mail client with a prepared e-mail to
 * the practice, toasts « Demande envoyée » and resets; the prepared message then stays on screen,
 * copyable, for visitors whose mail client does not open. If the e-mail cannot be built or opened,
 * a destructive toast « Erreur » asks to retry or call, and the visitor's input is kept.
 *
 * Needs `<Toaster/>` (components/ui/toaster.tsx) mounted on the page.
 */
export function ConsultationForm() {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationFormValues, unknown, ConsultationRequest>({
    resolver: lazyResolver,
    defaultValues: EMPTY_CONSULTATION,
    // Moves focus to the first invalid field on submit (WCAG 3.3.1).
    shouldFocusError: true,
  })
  const submit = handleSubmit(onSubmit)
  const [prepared, setPrepared] = useState<ConsultationEmail | null>(null)
  const preparedHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // The form's code loads when the visitor comes to it: its toasts will soon be needed, and their
    // region is then in the page before the first one (lib/toasts.ts). Offline, a toast tries again.
    void loadToasts().catch(() => {})
  }, [])

  useEffect(() => {
    // The form has just been emptied: lead keyboard and screen-reader users to what replaced it.
    if (prepared) preparedHeading.current?.focus()
  }, [prepared])

  async function onSubmit(request: ConsultationRequest) {
    let email: ConsultationEmail
    try {
      email = buildConsultationEmail(request)
      // Opened at once, while the submit still counts as a user gesture for the browser.
      openMailto(email.url)
    } catch {
      const { toast } = await loadToasts()
      toast.error(contactForm.errorTitle, { description: contactForm.errorDescription })
      return
    }
    const [{ toast }] = await Promise.all([loadToasts(), wait(SUBMITTING_MS)])
    setPrepared(email)
    toast.success(contactForm.successTitle, { description: contactForm.successDescription })
    reset(EMPTY_CONSULTATION)
  }

  function startNewRequest() {
    setPrepared(null)
    setFocus('firstName')
  }

  return (
    <div>
      {prepared ? (
        <PreparedMessage
          email={prepared}
          headingRef={preparedHeading}
          onNewRequest={startNewRequest}
        />
      ) : null}
      <ConsultationFormView
        field={register}
        errors={errors}
        isSubmitting={isSubmitting}
        onSubmit={submit}
        // Fetch the validation code while the visitor fills the form, not when they submit.
        onFocus={() => void import('@/lib/contact/resolver')}
      />
    </div>
  )
}
