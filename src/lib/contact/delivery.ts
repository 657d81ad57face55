/** Path of the endpoint the form posts to in `server` mode. */
export const CONSULTATION_ENDPOINT = '/api/consultation'

/** Page a visitor without JavaScript is sent to (303) once the request is sent. */
export const CONSULTATION_SENT_PATH = '/contact/demande-envoyee'

/**
 * Name of the honeypot field: hidden from people, filled by many bots. Meaningless on purpose:
 * a name such as `website` may be filled by a browser's or a password manager's autofill.
 */
export const HONEYPOT_FIELD = 'x_confirm'

/** Hidden field of the server form: when the page was rendered, in milliseconds since 1970. */
export const RENDERED_AT_FIELD = 'renderedAt'

/** Field the island sends instead: seconds between its start and the submit. */
export const FILL_SECONDS_FIELD = 'fillSeconds'

/** A request filled faster than this, in seconds, is taken for a bot and dropped silently. */
export const MIN_FILL_SECONDS = 3

/**
 * What the endpoint hands the contact page (Astro's `rewrite`, through `locals`) for a visitor
 * without JavaScript whose request was not sent: the fields in error with what was typed, or a
 * failed delivery with the valid request, to send by mail instead.
 */
export type ConsultationOutcome =
  | {
      kind: 'invalid'
      status: 400
      values: Record<string, string>
      errors: Partial<Record<string, string>>
    }
  | {
      kind: 'failed'
      /** 400/413/415: unread (413 keeps what fits); 403: from another site; 429; 502/503/504. */
      status: 400 | 403 | 413 | 415 | 429 | 502 | 503 | 504
      /** What was typed; empty when the body could not be read. */
      values: Record<string, string>
      /** With 429: seconds before another request is taken (`Retry-After`). */
      retryAfterSeconds?: number
    }
