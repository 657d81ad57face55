import { describe, expect, it } from 'vitest'
import { consultationMail, oneLine } from './consultation-mail'
import { MAX_REQUEST_BODY_BYTES } from '@/lib/request-body'
import { CONTACT_ERRORS, FIELD_MAX_LENGTHS, tooLongError } from './options'
import { botVerdictLine, judgeSubmission, MAX_BODY_BYTES, readSubmission } from './submission'

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

  it('answers 415 to another type, 413 past its limit, 400 to JSON that is not an object', async () => {
    expect(await readSubmission(post('x', 'text/plain'))).toEqual({ ok: false, status: 415 })
    expect(await readSubmission(post('x'.repeat(MAX_BODY_BYTES + 1), 'application/json'))).toEqual({
      ok: false,
      status: 413,
      fields: {},
    })
    expect(await readSubmission(post('[1]', 'application/json'))).toEqual({
      ok: false,
      status: 400,
    })
    expect(await readSubmission(post('{', 'application/json'))).toEqual({ ok: false, status: 400 })
  })
})

describe('readSubmission, limits', () => {
  const form = 'application/x-www-form-urlencoded'
  /** Every field at its longest, in the character a form encodes the longest (’: nine bytes). */
  const longest = Object.fromEntries(
    Object.entries(FIELD_MAX_LENGTHS).map(([name, max]) => [name, '’'.repeat(max)]),
  )

  it('reads a form with every field at its longest, under the server’s own limit', async () => {
    const body = new URLSearchParams({
      ...longest,
      domain: 'Droit international',
      urgency: 'Très urgent (garde à vue, etc.)',
      x_confirm: '',
      renderedAt: String(NOW),
    }).toString()
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_BODY_BYTES)
    expect(MAX_BODY_BYTES).toBeLessThan(MAX_REQUEST_BODY_BYTES)
    expect(await readSubmission(post(body, form))).toMatchObject({ ok: true })
  })

  it('answers 413 to a longer form, with what fits, each field cut at its limit', async () => {
    const message = 'Les faits, dans l’ordre. '.repeat(3000)
    const body = new URLSearchParams({ firstName: 'Zoé', email: 'zoe@example.fr', message })
    const read = await readSubmission(post(body.toString(), form))
    expect(read).toEqual({
      ok: false,
      status: 413,
      fields: {
        firstName: 'Zoé',
        email: 'zoe@example.fr',
        message: message.slice(0, FIELD_MAX_LENGTHS.message),
      },
    })
  })

  it('reads a chunked body no further than its limit', async () => {
    let sent = 0
    const chunk = new TextEncoder().encode(`message=${'a'.repeat(1016)}`)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 10 * 1024 * 1024) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const request = new Request('http://site.test/api/consultation', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': form },
      duplex: 'half',
    } as RequestInit)
    expect(await readSubmission(request)).toMatchObject({ ok: false, status: 413 })
    expect(sent).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * chunk.byteLength)
  })

  it('drops control characters from every field, and keeps a message’s lines', async () => {
    const read = await readSubmission(
      post(
        JSON.stringify({
          ...valid,
          firstName: 'Zo\u000bé\u000c\u0000',
          lastName: '\u001b[31mLefèvre\u0085\uFFFE',
          message: 'Ligne 1\r\nLigne\u0007 2\tfin',
        }),
        'application/json',
      ),
    )
    expect(read).toMatchObject({
      ok: true,
      fields: { firstName: 'Zoé', lastName: '[31mLefèvre', message: 'Ligne 1\r\nLigne 2\tfin' },
    })
  })

  it('refuses a field longer than the form allows, with the form’s message', () => {
    const verdict = judgeSubmission(
      { ...valid, message: 'a'.repeat(FIELD_MAX_LENGTHS.message + 1) },
      NOW,
    )
    expect(verdict).toMatchObject({
      kind: 'invalid',
      errors: { message: tooLongError(FIELD_MAX_LENGTHS.message) },
    })
    expect(tooLongError(FIELD_MAX_LENGTHS.message)).toBe(
      'Ce champ ne peut pas dépasser 5\u00a0000 caractères.',
    )
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

  it('drops a filled honeypot and a form filled faster than a person can, saying why', () => {
    expect(judgeSubmission({ ...valid, x_confirm: 'http://spam.test' }, NOW)).toEqual({
      kind: 'bot',
      reason: 'honeypot',
      seconds: 12,
    })
    expect(judgeSubmission({ ...valid, fillSeconds: '1' }, NOW)).toEqual({
      kind: 'bot',
      reason: 'too-fast',
      seconds: 1,
    })
    expect(
      judgeSubmission({ ...valid, fillSeconds: '', renderedAt: String(NOW - 500) }, NOW),
    ).toEqual({ kind: 'bot', reason: 'too-fast', seconds: 0.5 })
    const { fillSeconds: _ignored, ...untimed } = valid
    expect(judgeSubmission(untimed, NOW)).toMatchObject({ kind: 'bot', reason: 'too-fast' })
  })

  it('logs a bot verdict with its reason and nothing the visitor typed', () => {
    const line = botVerdictLine({ reason: 'too-fast', seconds: 1.24 })
    expect(line).toBe('Consultation request dropped as a bot (filled in 1.2 s, under 3 s)')
    expect(botVerdictLine({ reason: 'honeypot', seconds: 40 })).toBe(
      'Consultation request dropped as a bot (honeypot filled, form filled in 40.0 s)',
    )
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
