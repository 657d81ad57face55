'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm, type FieldError } from 'react-hook-form'
import { toast } from 'sonner'
import { contactForm } from '@/content/contact'
import { buildConsultationEmail, type ConsultationEmail } from '@/lib/contact/mailto'
import { openMailto } from '@/lib/contact/open-mailto'
import {
  DOMAIN_OPTIONS,
  EMPTY_CONSULTATION,
  URGENCY_OPTIONS,
  consultationSchema,
  type ConsultationFormValues,
  type ConsultationRequest,
} from '@/lib/contact/schema'
import { cn } from '@/lib/utils'
import { PreparedMessage } from './prepared-message'

/**
 * How long the button keeps reading « Envoi en cours... » after the mail client was asked to open:
 * long enough to be seen and read (spec §4 « submitting »), short enough not to feel slow.
 */
const SUBMITTING_MS = 600

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type FieldName = keyof ConsultationFormValues

const fieldId = (name: FieldName) => `contact-${name}`
const errorId = (name: FieldName) => `contact-${name}-erreur`
const hintId = (name: FieldName) => `contact-${name}-aide`

const controlClass =
  'block min-h-11 w-full rounded-md border border-border bg-background px-3 py-2 text-base text-foreground shadow-sm transition-colors placeholder:text-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger'

