import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Toaster } from '@/components/ui/toaster'
import { contactForm } from '@/content/contact'
import { buildConsultationEmail, type ConsultationEmail } from '@/lib/contact/mailto'
import { openMailto } from '@/lib/contact/open-mailto'
import { EMPTY_CONSULTATION } from '@/lib/contact/options'
import {
  consultationSchema,
  type ConsultationFormValues,
  type ConsultationRequest,
} from '@/lib/contact/schema'
import { useHydrated } from '@/lib/use-hydrated'
import { HELD_SUBMIT_ATTRIBUTE } from '@/integrations/interaction-directive-client'
import { ConsultationFormView } from './consultation-form-view'
import { PreparedMessage } from './prepared-message'

/**
 * How long the button keeps reading « Envoi en cours... » after the mail client was asked to open,
 * in milliseconds: long enough to be seen and read (docs/specification.md « States »: submitting,
 * then reset), short enough not to feel slow.
 */
const SUBMITTING_MS = 600

const resolver = zodResolver(consultationSchema)

/**
 * The contact page's consultation form (docs/specification.md « Contact », « Validation rules »,
 * « Error catalogue »), the page's island (`client:visible` in src/pages/contact.astro), with its
 * toasts. Nothing is sent to a server: a valid submit opens the visitor's mail client with the
 * prepared e-mail (« The calls it makes »), toasts « Demande envoyée », shows the e-mail on the page
 * (PreparedMessage: readable and copyable when no mail client opens) and empties the form; if the
 * e-mail cannot be built or opened, the destructive toast « Erreur » asks to retry or call, and the
 * input is kept. Errors are announced next to their fields and the first invalid field is focused
 * (WCAG 3.3.1).
 *
 * The form has no default values on purpose: react-hook-form then reads each field's value from
 * the page when it registers the field (react-hook-form documentation, `register`), so that what
 * a visitor typed before the island started is kept. A fresh form's values are those of the server
 * HTML, and those `reset` restores after a submit (EMPTY_CONSULTATION). Before the island starts
 * and without JavaScript, the form is the browser's own `mailto:` form (ConsultationFormView); a
 * submission the `client:interaction` directive held while the island started is made here, once
 * the form validates itself.
 */
export function ConsultationForm() {
  const enhanced = useHydrated()
  const [prepared, setPrepared] = useState<ConsultationEmail | null>(null)
  const preparedHeading = useRef<HTMLHeadingElement>(null)
  const formElement = useRef<HTMLFormElement>(null)
  const { register, handleSubmit, reset, setFocus, formState } = useForm<
    ConsultationFormValues,
    unknown,
    ConsultationRequest
  >({ resolver, shouldFocusError: true })

  async function onValid(request: ConsultationRequest) {
    let email: ConsultationEmail
    try {
      email = buildConsultationEmail(request)
      // Opened at once, while the submit still counts as a user gesture for the browser.
      openMailto(email.url)
    } catch {
      toast.error(contactForm.errorTitle, { description: contactForm.errorDescription })
      return
    }
    await new Promise((resolve) => window.setTimeout(resolve, SUBMITTING_MS))
    setPrepared(email)
    // Writes the empty values straight into the fields, which stay registered.
    reset(EMPTY_CONSULTATION, { keepFieldsRef: true })
    toast.success(contactForm.successTitle, { description: contactForm.successDescription })
  }

  const submit = handleSubmit(onValid)
  const submitHeld = useEffectEvent(() => void submit())

  useEffect(() => {
    // The form now carries `novalidate`: a submission held before then is this form's to make.
    const form = formElement.current
    if (!enhanced || !form?.hasAttribute(HELD_SUBMIT_ATTRIBUTE)) return
    form.removeAttribute(HELD_SUBMIT_ATTRIBUTE)
    submitHeld()
  }, [enhanced])

  useEffect(() => {
    // The form has just been emptied: lead keyboard and screen-reader users to what replaced it.
    if (prepared) preparedHeading.current?.focus()
  }, [prepared])

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
        register={register}
        errors={formState.errors}
        isSubmitting={formState.isSubmitting}
        onSubmit={submit}
        enhanced={enhanced}
        formRef={formElement}
      />
      <Toaster />
    </div>
  )
}
