import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { prepareToasts, showToast } from '@/components/ui/toasts'
import { contactForm } from '@/content/contact-form'
import type { ConsultationDelivery } from '@/content/legal'
import { HONEYPOT_FIELD } from '@/lib/contact/delivery'
import { buildConsultationEmail, type ConsultationEmail } from '@/lib/contact/mailto'
import { openMailto } from '@/lib/contact/open-mailto'
import {
  CONSULTATION_FIELDS,
  EMPTY_CONSULTATION,
  type ConsultationField,
} from '@/lib/contact/options'
import { postConsultation } from '@/lib/contact/post-consultation'
import {
  checkConsultation,
  type ConsultationErrors,
  type ConsultationRequest,
} from '@/lib/contact/schema'
import { useHydrated } from '@/lib/use-hydrated'
import { HELD_SUBMIT_ATTRIBUTE } from '@/integrations/interaction-directive-client'
import { ConsultationFormView } from './consultation-form-view'
import { PREPARED_EVENT, setPrepared } from './prepared-store'
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

/** What the server hands the island for a visitor without JavaScript whose request came back. */
export type ServerOutcome = {
  /** What was typed, field by field. */
  values?: Record<string, string>
  /** The form's French messages, field by field (400). */
  errors?: Partial<Record<string, string>>
  /**
   * The server shows the e-mail to send by mail instead (it could not deliver it), in the form's
   * `prepared` slot: its island starts with the form's.
   */
  preparedShown?: boolean
  /** What happened, shown above the form until the next submit. */
  notice?: string
}

/** The form's errors among `errors` (the server's, or the endpoint's answer), by field. */
function formErrors(errors: Partial<Record<string, string>> | undefined): ConsultationErrors {
  const result: ConsultationErrors = {}
  for (const name of CONSULTATION_FIELDS) if (errors?.[name]) result[name] = errors[name]
  return result
}

/** The form's values, by field name, as the browser holds them. */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') values[name] = value
  return values
}

/** The control of `name` in `form`. */
function control(form: HTMLFormElement | null, name: ConsultationField) {
  const element = form?.elements.namedItem(name)
  return element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
    ? element
    : null
}

/**
 * The contact page's consultation form (docs/specification.md « Consultation form »,
 * « Error catalogue »), the page's island (`client:interaction` in src/pages/contact.astro), with
 * its toasts. A submit checks every field with the rules the endpoint applies too
 * (src/lib/contact/schema.ts `checkConsultation`): the errors are shown next to their fields and
 * announced, and the first invalid field is focused (WCAG 3.3.1); from then on a field is checked
 * again as it changes, so that fixing it clears its error.
 *
 * `delivery` `mailto` (the specification's): a valid submit opens the visitor's mail client with
 * the prepared e-mail, toasts « Demande envoyée », shows the e-mail on the page (the `prepared`
 * slot's island, ./prepared-message.tsx: readable and copyable when no mail client opens) and
 * empties the form; if
 * the e-mail cannot be built or opened, the destructive toast « Erreur » asks to retry or call, and
 * the input is kept. `delivery` `server` (README « Settings », SMTP): a valid submit posts to
 * `/api/consultation`; sent, the toast says so and the form empties; not sent, the « Erreur » toast
 * and the prepared e-mail with its `mailto:` link, the input kept. `outcome` is what the server
 * sent back to a visitor without JavaScript (src/pages/contact.astro); its errors count as a
 * check, until the next submit.
 *
 * The controls are the browser's own: the island reads them when the form is submitted or changes,
 * so that what a visitor typed before the island started is kept, and writes them only to empty
 * the form after a request (EMPTY_CONSULTATION). Before the island starts and without JavaScript,
 * the form is the browser's own `mailto:` form (ConsultationFormView); a submission the
 * `client:interaction` directive held while the island started is made here, once the form
 * validates itself. The toasts and the prepared message are islands of their own
 * (components/ui/toasts.ts, ./prepared-store.ts), started when first needed; `prepared` and
 * `submitIcon` are static HTML from the page (Astro slots).
 */
