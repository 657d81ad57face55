import type { APIRoute } from 'astro'
import { skipRouteCache } from '@/lib/cache/route-answer'
import { CONSULTATION_SENT_PATH, type ConsultationOutcome } from '@/lib/contact/delivery'
import { consultationLimiter } from '@/lib/contact/rate-limit'
import { DeliveryError, sendConsultation } from '@/lib/contact/smtp'
import { sendBackToContact } from '@/lib/contact/send-back'
import {
  botVerdictLine,
  judgeSubmission,
  readSubmission,
  submissionFormat,
} from '@/lib/contact/submission'
import { getConsultationDeliverySettings } from '@/lib/env'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * `POST /api/consultation`: delivers a consultation request by e-mail when README « Settings »
 * configures SMTP (404 otherwise, or for a form post the contact page with the message to send by
 * mail, 503: the form then opens the visitor's mail client, as the specification says). Takes the island's JSON or the server form's
 * `application/x-www-form-urlencoded` (a visitor without JavaScript). Answers, in this order:
 * - (403 to a cross-site POST: src/middleware.ts); 429 with `Retry-After` (seconds) past 5 requests in 10 minutes
 *   from one address (src/lib/contact/rate-limit.ts);
 * - 415 for another content type, 413 over 56 KiB (the rest of the body is not read), 400
 *   `{ errors }` with the form's French messages, field by field;
 * - a bot (honeypot filled, or filled in under 3 s) gets the success answer, nothing is sent and
 *   one line says why, without what was typed;
 * - 200 `{ sent: true }` once the SMTP server accepted the e-mail; 502 `{ error: 'refused' }` or
 *   504 `{ error: 'timeout' }` when it did not (the island then offers the `mailto:` link).
 * A form post gets 303 to the confirmation page on success, and otherwise the contact page
 * rendered with what was typed (what fits, for a 413) and its errors or the message to send by
 * mail (src/lib/contact/send-back.ts, with the same status).
 */
export const POST: APIRoute = async (context) => {
  skipRouteCache(context)
  const { request } = context
  const form = submissionFormat(request.headers.get('content-type')) === 'form'
  /** The contact page for a visitor without JavaScript, with what happened and what was typed. */
  const backToContact = (outcome: ConsultationOutcome) => sendBackToContact(context, outcome)
  /** What was typed, for an answer decided before the body was read (read once, with its limit). */
  const typed = async () => {
    const read = await readSubmission(request)
    return 'fields' in read ? read.fields : {}
  }

  const settings = getConsultationDeliverySettings()
  if (!settings) {
    // A page cached before SMTP was turned off still posts here: its visitor gets the message to
    // send by mail.
    if (form) return backToContact({ kind: 'failed', status: 503, values: await typed() })
    return new Response(null, { status: 404, headers: noStore })
  }
  const decision = await consultationLimiter().consume(
    context.locals.clientAddress ?? context.clientAddress,
  )
  if (!decision.allowed) {
    if (form) {
      const { retryAfterSeconds } = decision
      return backToContact({
        kind: 'failed',
        status: 429,
        values: await typed(),
        retryAfterSeconds,
      })
    }
    return Response.json(
      { error: 'rate-limited' },
      {
        status: 429,
        headers: { ...noStore, 'Retry-After': String(decision.retryAfterSeconds) },
      },
    )
  }

  const read = await readSubmission(request)
  if (!read.ok) {
    if (form) {
      const values = read.status === 413 ? read.fields : {}
      return backToContact({ kind: 'failed', status: read.status, values })
    }
    return new Response(null, { status: read.status, headers: noStore })
  }
  const verdict = judgeSubmission(read.fields)
  const sent = () =>
    form
      ? new Response(null, {
          status: 303,
          headers: { ...noStore, Location: CONSULTATION_SENT_PATH },
        })
      : Response.json({ sent: true }, { headers: noStore })

  if (verdict.kind === 'bot') {
    console.info(botVerdictLine(verdict))
    return sent()
  }
  if (verdict.kind === 'invalid') {
    if (form) return backToContact({ ...verdict, values: read.fields, status: 400 })
    return Response.json({ errors: verdict.errors }, { status: 400, headers: noStore })
  }
  try {
    await sendConsultation(verdict.request, settings)
    return sent()
  } catch (error) {
    const reason = error instanceof DeliveryError ? error.reason : 'refused'
    const status = reason === 'timeout' ? 504 : 502
    if (form) return backToContact({ kind: 'failed', status, values: read.fields })
    return Response.json({ error: reason }, { status, headers: noStore })
  }
}
