import type { SendMailOptions } from 'nodemailer'
import type { ConsultationDeliverySettings } from '@/lib/env'
import { consultationBody } from './mailto'
import type { ConsultationRequest } from './schema'

/**
 * Line breaks, tabs and the Unicode line and paragraph separators, which a one-line field must not
 * carry into a header (RFC 5322 §2.2: a header field ends at CR LF).
 */
const LINE_BREAKS = /[\r\n\t\u0085\u2028\u2029]+/g

/** A field the visitor typed on one line, made one line whatever was sent. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').trim()
}

/**
 * The e-mail the server sends for a validated request: from `CONTACT_FROM` to `CONTACT_TO`, the
 * specification's subject and body (docs/specification.md « Consultation form », the same as the
 * `mailto:` message), `Reply-To` the visitor's name and address so that the practice answers with
 * one click. Nothing is ever addressed to the visitor: the form must not send mail to third
 * parties. Names, phone and the address are made one line; nodemailer encodes every header in
 * UTF-8 (RFC 2047) and the body as UTF-8 text.
 */
export function consultationMail(
  request: ConsultationRequest,
  settings: Pick<ConsultationDeliverySettings, 'to' | 'from'>,
): SendMailOptions {
  const single: ConsultationRequest = {
    ...request,
    firstName: oneLine(request.firstName),
    lastName: oneLine(request.lastName),
    email: oneLine(request.email),
    phone: oneLine(request.phone),
  }
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: `${single.firstName} ${single.lastName}`, address: single.email },
    subject: `Nouvelle demande de consultation - ${single.domain}`,
    text: consultationBody(single),
    textEncoding: 'quoted-printable',
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}
