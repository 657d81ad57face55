import { describe, expect, it } from 'vitest'
import {
  PHONE_NOT_GIVEN,
  buildConsultationEmail,
  consultationBody,
  consultationEmailText,
  fallbackMailtoAction,
} from './mailto'
import type { ConsultationRequest } from './schema'

const NBSP = '\u00a0'

const request: ConsultationRequest = {
  firstName: 'Hélène',
  lastName: 'Dupré-Garçon',
  email: 'helene.dupre@example.fr',
  phone: '06 12 34 56 78',
  domain: 'Droit du travail',
  urgency: 'Situation urgente (sous 24h)',
  message: 'Licenciement reçu le 3 mars.\nQue faire ?',
}

/** Splits a mailto URL into its address and decoded fields, failing on anything unexpected. */
function parseMailto(url: string) {
  expect(url.startsWith('mailto:')).toBe(true)
  const [address = '', query = '', ...rest] = url.slice('mailto:'.length).split('?')
  expect(rest).toEqual([])
  const fields = query.split('&').map((pair) => {
    const [name = '', value = '', ...extra] = pair.split('=')
    expect(extra).toEqual([])
    return [name, decodeURIComponent(value)] as const
  })
  const field = (name: string) => fields.find(([key]) => key === name)?.[1]
  return { address, fields, subject: field('subject'), body: field('body') }
}

