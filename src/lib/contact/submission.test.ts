import { describe, expect, it } from 'vitest'
import { consultationMail, oneLine } from './consultation-mail'
import { CONTACT_ERRORS } from './options'
import { judgeSubmission, MAX_BODY_BYTES, readSubmission } from './submission'

const NOW = 1_700_000_000_000
const valid = {
  firstName: 'Zoé',
  lastName: 'Lefèvre',
  email: 'zoe@example.fr',
  phone: '',
  domain: 'Droit du travail',
  urgency: 'Situation urgente (sous 24h)',
  message: 'Licenciement.\nQue faire ?',
  fillSeconds: '12',
}

const post = (body: string, type: string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/consultation', {
    method: 'POST',
    body,
    headers: { 'Content-Type': type, ...headers },
  })

describe('readSubmission', () => {
  it('reads JSON strings and form-encoded fields', async () => {
    expect(await readSubmission(post(JSON.stringify(valid), 'application/json'))).toEqual({
      ok: true,
      format: 'json',
      fields: valid,
    })
    const form = await readSubmission(
      post(
        new URLSearchParams({ firstName: 'Zoé', message: 'a&b' }).toString(),
        'application/x-www-form-urlencoded',
      ),
    )
    expect(form).toEqual({ ok: true, format: 'form', fields: { firstName: 'Zoé', message: 'a&b' } })
  })

  it('answers 415 to another type, 413 past 32 KiB, 400 to JSON that is not an object', async () => {
    expect(await readSubmission(post('x', 'text/plain'))).toEqual({ ok: false, status: 415 })
    expect(await readSubmission(post('x'.repeat(MAX_BODY_BYTES + 1), 'application/json'))).toEqual({
      ok: false,
      status: 413,
    })
    expect(await readSubmission(post('[1]', 'application/json'))).toEqual({
      ok: false,
      status: 400,
    })
    expect(await readSubmission(post('{', 'application/json'))).toEqual({ ok: false, status: 400 })
  })
})

describe('judgeSubmission', () => {
  it('accepts a valid request filled in 3 s or more', () => {
    expect(judgeSubmission(valid, NOW)).toMatchObject({
      kind: 'valid',
      request: { firstName: 'Zoé' },
    })
    expect(
      judgeSubmission({ ...valid, fillSeconds: '', renderedAt: String(NOW - 5000) }, NOW).kind,
    ).toBe('valid')
  })

  it('drops a filled honeypot and a form filled faster than a person can', () => {
    expect(judgeSubmission({ ...valid, x_confirm: 'http://spam.test' }, NOW)).toEqual({
      kind: 'bot',
    })
    expect(judgeSubmission({ ...valid, fillSeconds: '1' }, NOW)).toEqual({ kind: 'bot' })
    expect(
      judgeSubmission({ ...valid, fillSeconds: '', renderedAt: String(NOW - 500) }, NOW),
    ).toEqual({
      kind: 'bot',
    })
    const { fillSeconds: _ignored, ...untimed } = valid
    expect(judgeSubmission(untimed, NOW)).toEqual({ kind: 'bot' })
  })

  it('gives the form’s own messages, one per field', () => {
    const verdict = judgeSubmission({ ...valid, email: 'zoe', domain: '', message: ' ' }, NOW)
    expect(verdict).toMatchObject({
      kind: 'invalid',
      errors: {
        email: CONTACT_ERRORS.emailFormat,
        domain: CONTACT_ERRORS.domain,
        message: CONTACT_ERRORS.message,
      },
    })
  })
})

describe('consultationMail', () => {
  const settings = { to: 'cabinet@example.fr', from: 'Site <site@example.fr>' }

  it('is addressed to the practice only, replies go to the visitor', () => {
    const request = judgeSubmission(valid, NOW)
    if (request.kind !== 'valid') throw new Error('valid request expected')
    const mail = consultationMail(request.request, settings)
    expect(mail).toMatchObject({
      from: settings.from,
      to: settings.to,
      replyTo: { name: 'Zoé Lefèvre', address: 'zoe@example.fr' },
      subject: 'Nouvelle demande de consultation - Droit du travail',
    })
    expect(mail.cc).toBeUndefined()
    expect(mail.bcc).toBeUndefined()
    expect(mail.text).toMatch(/Nom\s:\sZoé Lefèvre/)
  })

  it('makes names one line, so that no header can be added', () => {
    expect(oneLine('Zoé\r\nBcc: victime@example.com')).toBe('Zoé Bcc: victime@example.com')
    expect(oneLine('a\u2028b\tc')).toBe('a b c')
  })
})
