import { CONSULTATION_FIELDS, type ConsultationField } from './options'
import { checkConsultation, type ConsultationRequest } from './schema'
import { FILL_SECONDS_FIELD, HONEYPOT_FIELD, MIN_FILL_SECONDS, RENDERED_AT_FIELD } from './delivery'

const OPTIONAL_FIELDS: ReadonlySet<ConsultationField> = new Set(['phone', 'urgency'])

/** Largest body the endpoint reads, in bytes (32 KiB): a request is a few kilobytes of text. */
export const MAX_BODY_BYTES = 32 * 1024

/** The two bodies the endpoint takes: the island's JSON and the server form's. */
export type SubmissionFormat = 'json' | 'form'

/** A body read, or the status that refuses it (413 too large, 415 another type, 400 unreadable). */
export type ReadResult =
  | { ok: true; format: SubmissionFormat; fields: Record<string, string> }
  | { ok: false; status: 400 | 413 | 415 }

/** What the visitor typed, field by field, as strings (a form's values). */
export type SubmittedValues = Record<ConsultationField, string>

/** The verdict on a body's fields. */
export type Verdict =
  | { kind: 'valid'; request: ConsultationRequest }
  | { kind: 'invalid'; values: SubmittedValues; errors: Partial<Record<ConsultationField, string>> }
  | { kind: 'bot' }

/** The body's format from its `Content-Type`, or `null` for any other type. */
function formatOf(contentType: string | null): SubmissionFormat | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (type === 'application/x-www-form-urlencoded') return 'form'
  return null
}

/** The body as text, or `null` once it passes `limit` bytes (it is then not read further). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}

/**
 * Reads a submission: `application/json` (an object of strings) or
 * `application/x-www-form-urlencoded`, at most {@link MAX_BODY_BYTES} (the declared
 * `Content-Length` first, then the bytes actually read). Values that are not strings are dropped.
 */
export async function readSubmission(request: Request): Promise<ReadResult> {
  const format = formatOf(request.headers.get('content-type'))
  if (!format) return { ok: false, status: 415 }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false, status: 413 }
  const text = await readLimited(request, MAX_BODY_BYTES)
  if (text === null) return { ok: false, status: 413 }
  const fields: Record<string, string> = {}
  if (format === 'form') {
    for (const [name, value] of new URLSearchParams(text)) fields[name] ??= value
    return { ok: true, format, fields }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, status: 400 }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, status: 400 }
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string') fields[name] = value
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value)
  }
  return { ok: true, format, fields }
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
 * than {@link MIN_FILL_SECONDS} (dropped without a word, so that a bot learns nothing), else the
 * form's own rules (./schema.ts `checkConsultation`) decide, with the form's French messages, one
 * per field.
 *
 * @param now the clock, in milliseconds since 1970.
 */
export function judgeSubmission(fields: Record<string, string>, now: number = Date.now()): Verdict {
  if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '') return { kind: 'bot' }
  if (fillSeconds(fields, now) < MIN_FILL_SECONDS) return { kind: 'bot' }
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
