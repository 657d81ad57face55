import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { toast } from 'sonner'
import { Toaster } from '@/components/ui/toaster'
import { contactForm } from '@/content/contact'
import type { ConsultationDelivery } from '@/content/legal'
import { HONEYPOT_FIELD } from '@/lib/contact/delivery'
import { buildConsultationEmail, type ConsultationEmail } from '@/lib/contact/mailto'
import { openMailto } from '@/lib/contact/open-mailto'
import { CONSULTATION_FIELDS, EMPTY_CONSULTATION } from '@/lib/contact/options'
import { postConsultation } from '@/lib/contact/post-consultation'
import {
  consultationSchema,
  type ConsultationFormValues,
  type ConsultationRequest,
} from '@/lib/contact/schema'
import { useHydrated } from '@/lib/use-hydrated'
import { HELD_SUBMIT_ATTRIBUTE } from '@/integrations/interaction-directive-client'
import { ConsultationFormView } from './consultation-form-view'
import { PreparedMessage } from './prepared-message'
import { WithContactLinks } from '@/components/ui/contact-links'

/**
 * How long an « Erreur » toast stays, in milliseconds: it holds the number to call, which a
 * visitor may need longer than sonner's 4 s to read or reach (WCAG 2.2.1). Kept here rather than
 * in lib/constants.ts, which the blog's island shares: one more constant there made the bundler
 * split it into a request of its own.
 */
const ERROR_TOAST_MS = 10_000

/**
 * How long the button keeps reading « Envoi en cours... » after the mail client was asked to open,
 * in milliseconds: long enough to be seen and read (docs/specification.md « Consultation form »: submitting,
 * then reset), short enough not to feel slow.
 */
const SUBMITTING_MS = 600

const resolver = zodResolver(consultationSchema)

/** What the server hands the island for a visitor without JavaScript whose request came back. */
export type ServerOutcome = {
  /** What was typed, field by field. */
  values?: Record<string, string>
  /** The form's French messages, field by field (400). */
  errors?: Partial<Record<string, string>>
  /** The e-mail to send by mail instead, when the server could not deliver it. */
  prepared?: ConsultationEmail
  /** What happened, shown above the form until the next submit. */
  notice?: string
}

/** The server's errors as react-hook-form's, to show until the island validates again. */
function fieldErrors(errors: ServerOutcome['errors']): FieldErrors<ConsultationFormValues> {
  const result: FieldErrors<ConsultationFormValues> = {}
  for (const name of CONSULTATION_FIELDS) {
    const message = errors?.[name]
    if (message) result[name] = { type: 'server', message }
  }
  return result
}

/**
 * The contact page's consultation form (docs/specification.md « Consultation form »,
 * « Error catalogue »), the page's island (`client:interaction` in src/pages/contact.astro), with
 * its toasts. Errors are announced next to their fields and the first invalid field is focused
 * (WCAG 3.3.1).
 *
 * `delivery` `mailto` (the specification's): a valid submit opens the visitor's mail client with
 * the prepared e-mail, toasts « Demande envoyée », shows the e-mail on the
 * page (PreparedMessage: readable and copyable when no mail client opens) and empties the form; if
 * the e-mail cannot be built or opened, the destructive toast « Erreur » asks to retry or call, and
 * the input is kept. `delivery` `server` (README « Settings », SMTP): a valid submit posts to
 * `/api/consultation`; sent, the toast says so and the form empties; not sent, the « Erreur » toast
 * and the prepared e-mail with its `mailto:` link, the input kept. `outcome` is what the server
 * sent back to a visitor without JavaScript (src/pages/contact.astro).
 *
 * The form has no default values on purpose: react-hook-form then reads each field's value from
 * the page when it registers the field (react-hook-form documentation, `register`), so that what
 * a visitor typed before the island started is kept. A fresh form's values are those of the server
 * HTML, and those `reset` restores after a submit (EMPTY_CONSULTATION). Before the island starts
 * and without JavaScript, the form is the browser's own `mailto:` form (ConsultationFormView); a
 * submission the `client:interaction` directive held while the island started is made here, once
 * the form validates itself.
 */
