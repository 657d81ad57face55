'use client'

import { Send } from '@/components/ui/icons'
import type { FieldError, FieldErrors } from 'react-hook-form'
import { contactForm } from '@/content/contact'
import { DOMAIN_OPTIONS, URGENCY_OPTIONS } from '@/lib/contact/options'
import type { ConsultationFormValues } from '@/lib/contact/schema'

/** A field of the consultation form. */
export type FieldName = keyof ConsultationFormValues

const fieldId = (name: FieldName) => `contact-${name}`
const errorId = (name: FieldName) => `contact-${name}-erreur`
const hintId = (name: FieldName) => `contact-${name}-aide`

const controlClass =
  'block min-h-11 w-full rounded-md border border-border bg-background px-3 py-2 text-base text-foreground shadow-sm transition-colors placeholder:text-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger'

/** What `Field` gives its control: id, required, validity and descriptions, and the style. */
type ControlProps = {
  id: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
  className: string
}

/**
 * One field of the form: the label (with the required mark, visual only: the control carries
 * `required`, or « (optionnel) »), the control that `children` renders with the given props, the
 * hint when there is one, and the error, announced as it appears. The control is described by its
 * hint and, when there is one, its error (`aria-describedby`).
 */
function Field({
  name,
  label,
  error,
  required = false,
  hint,
  wide = false,
  children,
}: {
  name: FieldName
  label: string
  error: FieldError | undefined
  required?: boolean
  hint?: { text: string; urgency?: boolean }
  /** Spans both columns (the selects, whose options are long). */
  wide?: boolean
  children: (control: ControlProps) => React.ReactNode
}) {
  const describedBy = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean)
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={fieldId(name)} className="mb-1.5 block font-semibold text-foreground">
        {label}
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
      {children({
        id: fieldId(name),
        ...(required ? { required: true } : {}),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
        className: controlClass,
      })}
      {hint ? (
        <p
          id={hintId(name)}
          className="mt-1.5 text-sm text-muted"
          data-urgency-hint={hint.urgency ? true : undefined}
        >
          {hint.text}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId(name)} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error.message}
        </p>
      ) : null}
    </div>
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
 * errors tied with `aria-describedby`. Rendered by ConsultationForm, with only the fields' names
 * until its logic has loaded and react-hook-form's `register` after: the same elements throughout,
 * so that the binding moves nothing, keeps the input and the focus.
 */
export function ConsultationFormView({
  field,
  errors,
  isSubmitting,
  onSubmit,
  onFocus,
  disabled = false,
  ready = false,
}: {
  field: FieldBinding
  errors: FieldErrors<ConsultationFormValues>
  isSubmitting: boolean
  onSubmit?: React.FormEventHandler<HTMLFormElement>
  onFocus?: React.FocusEventHandler<HTMLFormElement>
  /** Every control disabled: in the server's HTML, until the page's scripts run. */
  disabled?: boolean
  /**
   * The form's logic is bound to the fields (`data-ready` on the form): what the browser tests
   * wait for before they check its validation, as the form looks the same either way.
   */
  ready?: boolean
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
        data-ready={ready ? '' : undefined}
      >
        {/* Disabled until hydration: a submit before then would post the visitor's data to the page. */}
        <fieldset disabled={disabled} className="m-0 min-w-0 space-y-6 border-0 p-0">
          <p className="text-sm text-muted">{contactForm.requiredLegend}</p>

          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              name="firstName"
              label={contactForm.labels.firstName}
              error={errors.firstName}
              required
            >
              {(control) => (
                <input type="text" autoComplete="given-name" {...control} {...field('firstName')} />
              )}
            </Field>
            <Field
              name="lastName"
              label={contactForm.labels.lastName}
              error={errors.lastName}
              required
            >
              {(control) => (
                <input type="text" autoComplete="family-name" {...control} {...field('lastName')} />
              )}
            </Field>
            <Field
              name="email"
              label={contactForm.labels.email}
              error={errors.email}
              required
              hint={{ text: contactForm.hints.email }}
            >
              {(control) => (
                <input
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  spellCheck={false}
                  {...control}
                  {...field('email')}
                />
              )}
            </Field>
            <Field name="phone" label={contactForm.labels.phone} error={errors.phone}>
              {(control) => (
                <input type="tel" autoComplete="tel" {...control} {...field('phone')} />
              )}
            </Field>
            <Field
              name="domain"
              label={contactForm.labels.domain}
              error={errors.domain}
              required
              wide
            >
              {(control) => (
                <select {...control} {...field('domain')}>
                  <option value="">{contactForm.domainPlaceholder}</option>
                  {DOMAIN_OPTIONS.map((domain) => (
                    <option key={domain} value={domain}>
                      {domain}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              name="urgency"
              label={contactForm.labels.urgency}
              error={errors.urgency}
              hint={{ text: contactForm.hints.urgency, urgency: true }}
              wide
            >
              {(control) => (
                <select {...control} {...field('urgency')}>
                  {URGENCY_OPTIONS.map((urgency) => (
                    <option key={urgency} value={urgency}>
                      {urgency}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>

          <Field
            name="message"
            label={contactForm.labels.message}
            error={errors.message}
            required
            hint={{ text: contactForm.hints.message }}
          >
            {(control) => (
              <textarea
                rows={7}
                {...control}
                className={`${controlClass} resize-y leading-relaxed`}
                {...field('message')}
              />
            )}
          </Field>

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
