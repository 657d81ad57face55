/*
 * The form's options, defaults and messages, apart from the zod schema (schema.ts): the form
 * renders with these at once, and loads zod only when it first validates (docs/specification.md «
 * Quality »).
 */
/**
 * Options of the « domaine » select, in the order of docs/specification.md « Consultation form ».
 * The empty first option of the select (« Sélectionnez un domaine ») is not one of them, so it is
 * invalid.
 */
export const DOMAIN_OPTIONS = [
  'Droit des affaires',
  'Droit du travail',
  'Droit international',
  'Autre domaine',
] as const

/**
 * Options of the urgency select, in the order of docs/specification.md « Consultation form »; the
 * first one is the default.
 */
export const URGENCY_OPTIONS = [
  'Consultation normale (sous 48h)',
  'Situation urgente (sous 24h)',
  'Très urgent (garde à vue, etc.)',
] as const

/** One of {@link DOMAIN_OPTIONS}. */
export type Domain = (typeof DOMAIN_OPTIONS)[number]
/** One of {@link URGENCY_OPTIONS}. */
export type Urgency = (typeof URGENCY_OPTIONS)[number]

/**
 * Urgency preselected in the form (docs/specification.md « Consultation form »: « urgency optional
 * with a default »).
 */
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

/** Longest value of each text field, as `maxlength` counts; an address: RFC 5321 § 4.5.3.1.3. */
export const FIELD_MAX_LENGTHS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  message: 5000,
} as const

/** « 5 000 ».*/
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
}

export function tooLongError(max: number): string {
  return `Ce champ ne peut pas dépasser ${formatCount(max)} caractères.`
}

/**
 * Values of a fresh form: everything empty, the default urgency selected. One entry per field of
 * the schema (schema.ts), which its tests check; typed here without it, so that this module does
 * not depend on the schema.
 */
export const EMPTY_CONSULTATION = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  domain: '',
  urgency: DEFAULT_URGENCY,
  message: '',
} satisfies Record<string, string>

/** The form's fields, in its order. */
export const CONSULTATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'domain',
  'urgency',
  'message',
] as const satisfies readonly (keyof typeof EMPTY_CONSULTATION)[]

/** One of {@link CONSULTATION_FIELDS}. */
export type ConsultationField = (typeof CONSULTATION_FIELDS)[number]

/** The `id` of a field's control in the page, e.g. `contact-firstName`. */
export const consultationFieldId = (name: ConsultationField): string => `contact-${name}`
