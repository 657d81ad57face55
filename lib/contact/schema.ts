import { z } from 'zod'

// In the browser, zod must not compile parsers with `new Function`: the site's
// Content-Security-Policy has no 'unsafe-eval', and even zod's guarded probe is reported as a
// violation. Set before any schema below is built, since zod decides when a schema is created.
// Browser only: this is global zod configuration, and the server (no CSP there) keeps its speed.
if (typeof window !== 'undefined') z.config({ jitless: true })

/**
 * Options of the « domaine » select, in the order of spec §5. The empty first option of the select
 * (« Sélectionnez un domaine ») is not one of them, so it is invalid.
 */
export const DOMAIN_OPTIONS = [
  'Droit des affaires',
  'Droit du travail',
  'Droit international',
  'Autre domaine',
] as const

/** Options of the urgency select, in the order of spec §5; the first one is the default. */
export const URGENCY_OPTIONS = [
  'Consultation normale (sous 48h)',
  'Situation urgente (sous 24h)',
  'Très urgent (garde à vue, etc.)',
] as const

/** One of {@link DOMAIN_OPTIONS}. */
export type Domain = (typeof DOMAIN_OPTIONS)[number]
/** One of {@link URGENCY_OPTIONS}. */
export type Urgency = (typeof URGENCY_OPTIONS)[number]

/** Urgency preselected in the form (spec §5: « urgency optional with a default »). */
export const DEFAULT_URGENCY: Urgency = URGENCY_OPTIONS[0]

/** French error messages shown next to each field, exported so that the tests read the same text. */
export const CONTACT_ERRORS = {
  firstName: 'Veuillez indiquer votre prénom.',
  lastName: 'Veuillez indiquer votre nom.',
  emailRequired: 'Veuillez indiquer votre adresse e-mail.',
  emailFormat: 'Veuillez indiquer une adresse e-mail valide, par exemple nom@exemple.fr.',
  domain: 'Veuillez sélectionner le domaine concerné par votre demande.',
  urgency: 'Veuillez sélectionner le degré d’urgence.',
  message: 'Veuillez décrire votre demande.',
} as const

const required = (message: string) => z.string().trim().min(1, message)

/**
 * Consultation request (spec §3 « Form (not stored) », rules of spec §5 and nothing more):
 * firstName, lastName, email, domain and message are required, email must be an e-mail address,
 * phone is optional, urgency is optional and defaults to {@link DEFAULT_URGENCY}.
 *
 * Text fields are trimmed, so that a field holding only spaces counts as empty. The form's values
 * are all strings (a select's empty option is `''`): the input type below is what the form holds,
 * the output type ({@link ConsultationRequest}) is what the mailto builder receives.
 */
export const consultationSchema = z.object({
  firstName: required(CONTACT_ERRORS.firstName),
  lastName: required(CONTACT_ERRORS.lastName),
  // Required first, then the format, so that an empty field says « indiquez » rather than « invalide ».
  email: required(CONTACT_ERRORS.emailRequired).pipe(
    z.email({ error: CONTACT_ERRORS.emailFormat }),
  ),
  phone: z.string().trim().default(''),
  // The select's values are plain strings; `''` (the placeholder option) is not in the list.
  domain: z.string().pipe(z.enum(DOMAIN_OPTIONS, { error: CONTACT_ERRORS.domain })),
  urgency: z
    .string()
    .pipe(z.enum(URGENCY_OPTIONS, { error: CONTACT_ERRORS.urgency }))
    .default(DEFAULT_URGENCY),
  message: required(CONTACT_ERRORS.message),
})

/** What the form holds while the visitor types: strings only, `domain` may be `''`. */
export type ConsultationFormValues = z.input<typeof consultationSchema>
/** A validated consultation request. */
export type ConsultationRequest = z.output<typeof consultationSchema>

/** Values of a fresh form: everything empty, the default urgency selected. */
export const EMPTY_CONSULTATION: Required<ConsultationFormValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  domain: '',
  urgency: DEFAULT_URGENCY,
  message: '',
}