export function ConsultationForm({
  delivery,
  outcome,
  renderedAt,
}: {
  delivery: ConsultationDelivery
  outcome?: ServerOutcome
  renderedAt?: number
}) {
  const enhanced = useHydrated()
  const [prepared, setPrepared] = useState<ConsultationEmail | null>(outcome?.prepared ?? null)
  const [serverErrors] = useState(() => fieldErrors(outcome?.errors))
  const [notice, setNotice] = useState(outcome?.notice)
  const preparedHeading = useRef<HTMLHeadingElement>(null)
  const formElement = useRef<HTMLFormElement>(null)
  const { register, handleSubmit, reset, setFocus, setError, formState, control } = useForm<
    ConsultationFormValues,
    unknown,
    ConsultationRequest
  >({ resolver, shouldFocusError: true, errors: serverErrors })
  // The count under the message (its limit, README « The consultation form by e-mail »).
  const message = useWatch({ control, name: 'message' })

  async function deliver(request: ConsultationRequest, form: HTMLFormElement | null) {
    const honeypot = form?.elements.namedItem(HONEYPOT_FIELD)
    const result = await postConsultation(
      request,
      honeypot instanceof HTMLInputElement ? honeypot.value : '',
    )
    if (result.kind === 'sent') {
      setPrepared(null)
      reset(EMPTY_CONSULTATION, { keepFieldsRef: true })
      toast.success(contactForm.successTitle, { description: contactForm.sentDescription })
      return
    }
    if (result.kind === 'invalid') {
      const invalid = CONSULTATION_FIELDS.filter((name) => result.errors[name])
      for (const name of invalid) setError(name, { type: 'server', message: result.errors[name] })
      if (invalid[0]) setFocus(invalid[0])
      return
    }
    setPrepared(buildConsultationEmail(request))
    toast.error(contactForm.errorTitle, {
      description: <WithContactLinks text={contactForm.notSentDescription} />,
      duration: ERROR_TOAST_MS,
    })
  }

  async function onValid(request: ConsultationRequest, event?: React.BaseSyntheticEvent) {
    setNotice(undefined)
    if (delivery.kind === 'server') {
      const target: unknown = event?.target
      return deliver(request, target instanceof HTMLFormElement ? target : null)
    }
    let email: ConsultationEmail
    try {
      email = buildConsultationEmail(request)
      // Opened at once, while the submit still counts as a user gesture for the browser.
      openMailto(email.url)
    } catch {
      toast.error(contactForm.errorTitle, {
        description: <WithContactLinks text={contactForm.errorDescription} />,
        duration: ERROR_TOAST_MS,
      })
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

  /** The message the server rendered with the page: already in view, not announced again. */
  const shown = useRef(outcome?.prepared ?? null)
  useEffect(() => {
    // A message has just appeared: lead keyboard and screen-reader users to it.
    if (prepared && prepared !== shown.current) preparedHeading.current?.focus()
    shown.current = prepared
  }, [prepared])

  function startNewRequest() {
    setPrepared(null)
    setFocus('firstName')
  }

  return (
    <div>
      {notice ? (
        <p
          role="alert"
          className="mb-6 rounded-xl border border-danger bg-surface-muted p-4 text-sm leading-relaxed font-medium"
        >
          <WithContactLinks text={notice} />
        </p>
      ) : null}
      {prepared ? (
        <PreparedMessage
          email={prepared}
          notSent={delivery.kind === 'server'}
          enhanced={enhanced}
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
        delivery={delivery}
        values={outcome?.values}
        renderedAt={renderedAt}
        messageLength={message?.length}
      />
      <Toaster />
    </div>
  )
}
