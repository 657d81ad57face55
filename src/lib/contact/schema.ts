// zod's « mini » build: the same validation with tree-shakable functions, about 50 KB gzip lighter
// in the contact page's JavaScript than the chained API (docs/specification.md « Quality »).
import * as z from 'zod/mini'

// In the browser, zod must not compile parsers with `new Function`: the site's
// Content-Security-Policy has no 'unsafe-eval', and even zod's guarded probe is reported as a
// violation. Set before any schema below is built, since zod decides when a schema is created.
// Browser only: this is global zod configuration, and the server (no CSP there) keeps its speed.
if (typeof window !== 'undefined') z.config({ jitless: true })

import {
  CONTACT_ERRORS,
  DEFAULT_URGENCY,
  DOMAIN_OPTIONS,
  FIELD_MAX_LENGTHS,
  tooLongError,
  URGENCY_OPTIONS,
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

const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLongError(max)))

/**
 * Consultation request (docs/specification.md « Consultation form », rules of docs/specification.md
 * « Consultation form » and nothing more): firstName, lastName, email, domain and message are
 * required, email must be an e-mail address, phone is optional, urgency is optional and defaults to
 * {@link DEFAULT_URGENCY}; each text field at most FIELD_MAX_LENGTHS long, as the form states.
 *
 * Text fields are trimmed, so that a field holding only spaces counts as empty. The form's values
 * are all strings (a select's empty option is `''`): the input type below is what the form holds,
 * the output type ({@link ConsultationRequest}) is what the mailto builder receives.
 */
export const consultationSchema = z.object({
  firstName: required(CONTACT_ERRORS.firstName, FIELD_MAX_LENGTHS.firstName),
  lastName: required(CONTACT_ERRORS.lastName, FIELD_MAX_LENGTHS.lastName),
  // Required first, then the format, so that an empty field says « indiquez » rather than « invalide ».
  email: z.pipe(
    required(CONTACT_ERRORS.emailRequired, FIELD_MAX_LENGTHS.email),
    z.email({ error: CONTACT_ERRORS.emailFormat }),
  ),
  phone: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(FIELD_MAX_LENGTHS.phone, tooLongError(FIELD_MAX_LENGTHS.phone))),
    '',
  ),
  // The select's values are plain strings; `''` (the placeholder option) is not in the list.
  domain: z.pipe(z.string(), z.enum(DOMAIN_OPTIONS, { error: CONTACT_ERRORS.domain })),
  urgency: z._default(
    z.pipe(z.string(), z.enum(URGENCY_OPTIONS, { error: CONTACT_ERRORS.urgency })),
    DEFAULT_URGENCY,
  ),
  message: required(CONTACT_ERRORS.message, FIELD_MAX_LENGTHS.message),
})

/** What the form holds while the visitor types: strings only, `domain` may be `''`. */
export type ConsultationFormValues = z.input<typeof consultationSchema>
/** A validated consultation request. */
export type ConsultationRequest = z.output<typeof consultationSchema>
