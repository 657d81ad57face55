import { stripControlCharacters } from '@/lib/control-characters'
import { readBodyWithLimit, utf8 } from '@/lib/request-body'
import { CONSULTATION_FIELDS, FIELD_MAX_LENGTHS, type ConsultationField } from './options'
import { checkConsultation, type ConsultationRequest } from './schema'
import { FILL_SECONDS_FIELD, HONEYPOT_FIELD, MIN_FILL_SECONDS, RENDERED_AT_FIELD } from './delivery'

const OPTIONAL_FIELDS: ReadonlySet<ConsultationField> = new Set(['phone', 'urgency'])

/** Bytes: every field at its longest in nine-byte characters (`%E2%80%99`) fits. */
export const MAX_BODY_BYTES = 56 * 1024

/** The two bodies the endpoint takes: the island's JSON and the server form's. */
export type SubmissionFormat = 'json' | 'form'

/** A body read, or its refusal: 413 with what fits of a form, 415 another type, 400 unreadable. */
export type ReadResult =
  | { ok: true; format: SubmissionFormat; fields: Record<string, string> }
  | { ok: false; status: 413; fields: Record<string, string> }
  | { ok: false; status: 400 | 415 }

/** What the visitor typed, field by field, as strings (a form's values). */
export type SubmittedValues = Record<ConsultationField, string>

export type BotReason = 'honeypot' | 'too-fast'

/** The verdict on a body's fields. */
export type Verdict =
  | { kind: 'valid'; request: ConsultationRequest }
  | { kind: 'invalid'; values: SubmittedValues; errors: Partial<Record<ConsultationField, string>> }
  | { kind: 'bot'; reason: BotReason; seconds: number }

/** The body's format from its `Content-Type`, or `null` for any other type. */
export function submissionFormat(contentType: string | null): SubmissionFormat | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (type === 'application/x-www-form-urlencoded') return 'form'
  return null
}

function cleaned(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      stripControlCharacters(value, { keepLines: true }),
    ]),
  )
}

function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(text)) fields[name] ??= value
  return fields
}

/** The fields of a form body cut short, the last as far as it came, each cut at its length. */
function fieldsThatFit(text: string): Record<string, string> {
  const fields = formFields(text.replace(/%[0-9A-Fa-f]?$/, ''))
  for (const [name, max] of Object.entries(FIELD_MAX_LENGTHS)) {
    const value = fields[name]?.replace(/\uFFFD+$/, '')
    if (value !== undefined) fields[name] = value.slice(0, max)
  }
  return cleaned(fields)
}

/**
 * Reads a submission, JSON (an object of strings) or form-encoded, at most {@link MAX_BODY_BYTES}
 * (lib/request-body.ts), without control characters in its values.
 */
export async function readSubmission(request: Request): Promise<ReadResult> {
  const format = submissionFormat(request.headers.get('content-type'))
  if (!format) return { ok: false, status: 415 }
  const body = await readBodyWithLimit(request, MAX_BODY_BYTES)
  if (!body.ok && body.reason === 'unreadable') return { ok: false, status: 400 }
  if (!body.ok)
    return {
      ok: false,
      status: 413,
      fields: format === 'form' ? fieldsThatFit(utf8(body.partial)) : {},
    }
  const text = utf8(body.bytes)
  if (format === 'form') return { ok: true, format, fields: cleaned(formFields(text)) }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, status: 400 }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, status: 400 }
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string') fields[name] = value
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value)
  }
  return { ok: true, format, fields: cleaned(fields) }
}

/**
 * Seconds the visitor took to fill the form: the island's own count ({@link FILL_SECONDS_FIELD}),
 * else the time since the server rendered the form ({@link RENDERED_AT_FIELD}, a cached page's is
 * older: never too short for a person); `0` when neither is given.
 */
function fillSeconds(fields: Record<string, string>, now: number): number {
  const counted = Number(fields[FILL_SECONDS_FIELD])
  if (fields[FILL_SECONDS_FIELD] && Number.isFinite(counted)) return counted
  const renderedAt = Number(fields[RENDERED_AT_FIELD])
  if (fields[RENDERED_AT_FIELD] && Number.isFinite(renderedAt)) return (now - renderedAt) / 1000
  return 0
}

/**
 * Judges a submission's fields: `bot` when the honeypot is filled or the form was filled in less
 * than {@link MIN_FILL_SECONDS} (answered as sent, dropped and logged), else the form's own rules
 * (./schema.ts `checkConsultation`) decide, with the form's French messages, one per field.
 *
 * @param now the clock, in milliseconds since 1970.
 */
export function judgeSubmission(fields: Record<string, string>, now: number = Date.now()): Verdict {
  const seconds = fillSeconds(fields, now)
  if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '')
    return { kind: 'bot', reason: 'honeypot', seconds }
  if (seconds < MIN_FILL_SECONDS) return { kind: 'bot', reason: 'too-fast', seconds }
  const values = Object.fromEntries(
    CONSULTATION_FIELDS.map((name) => [name, fields[name] ?? '']),
  ) as SubmittedValues
  // An optional field left out (a script's JSON) takes the schema's default, as in the form.
  const given = Object.fromEntries(
    CONSULTATION_FIELDS.filter(
      (name) => fields[name] !== undefined || !OPTIONAL_FIELDS.has(name),
    ).map((name) => [name, values[name]]),
  )
  const checked = checkConsultation(given)
  if (checked.success) return { kind: 'valid', request: checked.data }
  return { kind: 'invalid', values, errors: checked.errors }
}

/** The log line of a bot verdict: why, in how many seconds, nothing typed (README « Logs »). */
export function botVerdictLine(verdict: { reason: BotReason; seconds: number }): string {
  const seconds = Number.isFinite(verdict.seconds) ? verdict.seconds.toFixed(1) : '?'
  const why =
    verdict.reason === 'honeypot'
      ? `honeypot filled, form filled in ${seconds} s`
      : `filled in ${seconds} s, under ${MIN_FILL_SECONDS} s`
  return `Consultation request dropped as a bot (${why})`
}
