import { regexes } from 'zod/v4/core'
import {
  CONSULTATION_FIELDS,
  CONTACT_ERRORS,
  DEFAULT_URGENCY,
  DOMAIN_OPTIONS,
  FIELD_MAX_LENGTHS,
  tooLongError,
  URGENCY_OPTIONS,
  type ConsultationField,
  type Domain,
  type Urgency,
} from './options'

export {
  CONTACT_ERRORS,
  DEFAULT_URGENCY,
  DOMAIN_OPTIONS,
  EMPTY_CONSULTATION,
  URGENCY_OPTIONS,
  type Domain,
  type Urgency,
} from './options'

/** What the form holds while the visitor types: strings only, `domain` may be `''`. */
export type ConsultationFormValues = {
  firstName: string
  lastName: string
  email: string
  phone?: string
  domain: string
  urgency?: string
  message: string
}

/** A validated consultation request: trimmed text, a listed domain and urgency. */
export type ConsultationRequest = {
  firstName: string
  lastName: string
  email: string
  phone: string
  domain: Domain
  urgency: Urgency
  message: string
}

/** The French message of each field in error (CONTACT_ERRORS), by field. */
export type ConsultationErrors = Partial<Record<ConsultationField, string>>

/** The verdict on a form's values. */
export type ConsultationCheck =
  { success: true; data: ConsultationRequest } | { success: false; errors: ConsultationErrors }

/** `value` when it is one of `options` (a select's values are compared untrimmed), else `null`. */
const oneOf = <T extends string>(options: readonly T[], value: unknown): T | null =>
  options.find((option) => option === value) ?? null

/**
 * The consultation request's rules (docs/specification.md « Consultation form », and nothing
 * more), one set for the island and for `POST /api/consultation`: firstName, lastName, email,
 * domain and message are required, email must be an e-mail address (zod's own pattern, that of
 * `z.email()`), phone is optional, urgency is optional and defaults to {@link DEFAULT_URGENCY};
 * each text field at most FIELD_MAX_LENGTHS characters long once trimmed, as the form states.
 * Plain code rather than a zod schema, so that the island's script stays within its budget
 * (docs/benchmarks.md « Script per route »).
 *
 * Text fields are trimmed, so that a field holding only spaces counts as empty; a field left out
 * or not a string counts as empty (phone and urgency then take their defaults). Every field in
 * error is reported at once, with one message each: « indiquez » for an empty e-mail, « invalide »
 * for a malformed one.
 */
export function checkConsultation(values: Readonly<Record<string, unknown>>): ConsultationCheck {
  const text = (name: ConsultationField) => {
    const value = values[name]
    return typeof value === 'string' ? value.trim() : ''
  }
  const errors: ConsultationErrors = {}
  for (const name of ['firstName', 'lastName', 'message'] as const)
    if (!text(name)) errors[name] = CONTACT_ERRORS[name]
  const email = text('email')
  if (!email) errors.email = CONTACT_ERRORS.emailRequired
  else if (!regexes.email.test(email)) errors.email = CONTACT_ERRORS.emailFormat
  for (const name of ['firstName', 'lastName', 'email', 'phone', 'message'] as const)
    if (!errors[name] && text(name).length > FIELD_MAX_LENGTHS[name])
      errors[name] = tooLongError(FIELD_MAX_LENGTHS[name])
  // `''`, the select's placeholder option, is not in the list.
  const domain = oneOf(DOMAIN_OPTIONS, values.domain)
  if (!domain) errors.domain = CONTACT_ERRORS.domain
  const urgency =
    values.urgency === undefined ? DEFAULT_URGENCY : oneOf(URGENCY_OPTIONS, values.urgency)
  if (!urgency) errors.urgency = CONTACT_ERRORS.urgency
  if (!domain || !urgency || CONSULTATION_FIELDS.some((name) => errors[name]))
    return { success: false, errors }
  return {
    success: true,
    data: {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email,
      phone: text('phone'),
      domain,
      urgency,
      message: text('message'),
    },
  }
}
