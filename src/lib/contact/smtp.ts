import nodemailer, { type Transporter } from 'nodemailer'
import type { ConsultationDeliverySettings } from '@/lib/env'
import { consultationMail } from './consultation-mail'
import type { ConsultationRequest } from './schema'

/** Longest wait for the SMTP server, in milliseconds, before the visitor is told to send it himself. */
export const SMTP_TIMEOUT_MS = 10_000

/** Why a request was not delivered, as the endpoint answers it. */
export class DeliveryError extends Error {
  constructor(readonly reason: 'refused' | 'timeout') {
    super(`Consultation request not delivered (${reason})`)
  }
}

let transport: { url: string; transporter: Transporter } | null = null

/** One pooled transport per `SMTP_URL`: concurrent requests share a few connections. */
function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close()
    transport = {
      url,
      transporter: nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 3,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    }
  }
  return transport.transporter
}

/**
 * Sends one consultation request (./consultation-mail.ts) through `SMTP_URL`.
 *
 * @throws {DeliveryError} `refused` when the server refuses it or cannot be reached, `timeout`
 *   when it has not accepted it within {@link SMTP_TIMEOUT_MS}. The failure is logged once, with
 *   the SMTP error's code only: never the message, the visitor's address or the server's reply.
 */
export async function sendConsultation(
  request: ConsultationRequest,
  settings: ConsultationDeliverySettings,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeliveryError('timeout')), SMTP_TIMEOUT_MS)
  })
  try {
    await Promise.race([
      transporterFor(settings.smtpUrl).sendMail(consultationMail(request, settings)),
      deadline,
    ])
  } catch (error) {
    const failure = error instanceof DeliveryError ? error : new DeliveryError('refused')
    const code =
      error instanceof Error && 'code' in error && typeof error.code === 'string'
        ? error.code
        : failure.reason
    console.error(`Consultation request not delivered (SMTP ${settings.smtpHost}: ${code})`)
    throw failure
  } finally {
    clearTimeout(timer)
  }
}
