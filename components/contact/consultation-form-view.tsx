'use client'

import { Send } from 'lucide-react'
import type { FieldError, FieldErrors } from 'react-hook-form'
import { contactForm } from '@/content/contact'
import { DOMAIN_OPTIONS, URGENCY_OPTIONS } from '@/lib/contact/options'
import type { ConsultationFormValues } from '@/lib/contact/schema'
// clsx, not cn(): tailwind-merge would add 8 KB gzip to the browser for class lists without conflicts.
import { clsx as cn } from 'clsx'

/** A field of the consultation form. */
export type FieldName = keyof ConsultationFormValues

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

/** What a control receives from its form: react-hook-form's `register(name)`, or only the name. */
export type FieldBinding = (name: FieldName) => {
  name: string
  onChange?: React.ChangeEventHandler
  onBlur?: React.FocusEventHandler
  ref?: React.Ref<never>
}

/**
 * Markup of the consultation form, without its logic: labels bound to controls, required marks,
 * errors tied with `aria-describedby`. Rendered by `ConsultationForm` (react-hook-form) and, until
 * that code has loaded, by `ConsultationFormLoader` with the same markup, so that nothing moves
 * when one replaces the other.
 */
export function ConsultationFormView({
  field,
  errors,
  isSubmitting,
  onSubmit,
  onFocus,
  standIn = false,
}: {
  field: FieldBinding
  errors: FieldErrors<ConsultationFormValues>
  isSubmitting: boolean
  onSubmit?: React.FormEventHandler<HTMLFormElement>
  onFocus?: React.FocusEventHandler<HTMLFormElement>
  /** True while the markup stands in for the real form: every control is disabled. */
  standIn?: boolean
}) {
  return (
    <>
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
        onSubmit={onSubmit}
        onFocus={onFocus}
        aria-labelledby="titre-formulaire"
      >
        {/* Disabled while it stands in for the real form, which loads right after the page. */}
        <fieldset disabled={standIn} className="m-0 min-w-0 space-y-6 border-0 p-0">
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
                {...field('firstName')}
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
                {...field('lastName')}
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
                {...field('email')}
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
                {...field('phone')}
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
                {...field('domain')}
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
                aria-describedby={describedBy('urgency', errors.urgency, true)}
                className={controlClass}
                {...field('urgency')}
              >
                {URGENCY_OPTIONS.map((urgency) => (
                  <option key={urgency} value={urgency}>
                    {urgency}
                  </option>
                ))}
              </select>
              <p id={hintId('urgency')} className="mt-1.5 text-sm text-muted" data-urgency-hint>
                {contactForm.hints.urgency}
              </p>
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
              {...field('message')}
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
        </fieldset>
      </form>
    </>
  )
}
