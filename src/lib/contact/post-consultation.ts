import { CONSULTATION_ENDPOINT, FILL_SECONDS_FIELD, HONEYPOT_FIELD } from './delivery'
import type { ConsultationField } from './options'
import type { ConsultationRequest } from './schema'

/**
 * Longest wait for the endpoint, in milliseconds: its own SMTP deadline (10 s,
 * src/lib/contact/smtp.ts) and a margin for the network.
 */
const POST_TIMEOUT_MS = 15_000

/** What became of a request the island posted. */
export type PostOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: Partial<Record<ConsultationField, string>> }
  | { kind: 'failed' }

/**
 * Posts a validated request to `/api/consultation` as JSON, with the honeypot's value and the
 * seconds since the page started loading (`performance.now()`): the visitor may have filled the
 * server form before the island started, which is on their first interaction. Never throws: a refusal, a rate limit, a server or
 * network failure and the timeout are all `failed`, for the form to offer the `mailto:` link.
 */
export async function postConsultation(
  request: ConsultationRequest,
  honeypot: string,
): Promise<PostOutcome> {
  const fillSeconds = performance.now() / 1000
  try {
    const response = await fetch(CONSULTATION_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        ...request,
        [HONEYPOT_FIELD]: honeypot,
        [FILL_SECONDS_FIELD]: Number(fillSeconds.toFixed(1)),
      }),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    })
    if (response.ok) return { kind: 'sent' }
    if (response.status === 400) {
      const body: unknown = await response.json().catch(() => null)
      if (body && typeof body === 'object' && 'errors' in body && body.errors) {
        return {
          kind: 'invalid',
          errors: body.errors as Partial<Record<ConsultationField, string>>,
        }
      }
    }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}