export function ConsultationForm({
  delivery,
  outcome,
  renderedAt,
  prepared,
  submitIcon,
}: {
  delivery: ConsultationDelivery
  outcome?: ServerOutcome
  renderedAt?: number
  /** The prepared message's island (./prepared-message.tsx), shown above the form. */
  prepared?: React.ReactNode
  /** The submit button's icon. */
  submitIcon?: React.ReactNode
}) {
  const enhanced = useHydrated()
  const [errors, setErrors] = useState(() => formErrors(outcome?.errors))
  /** A submit was checked (or the server's errors are shown): changes are checked again. */
  const checked = useRef(Object.keys(errors).length > 0)
  const [isSubmitting, setSubmitting] = useState(false)
  /** A request is on its way: another submit waits for it (Enter pressed twice). */
  const busy = useRef(false)
  const [notice, setNotice] = useState(outcome?.notice)
  const formElement = useRef<HTMLFormElement>(null)
  /** Characters the message holds, counted from the island's start (README « The consultation form by e-mail »). */
  const [messageLength, setMessageLength] = useState<number>()

  function focusField(name: ConsultationField | undefined) {
    if (name) control(formElement.current, name)?.focus()
  }

  /** Shows `found`, and focuses the first field in error. */
  function showErrors(found: ConsultationErrors) {
    setErrors(found)
    focusField(CONSULTATION_FIELDS.find((name) => found[name]))
  }

  function reset() {
    for (const name of CONSULTATION_FIELDS) {
      const element = control(formElement.current, name)
      if (element) element.value = EMPTY_CONSULTATION[name]
    }
    checked.current = false
    setErrors({})
    setMessageLength(0)
  }

  function toastError(description: string) {
    showToast({
      kind: 'error',
      title: contactForm.errorTitle,
      description,
      contactLinks: true,
      duration: ERROR_TOAST_MS,
    })
  }

  async function deliver(request: ConsultationRequest, form: HTMLFormElement) {
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD)
    const result = await postConsultation(
      request,
      honeypot instanceof HTMLInputElement ? honeypot.value : '',
    )
    if (result.kind === 'sent') {
      setPrepared(null)
      reset()
      showToast({
        kind: 'success',
        title: contactForm.successTitle,
        description: contactForm.sentDescription,
      })
      return
    }
    if (result.kind === 'invalid') return showErrors(formErrors(result.errors))
    setPrepared({ email: buildConsultationEmail(request), notSent: true })
    toastError(contactForm.notSentDescription)
  }

  async function onValid(request: ConsultationRequest, form: HTMLFormElement) {
    setNotice(undefined)
    if (delivery.kind === 'server') return deliver(request, form)
    let email: ConsultationEmail
    try {
      email = buildConsultationEmail(request)
      // Opened at once, while the submit still counts as a user gesture for the browser.
      openMailto(email.url)
    } catch {
      return toastError(contactForm.errorDescription)
    }
    await new Promise((resolve) => window.setTimeout(resolve, SUBMITTING_MS))
    setPrepared({ email, notSent: false })
    reset()
    showToast({
      kind: 'success',
      title: contactForm.successTitle,
      description: contactForm.successDescription,
    })
  }

  async function submit(form: HTMLFormElement) {
    if (busy.current) return
    const result = checkConsultation(valuesOf(form))
    checked.current = true
    if (!result.success) return showErrors(result.errors)
    setErrors({})
    // A toast follows: its region starts meanwhile.
    prepareToasts()
    busy.current = true
    setSubmitting(true)
    try {
      await onValid(result.data, form)
    } finally {
      busy.current = false
      setSubmitting(false)
    }
  }

  /** After a checked submit, a field that changes is checked again, alone. */
  function recheck(event: React.FormEvent<HTMLFormElement>) {
    const { target } = event
    if (target instanceof HTMLTextAreaElement && target.name === 'message')
      setMessageLength(target.value.length)
    const name = CONSULTATION_FIELDS.find(
      (field) => target instanceof Element && target.getAttribute('name') === field,
    )
    if (!checked.current || !name) return
    const result = checkConsultation(valuesOf(event.currentTarget))
    const message = result.success ? undefined : result.errors[name]
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }))
  }

  // What was typed before the island started counts from its first render on.
  useEffect(() => {
    if (enhanced) setMessageLength(control(formElement.current, 'message')?.value.length ?? 0)
  }, [enhanced])

  const submitHeld = useEffectEvent((form: HTMLFormElement) => void submit(form))

  useEffect(() => {
    // The form now carries `novalidate`: a submission held before then is this form's to make.
    const form = formElement.current
    if (!enhanced || !form?.hasAttribute(HELD_SUBMIT_ATTRIBUTE)) return
    form.removeAttribute(HELD_SUBMIT_ATTRIBUTE)
    submitHeld(form)
  }, [enhanced])

  useEffect(() => {
    // The message the server rendered gets its buttons with the form.
    if (outcome?.preparedShown) window.dispatchEvent(new Event(PREPARED_EVENT))
  }, [outcome?.preparedShown])

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
      {prepared}
      <ConsultationFormView
        errors={errors}
        isSubmitting={isSubmitting}
        onSubmit={(event) => {
          event.preventDefault()
          void submit(event.currentTarget)
        }}
        onChange={recheck}
        enhanced={enhanced}
        formRef={formElement}
        delivery={delivery}
        values={outcome?.values}
        renderedAt={renderedAt}
        messageLength={messageLength}
        submitIcon={submitIcon}
      />
    </div>
  )
}
