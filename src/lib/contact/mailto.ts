import { contactForm } from '@/content/contact-form'
import { siteContact } from '@/content/site-contact'
import type { ConsultationRequest } from './schema'

/** The e-mail prepared for the visitor's mail client, readable and as a `mailto:` URL. */
export type ConsultationEmail = {
  /** Recipient: the practice's address (`content/site.ts`). */
  to: string
  /**
   * Exactly « Nouvelle demande de consultation - {domain} » (docs/specification.md « Consultation
   * form »).
   */
  subject: string
  /** Plain-text body, lines separated by CR LF (RFC 5322 line ends, as RFC 6068 asks). */
  body: string
  /** `mailto:{to}?subject=…&body=…`, every user-supplied part percent-encoded. */
  url: string
}

/** Shown in the body when the optional phone field was left empty. */
export const PHONE_NOT_GIVEN = 'Non renseigné'

const CRLF = '\r\n'

/**
 * A deliberately narrow address check: the recipient is written into the URL unencoded (clients
 * handle `%40` in the address unevenly), so it must not hold anything that could end the address
 * or start a new field (`?`, `&`, `#`, `%`, spaces, commas).
 */
const SAFE_ADDRESS = /^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+$/

/** Every line break the visitor typed, whatever the platform, becomes CR LF. */
function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, CRLF)
}

/**
 * The body lines, in the order of docs/specification.md « Consultation form »: name, email, phone,
 * domain, urgency, then the message. Field labels are French; the message keeps the visitor's line
 * breaks.
 */
export function consultationBody(request: ConsultationRequest): string {
  const phone = request.phone.trim() === '' ? PHONE_NOT_GIVEN : request.phone
  return [
    'Bonjour Maître,',
    '',
    'Je souhaite vous soumettre une demande de consultation.',
    '',
    `Nom : ${request.firstName} ${request.lastName}`,
    `E-mail : ${request.email}`,
    `Téléphone : ${phone}`,
    `Domaine : ${request.domain}`,
    `Urgence : ${request.urgency}`,
    '',
    'Message :',
    toCrlf(request.message),
  ].join(CRLF)
}

/**
 * Builds the e-mail a consultation request opens in the visitor's mail client
 * (docs/specification.md « Consultation form »: no server call; subject « Nouvelle demande de
 * consultation - {domain} »; body listing name, email, phone, domain, urgency and message). Pure:
 * no DOM, no clock.
 *
 * The subject and the body are each passed through `encodeURIComponent`, so accents (UTF-8
 * percent-encoded), line breaks (`%0D%0A`), `&`, `?`, `#`, `%`, `+` and `=` arrive as typed and no
 * user input can end the `body` field or add a header such as `cc` or `bcc` (RFC 6068 §2, §5).
 *
 * @param request a validated request (`checkConsultation`'s, ./schema.ts).
 * @param to recipient address; defaults to the practice's (`siteContact.email`).
 * @throws {Error} when `to` is not a plain address (a configuration error, never user input).
 * @throws {URIError} from `encodeURIComponent` if a text holds a lone UTF-16 surrogate.
 */
export function buildConsultationEmail(
  request: ConsultationRequest,
  to: string = siteContact.email,
): ConsultationEmail {
  if (!SAFE_ADDRESS.test(to)) throw new Error(`Adresse de destination invalide : ${to}`)
  const subject = `Nouvelle demande de consultation - ${request.domain}`
  const body = consultationBody(request)
  const url = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
  return { to, subject, body, url }
}

/**
 * The prepared e-mail as one block of text to paste into a webmail: recipient, subject, body, with
 * the platform-neutral `\n` line ends that text areas and clipboards expect.
 */
export function consultationEmailText(email: ConsultationEmail): string {
  return `À : ${email.to}\nObjet : ${email.subject}\n\n${email.body.replace(/\r\n/g, '\n')}`
}

/**
 * The consultation form's `action` for a browser without JavaScript: `mailto:` the practice with
 * a fixed subject. Submitted with `method="post"` and `enctype="text/plain"`, the browser opens the
 * visitor's mail client with the fields, one `name=value` a line, as the body (HTML « Form
 * submission », mail as body), and nothing reaches a server (docs/specification.md
 * « Consultation form »). With JavaScript the form builds its own e-mail ({@link buildConsultationEmail}) instead.
 *
 * @throws {Error} when `to` is not a plain address (a configuration error).
 */
export function fallbackMailtoAction(to: string = siteContact.email): string {
  if (!SAFE_ADDRESS.test(to)) throw new Error(`Adresse de destination invalide : ${to}`)
  return `mailto:${to}?subject=${encodeURIComponent(contactForm.noScriptSubject)}`
}