describe('buildConsultationEmail', () => {
  it('addresses the practice with the exact subject of docs/specification.md « Consultation form »', () => {
    const email = buildConsultationEmail(request)
    expect(email.to).toBe('contact@roques-avocat.example')
    expect(email.subject).toBe('Nouvelle demande de consultation - Droit du travail')
    expect(email.url).toMatch(/^mailto:contact@roques-avocat\.example\?subject=/)
  })

  it('lists name, email, phone, domain, urgency and message in the body, CR LF separated', () => {
    const { body } = buildConsultationEmail(request)
    const lines = body.split('\r\n')
    expect(lines).toContain(`Nom${NBSP}: Hélène Dupré-Garçon`)
    expect(lines).toContain(`E-mail${NBSP}: helene.dupre@example.fr`)
    expect(lines).toContain(`Téléphone${NBSP}: 06 12 34 56 78`)
    expect(lines).toContain(`Domaine${NBSP}: Droit du travail`)
    expect(lines).toContain(`Urgence${NBSP}: Situation urgente (sous 24h)`)
    expect(body.endsWith(`Message${NBSP}:\r\nLicenciement reçu le 3 mars.\r\nQue faire ?`)).toBe(
      true,
    )
    // Order of docs/specification.md « Consultation form ».
    const order = ['Nom', 'E-mail', 'Téléphone', 'Domaine', 'Urgence', 'Message'].map((label) =>
      lines.findIndex((line) => line.startsWith(`${label}${NBSP}:`)),
    )
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(body).not.toMatch(/(^|[^\r])\n/)
  })

  it('has exactly two fields, subject then body, that decode back to the exact text', () => {
    const email = buildConsultationEmail(request)
    const { address, fields } = parseMailto(email.url)
    expect(address).toBe('contact@roques-avocat.example')
    expect(fields).toEqual([
      ['subject', email.subject],
      ['body', email.body],
    ])
  })

  it('percent-encodes accents, line breaks and the characters that would start a new field', () => {
    const tricky = {
      ...request,
      firstName: 'Zoé&cc=pirate@example.com',
      lastName: 'Ñúñez?bcc=x@example.com',
      message:
        'Ligne 1\r\nLigne 2\rLigne 3\n50 % de remise + 10 #urgent ?subject=x&body=y=z é à ç ü œ 😀',
    }
    const email = buildConsultationEmail(tricky)
    const query = email.url.split('?').slice(1).join('?')
    // Only our own separators appear raw: one `?`, one `&`, two `=`.
    expect(email.url.split('?')).toHaveLength(2)
    expect(query.split('&')).toHaveLength(2)
    expect(query.match(/=/g)).toHaveLength(2)
    expect(email.url).not.toMatch(/[#\s+\u0080-\uffff]/)
    expect(email.url).toContain('%0D%0A')
    expect(email.url).not.toMatch(/%0A(?<!%0D%0A)/)
    expect(email.url).toContain('Zo%C3%A9%26cc%3Dpirate%40example.com')
    expect(email.url).toContain(
      '50%20%25%20de%20remise%20%2B%2010%20%23urgent%20%3Fsubject%3Dx%26body%3Dy%3Dz',
    )
    const { body } = parseMailto(email.url)
    expect(body).toBe(email.body)
    expect(body).toContain(`Nom${NBSP}: Zoé&cc=pirate@example.com Ñúñez?bcc=x@example.com`)
    expect(body).toMatch(
      /Ligne 1\r\nLigne 2\r\nLigne 3\r\n50 % de remise \+ 10 #urgent \?subject=x&body=y=z é à ç ü œ 😀$/u,
    )
  })

  it('keeps a 2,000-character message whole', () => {
    const message = 'Déroulé des faits, étape '.repeat(80).slice(0, 2000)
    expect(message).toHaveLength(2000)
    const email = buildConsultationEmail({ ...request, message })
    expect(email.body.endsWith(message)).toBe(true)
    expect(parseMailto(email.url).body).toBe(email.body)
  })

  it('says « Non renseigné » when the optional phone is empty', () => {
    expect(PHONE_NOT_GIVEN).toBe('Non renseigné')
    for (const phone of ['', '   ']) {
      const body = consultationBody({ ...request, phone })
      expect(body.split('\r\n')).toContain(`Téléphone${NBSP}: Non renseigné`)
    }
  })

  it('puts each domain into the subject', () => {
    for (const domain of [
      'Droit des affaires',
      'Droit du travail',
      'Droit international',
      'Autre domaine',
    ] as const) {
      const email = buildConsultationEmail({ ...request, domain })
      expect(email.subject).toBe(`Nouvelle demande de consultation - ${domain}`)
      expect(parseMailto(email.url).subject).toBe(email.subject)
    }
  })

  it('refuses a recipient that could inject fields', () => {
    expect(() => buildConsultationEmail(request, 'a@b.fr?bcc=c@d.fr')).toThrow(Error)
    expect(() => buildConsultationEmail(request, 'a@b.fr&cc=c@d.fr')).toThrow(Error)
    expect(buildConsultationEmail(request, 'autre@exemple.fr').url).toMatch(
      /^mailto:autre@exemple\.fr\?/,
    )
  })

  it('throws a URIError on a lone surrogate rather than building a broken URL', () => {
    expect(() => buildConsultationEmail({ ...request, message: 'a\ud800b' })).toThrow(URIError)
  })
})

describe('consultationEmailText', () => {
  it('gives recipient, subject and body with LF line ends for pasting into a webmail', () => {
    const email = buildConsultationEmail(request)
    const text = consultationEmailText(email)
    expect(
      text.startsWith(
        `À${NBSP}: contact@roques-avocat.example\nObjet${NBSP}: Nouvelle demande de consultation - Droit du travail\n\nBonjour Maître,\n`,
      ),
    ).toBe(true)
    expect(text).not.toContain('\r')
    expect(text.endsWith('Licenciement reçu le 3 mars.\nQue faire ?')).toBe(true)
  })
})

describe('fallbackMailtoAction', () => {
  it('addresses the practice with a fixed subject and nothing else, for the browser to add the body', () => {
    const url = fallbackMailtoAction()
    expect(url).toBe(
      'mailto:contact@roques-avocat.example?subject=Nouvelle%20demande%20de%20consultation',
    )
    expect(url).not.toContain('body=')
  })

  it('refuses a recipient that could inject fields', () => {
    expect(() => fallbackMailtoAction('a@b.fr?cc=x@y.fr')).toThrow()
  })
})
