import { describe, expect, it } from 'vitest'
import {
  CONTACT_ERRORS,
  DEFAULT_URGENCY,
  DOMAIN_OPTIONS,
  EMPTY_CONSULTATION,
  URGENCY_OPTIONS,
  checkConsultation,
  type ConsultationFormValues,
} from './schema'
import { CONSULTATION_FIELDS, FIELD_MAX_LENGTHS, tooLongError } from './options'

const valid = {
  firstName: 'Hélène',
  lastName: 'Dupré',
  email: 'helene@example.fr',
  phone: '',
  domain: 'Droit des affaires',
  urgency: 'Consultation normale (sous 48h)',
  message: 'Création de société.',
}

/** Error messages of a check, by field name. */
function errors(input: Record<string, unknown>): Record<string, string[]> {
  const result = checkConsultation(input)
  if (result.success) return {}
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, message]) => [name, [message ?? '']]),
  )
}

/** The request a valid input gives. */
function parse(input: Record<string, unknown>) {
  const result = checkConsultation(input)
  if (!result.success) throw new Error(JSON.stringify(result.errors))
  return result.data
}

const accepts = (input: Record<string, unknown>) => checkConsultation(input).success

describe('checkConsultation (docs/specification.md « Consultation form »)', () => {
  it('accepts a complete request', () => {
    expect(parse(valid)).toEqual(valid)
  })

  it('lists the domain and urgency options of docs/specification.md « Consultation form », in order', () => {
    expect(DOMAIN_OPTIONS).toEqual([
      'Droit des affaires',
      'Droit du travail',
      'Droit international',
      'Autre domaine',
    ])
    expect(URGENCY_OPTIONS).toEqual([
      'Consultation normale (sous 48h)',
      'Situation urgente (sous 24h)',
      'Très urgent (garde à vue, etc.)',
    ])
    expect(DEFAULT_URGENCY).toBe('Consultation normale (sous 48h)')
  })

  it.each(DOMAIN_OPTIONS)('accepts the domain « %s »', (domain) => {
    expect(accepts({ ...valid, domain })).toBe(true)
  })

  it.each(URGENCY_OPTIONS)('accepts the urgency « %s »', (urgency) => {
    expect(accepts({ ...valid, urgency })).toBe(true)
  })

  it('rejects the empty domain option and any unknown domain', () => {
    expect(errors({ ...valid, domain: '' })).toEqual({ domain: [CONTACT_ERRORS.domain] })
    expect(errors({ ...valid, domain: 'Droit pénal' })).toEqual({ domain: [CONTACT_ERRORS.domain] })
  })

  it('rejects an unknown urgency and defaults a missing one', () => {
    expect(errors({ ...valid, urgency: 'Demain' })).toEqual({ urgency: [CONTACT_ERRORS.urgency] })
    const withoutUrgency: Partial<typeof valid> = { ...valid }
    delete withoutUrgency.urgency
    expect(parse(withoutUrgency).urgency).toBe(DEFAULT_URGENCY)
  })

  it.each([
    ['firstName', CONTACT_ERRORS.firstName],
    ['lastName', CONTACT_ERRORS.lastName],
    ['email', CONTACT_ERRORS.emailRequired],
    ['message', CONTACT_ERRORS.message],
  ] as const)('requires %s (empty or blank)', (field, message) => {
    expect(errors({ ...valid, [field]: '' })).toEqual({ [field]: [message] })
    expect(errors({ ...valid, [field]: '  \n ' })).toEqual({ [field]: [message] })
  })

  it.each(['helene', 'helene@', '@example.fr', 'helene@example', 'hélène @example.fr', 'a@b@c.fr'])(
    'rejects the malformed email %j',
    (email) => {
      expect(errors({ ...valid, email })).toEqual({ email: [CONTACT_ERRORS.emailFormat] })
    },
  )

  it.each(['helene@example.fr', 'h.dupre+cabinet@sous.domaine.example.com', ' helene@example.fr '])(
    'accepts the email %j (trimmed)',
    (email) => {
      expect(parse({ ...valid, email }).email).toBe(email.trim())
    },
  )

  it('treats the phone as optional, free text', () => {
    expect(accepts({ ...valid, phone: '' })).toBe(true)
    const withoutPhone: Partial<typeof valid> = { ...valid }
    delete withoutPhone.phone
    expect(parse(withoutPhone).phone).toBe('')
    expect(parse({ ...valid, phone: '+33 6 12 34 56 78' }).phone).toBe('+33 6 12 34 56 78')
  })

  it('has one empty value per field of the form, and no other', () => {
    const empty: Required<ConsultationFormValues> = EMPTY_CONSULTATION
    expect(Object.keys(empty)).toEqual([...CONSULTATION_FIELDS])
  })

  it('counts a field that is not a string as empty', () => {
    expect(errors({ ...valid, firstName: 42, domain: ['Droit du travail'] })).toEqual({
      firstName: [CONTACT_ERRORS.firstName],
      domain: [CONTACT_ERRORS.domain],
    })
  })

  it('reports every missing field of the empty form at once, and nothing else', () => {
    expect(errors(EMPTY_CONSULTATION)).toEqual({
      firstName: [CONTACT_ERRORS.firstName],
      lastName: [CONTACT_ERRORS.lastName],
      email: [CONTACT_ERRORS.emailRequired],
      domain: [CONTACT_ERRORS.domain],
      message: [CONTACT_ERRORS.message],
    })
  })

  it('takes every text field up to its limit, the one the form states, and no further', () => {
    for (const [name, max] of Object.entries(FIELD_MAX_LENGTHS)) {
      // An address is refused past 254 characters whatever its form.
      if (name !== 'email') expect(accepts({ ...valid, [name]: 'x'.repeat(max) }), name).toBe(true)
      const past = name === 'email' ? `${'a'.repeat(max)}@example.fr` : 'x'.repeat(max + 1)
      const refused = checkConsultation({ ...valid, [name]: past })
      expect(refused.success, name).toBe(false)
      if (!refused.success)
        expect(refused.errors[name as keyof typeof FIELD_MAX_LENGTHS]).toBe(tooLongError(max))
    }
  })
})