/** `aria-describedby` of a control: its hint (if any) and its error (when there is one). */
function describedBy(name: FieldName, error: FieldError | undefined, hasHint = false) {
  const ids = [hasHint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** Label of a field, with the required mark (visual only: the control carries `required`). */
function FieldLabel({
  name,
  required,
  children,
}: {
  name: FieldName
  required?: boolean
  children: React.ReactNode
}) {
  return (
    <label htmlFor={fieldId(name)} className="mb-1.5 block font-semibold text-foreground">
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : (
        <>
          {' '}
          <span className="text-sm font-normal text-muted">{contactForm.optional}</span>
        </>
      )}
    </label>
  )
}

/** Error under a field, announced as it appears and tied to the field by `aria-describedby`. */
function FieldErrorText({ name, error }: { name: FieldName; error: FieldError | undefined }) {
  if (!error?.message) return null
  return (
    <p id={errorId(name)} role="alert" className="mt-1.5 text-sm font-medium text-danger">
      {error.message}
    </p>
  )
}

/**
 * Consultation form of the contact page (spec §2 « Contact », rules of spec §5, states of §4,
 * behaviour of §7 and outcomes of §8). Nothing is sent to a server: on a valid submit the form opens
 * the visitor's mail client with a prepared e-mail to the practice, toasts « Demande envoyée » and
 * resets; the prepared message then stays on screen, copyable, for visitors whose mail client does
 * not open. If the e-mail cannot be built or opened, a destructive toast « Erreur » asks to retry or
 * call, and the visitor's input is kept.
 *
 * Needs sonner's `<Toaster/>` mounted on the page.
 */
export function ConsultationForm() {
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationFormValues, unknown, ConsultationRequest>({
    resolver: zodResolver(consultationSchema),
    defaultValues: EMPTY_CONSULTATION,
    // Moves focus to the first invalid field on submit (WCAG 3.3.1).
    shouldFocusError: true,
  })
  const [prepared, setPrepared] = useState<ConsultationEmail | null>(null)
  const preparedHeading = useRef<HTMLHeadingElement>(null)

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
      toast.error(contactForm.errorTitle, { description: contactForm.errorDescription })
      return
    }
    await wait(SUBMITTING_MS)
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

      <noscript>
        <p className="rounded-xl border border-border bg-surface-muted p-4 text-sm leading-relaxed">
          {contactForm.noScript}
        </p>
      </noscript>
      {/* POST, so that personal data never lands in a URL; without JavaScript the form cannot
          prepare the e-mail, and the root layout's <noscript> style hides it behind the message above. */}
      <form
        method="post"
        noValidate
        data-requires-js
        onSubmit={handleSubmit(onSubmit)}
        aria-labelledby="titre-formulaire"
        className="space-y-6"
      >
        <p className="text-sm text-muted">{contactForm.requiredLegend}</p>

        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <FieldLabel name="firstName" required>
              {contactForm.labels.firstName}
            </FieldLabel>
            <input
              id={fieldId('firstName')}
              type="text"
              autoComplete="given-name"
              required
              aria-invalid={errors.firstName ? true : undefined}
              aria-describedby={describedBy('firstName', errors.firstName)}
              className={controlClass}
              {...register('firstName')}
            />
            <FieldErrorText name="firstName" error={errors.firstName} />
          </div>
          <div>
            <FieldLabel name="lastName" required>
              {contactForm.labels.lastName}
            </FieldLabel>
            <input
              id={fieldId('lastName')}
              type="text"
              autoComplete="family-name"
              required
              aria-invalid={errors.lastName ? true : undefined}
              aria-describedby={describedBy('lastName', errors.lastName)}
              className={controlClass}
              {...register('lastName')}
            />
            <FieldErrorText name="lastName" error={errors.lastName} />
          </div>
          <div>
            <FieldLabel name="email" required>
              {contactForm.labels.email}
            </FieldLabel>
            <input
              id={fieldId('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email', errors.email, true)}
              className={controlClass}
              {...register('email')}
            />
            <p id={hintId('email')} className="mt-1.5 text-sm text-muted">
              {contactForm.hints.email}
            </p>
            <FieldErrorText name="email" error={errors.email} />
          </div>
          <div>
            <FieldLabel name="phone">{contactForm.labels.phone}</FieldLabel>
            <input
              id={fieldId('phone')}
              type="tel"
              autoComplete="tel"
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone', errors.phone)}
              className={controlClass}
              {...register('phone')}
            />
            <FieldErrorText name="phone" error={errors.phone} />
          </div>
          {/* The options' labels are long: each select gets a full row so that none is cut. */}
          <div className="sm:col-span-2">
            <FieldLabel name="domain" required>
              {contactForm.labels.domain}
            </FieldLabel>
            <select
              id={fieldId('domain')}
              required
              aria-invalid={errors.domain ? true : undefined}
              aria-describedby={describedBy('domain', errors.domain)}
              className={controlClass}
              {...register('domain')}
            >
              <option value="">{contactForm.domainPlaceholder}</option>
              {DOMAIN_OPTIONS.map((domain) => (
                <option key={domain} value={domain}>
                  {domain}
                </option>
              ))}
            </select>
            <FieldErrorText name="domain" error={errors.domain} />
          </div>
          <div className="sm:col-span-2">
            <FieldLabel name="urgency">{contactForm.labels.urgency}</FieldLabel>
            <select
              id={fieldId('urgency')}
              aria-invalid={errors.urgency ? true : undefined}
              aria-describedby={describedBy('urgency', errors.urgency)}
              className={controlClass}
              {...register('urgency')}
            >
              {URGENCY_OPTIONS.map((urgency) => (
                <option key={urgency} value={urgency}>
                  {urgency}
                </option>
              ))}
            </select>
            <FieldErrorText name="urgency" error={errors.urgency} />
          </div>
        </div>

        <div>
          <FieldLabel name="message" required>
            {contactForm.labels.message}
          </FieldLabel>
          <textarea
            id={fieldId('message')}
            rows={7}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message', errors.message, true)}
            className={cn(controlClass, 'resize-y leading-relaxed')}
            {...register('message')}
          />
          <p id={hintId('message')} className="mt-1.5 text-sm text-muted">
            {contactForm.hints.message}
          </p>
          <FieldErrorText name="message" error={errors.message} />
        </div>

        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-primary px-6 py-3 text-base font-semibold text-primary-foreground shadow-sm transition hover:opacity-90 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          <Send aria-hidden="true" className="size-5" />
          {isSubmitting ? contactForm.submitting : contactForm.submit}
        </button>
      </form>
    </div>
  )
}
