import { contactForm } from '@/content/contact-form'
import type { ConsultationDelivery } from '@/content/legal'
import { CONSULTATION_ENDPOINT, HONEYPOT_FIELD, RENDERED_AT_FIELD } from '@/lib/contact/delivery'
import { fallbackMailtoAction } from '@/lib/contact/mailto'
import {
  consultationFieldId as fieldId,
  DOMAIN_OPTIONS,
  FIELD_MAX_LENGTHS,
  formatCount,
  URGENCY_OPTIONS,
} from '@/lib/contact/options'
import type { ConsultationErrors, ConsultationFormValues } from '@/lib/contact/schema'
import { WithContactLinks } from '@/components/ui/contact-links'

/** A field of the consultation form. */
export type FieldName = keyof ConsultationFormValues

const errorId = (name: FieldName) => `contact-${name}-erreur`
const hintId = (name: FieldName) => `contact-${name}-aide`
const countId = (name: FieldName) => `contact-${name}-compte`

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
 * hint when there is one, the count of characters against the limit when given, and the error,
 * announced as it appears. The control is described by its hint, its count and, when there is
 * one, its error (`aria-describedby`).
 */
function Field({
  name,
  label,
  error,
  required = false,
  hint,
  count,
  wide = false,
  children,
}: {
  name: FieldName
  label: string
  /** Its message, when the field is in error. */
  error: string | undefined
  required?: boolean
  hint?: { text: string; urgency?: boolean }
  /** The field's limit, and what it holds once the island counts it. */
  count?: string
  /** Spans both columns (the selects, whose options are long). */
  wide?: boolean
  children: (control: ControlProps) => React.ReactNode
}) {
  const describedBy = [
    hint ? hintId(name) : null,
    count ? countId(name) : null,
    error ? errorId(name) : null,
  ].filter(Boolean)
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
          <WithContactLinks text={hint.text} />
        </p>
      ) : null}
      {count ? (
        <p id={countId(name)} className="mt-1 text-right text-sm text-muted tabular-nums">
          {count}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(name)} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Markup of the consultation form: labels bound to controls, required marks, errors tied with
 * `aria-describedby`. Rendered by the ConsultationForm island (./consultation-form.tsx), which
 * reads the controls by their names: they are the browser's own (uncontrolled), so that what a
 * visitor typed before the island started stays.
 *
 * The server's HTML is a form of its own, without `novalidate`, so that a browser without
 * JavaScript (or before the island has started) checks the required fields itself. With the
 * `mailto` delivery its `action` is {@link fallbackMailtoAction} (`enctype="text/plain"`): the
 * browser opens the mail client with the answers. With the `server` delivery it posts to
 * `/api/consultation` with a honeypot field and the time it was rendered (src/lib/contact/
 * submission.ts). Personal data never lands in a URL. Once the island runs (`enhanced`), the form
 * validates with the schema (`novalidate`) and submits itself.
 */
export function ConsultationFormView({
  errors,
  isSubmitting,
  onSubmit,
  onChange,
  enhanced,
  formRef,
  delivery,
  values,
  renderedAt,
  messageLength,
  submitIcon,
}: {
  /** The message of each field in error. */
  errors: ConsultationErrors
  isSubmitting: boolean
  onSubmit: React.SubmitEventHandler<HTMLFormElement>
  /** A control's value changed (React's `onChange`, bubbling from the control). */
  onChange?: React.FormEventHandler<HTMLFormElement>
  /**
   * The island runs in the browser: the form validates with the schema (`novalidate`) and carries
   * `data-ready`, which the browser tests wait for, as the form looks the same either way.
   */
  enhanced: boolean
  formRef?: React.Ref<HTMLFormElement>
  delivery: ConsultationDelivery
  /** What a visitor without JavaScript had typed, when the server sends the form back. */
  values?: Partial<Record<FieldName, string>>
  /** When the server rendered the form, in milliseconds since 1970 (`server` delivery). */
  renderedAt?: number
  /** Characters the message holds, counted by the island once it runs. */
  messageLength?: number
  /**
   * The submit button's icon, given by the page as static HTML (an Astro slot), so that the
   * island's script carries no icon (docs/benchmarks.md « Script per route »).
   */
  submitIcon?: React.ReactNode
}) {
  const server = delivery.kind === 'server'
  const messageMax = formatCount(FIELD_MAX_LENGTHS.message)
  /** A control's name, with what the visitor had typed when the server sends it back. */
  const bind = (name: FieldName) => ({
    name,
    ...(values?.[name] !== undefined ? { defaultValue: values[name] } : {}),
  })
  return (
    <>
      {server ? null : (
        <noscript>
          <p className="rounded-xl border border-border bg-surface-muted p-4 text-sm leading-relaxed">
            {contactForm.noScript}
          </p>
        </noscript>
      )}
      <form
        ref={formRef}
        action={server ? CONSULTATION_ENDPOINT : fallbackMailtoAction()}
        method="post"
        encType={server ? undefined : 'text/plain'}
        noValidate={enhanced}
        onSubmit={onSubmit}
        onChange={onChange}
        aria-labelledby="titre-formulaire"
        data-ready={enhanced ? '' : undefined}
      >
        <div className="space-y-6">
          <p className="text-sm text-muted">{contactForm.requiredLegend}</p>

          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              name="firstName"
              label={contactForm.labels.firstName}
              error={errors.firstName}
              required
            >
              {(control) => (
                <input
                  type="text"
                  autoComplete="given-name"
                  maxLength={FIELD_MAX_LENGTHS.firstName}
                  {...control}
                  {...bind('firstName')}
                />
              )}
            </Field>
            <Field
              name="lastName"
              label={contactForm.labels.lastName}
              error={errors.lastName}
              required
            >
              {(control) => (
                <input
                  type="text"
                  autoComplete="family-name"
                  maxLength={FIELD_MAX_LENGTHS.lastName}
                  {...control}
                  {...bind('lastName')}
                />
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
                  maxLength={FIELD_MAX_LENGTHS.email}
                  {...control}
                  {...bind('email')}
                />
              )}
            </Field>
            <Field name="phone" label={contactForm.labels.phone} error={errors.phone}>
              {(control) => (
                <input
                  type="tel"
                  autoComplete="tel"
                  maxLength={FIELD_MAX_LENGTHS.phone}
                  {...control}
                  {...bind('phone')}
                />
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
                <select {...control} {...bind('domain')}>
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
                <select {...control} {...bind('urgency')}>
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
            count={
              enhanced && messageLength !== undefined
                ? contactForm.messageCount(formatCount(messageLength), messageMax)
                : contactForm.messageLimit(messageMax)
            }
          >
            {(control) => (
              <textarea
                rows={7}
                maxLength={FIELD_MAX_LENGTHS.message}
                {...control}
                className={`${controlClass} resize-y leading-relaxed`}
                {...bind('message')}
              />
            )}
          </Field>

          {server ? (
            <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
              <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{contactForm.honeypotLabel}</label>
              <input
                id={`contact-${HONEYPOT_FIELD}`}
                type="text"
                name={HONEYPOT_FIELD}
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
              <input type="hidden" name={RENDERED_AT_FIELD} value={renderedAt ?? 0} />
            </div>
          ) : null}

          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-primary px-6 py-3 text-base font-semibold text-primary-foreground shadow-sm transition hover:opacity-90 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {submitIcon}
            {isSubmitting ? contactForm.submitting : contactForm.submit}
          </button>
        </div>
      </form>
    </>
  )
}
