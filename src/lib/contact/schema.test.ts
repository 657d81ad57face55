import { describe, expect, it } from 'vitest'
import {
  CONTACT_ERRORS,
  DEFAULT_URGENCY,
  DOMAIN_OPTIONS,
  EMPTY_CONSULTATION,
  URGENCY_OPTIONS,
  consultationSchema,
  type ConsultationFormValues,
} from './schema'
import { FIELD_MAX_LENGTHS, tooLongError } from './options'

const valid = {
  firstName: 'Hélène',
  lastName: 'Dupré',
  email: 'helene@example.fr',
  phone: '',
  domain: 'Droit des affaires',
  urgency: 'Consultation normale (sous 48h)',
  message: 'Création de société.',
}

/** Error messages of a parse, by field name. */
function errors(input: unknown): Record<string, string[]> {
  const result = consultationSchema.safeParse(input)
  if (result.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0])
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

describe('consultationSchema (docs/specification.md « Consultation form »)', () => {
  it('accepts a complete request', () => {
    expect(consultationSchema.parse(valid)).toEqual(valid)
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
    expect(consultationSchema.safeParse({ ...valid, domain }).success).toBe(true)
  })

  it.each(URGENCY_OPTIONS)('accepts the urgency « %s »', (urgency) => {
    expect(consultationSchema.safeParse({ ...valid, urgency }).success).toBe(true)
  })

  it('rejects the empty domain option and any unknown domain', () => {
    expect(errors({ ...valid, domain: '' })).toEqual({ domain: [CONTACT_ERRORS.domain] })
    expect(errors({ ...valid, domain: 'Droit pénal' })).toEqual({ domain: [CONTACT_ERRORS.domain] })
  })

  it('rejects an unknown urgency and defaults a missing one', () => {
    expect(errors({ ...valid, urgency: 'Demain' })).toEqual({ urgency: [CONTACT_ERRORS.urgency] })
    const withoutUrgency: Partial<typeof valid> = { ...valid }
    delete withoutUrgency.urgency
    expect(consultationSchema.parse(withoutUrgency).urgency).toBe(DEFAULT_URGENCY)
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
      expect(consultationSchema.parse({ ...valid, email }).email).toBe(email.trim())
    },
  )

  it('treats the phone as optional, free text', () => {
    expect(consultationSchema.safeParse({ ...valid, phone: '' }).success).toBe(true)
    const withoutPhone: Partial<typeof valid> = { ...valid }
    delete withoutPhone.phone
    expect(consultationSchema.parse(withoutPhone).phone).toBe('')
    expect(consultationSchema.parse({ ...valid, phone: '+33 6 12 34 56 78' }).phone).toBe(
      '+33 6 12 34 56 78',
    )
  })

  it('has one empty value per field of the form, and no other', () => {
    const empty: Required<ConsultationFormValues> = EMPTY_CONSULTATION
    expect(Object.keys(empty).sort()).toEqual(Object.keys(consultationSchema.shape).sort())
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
      if (name !== 'email')
        expect(consultationSchema.safeParse({ ...valid, [name]: 'x'.repeat(max) }).success).toBe(
          true,
        )
      const past = name === 'email' ? `${'a'.repeat(max)}@example.fr` : 'x'.repeat(max + 1)
      const refused = consultationSchema.safeParse({ ...valid, [name]: past })
      expect(refused.success, name).toBe(false)
      expect(refused.error?.issues.map((issue) => issue.message)).toContain(tooLongError(max))
    }
  })
})
