import { createHmac, timingSafeEqual } from 'node:crypto'
import { PREVIEW_LINK_SECONDS, PREVIEW_SESSION_SECONDS } from '../constants'

/*
 * Signed links and sessions of the draft preview (README « Draft preview »): WordPress
 * (wordpress-plugin/roques-preview.php) signs `/api/preview?id&expires&token` with
 * `PREVIEW_SECRET`; the session cookie is signed with another message, so that neither can serve
 * as the other.
 */

/** Between WordPress's clock and the site's. */
const CLOCK_SKEW_SECONDS = 120

/** All answer 401. */
export type PreviewRefusal = 'missing' | 'invalid' | 'expired'

export type PreviewLinkCheck =
  { ok: true; id: number; expires: number } | { ok: false; reason: PreviewRefusal }

function hmac(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex')
}

function sameSignature(expected: string, received: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(received)) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'))
}

/** A WordPress post id from a URL: digits without a leading zero; `null` otherwise. */
export function parsePostId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

/** As the plugin computes it: `hash_hmac('sha256', "{id}.{expires}", secret)`. */
export function signPreviewLink(id: number, expires: number, secret: string): string {
  return hmac(secret, `${id}.${expires}`)
}

/**
 * `invalid` also for a link valid longer than PREVIEW_LINK_SECONDS, which WordPress never makes.
 * The signature is checked before the date.
 * @param now Unix seconds, as `expires`.
 */
export function checkPreviewLink(
  query: URLSearchParams,
  secret: string,
  now: number,
): PreviewLinkCheck {
  const rawId = query.get('id')
  const rawExpires = query.get('expires')
  const token = query.get('token')
  if (!rawId || !rawExpires || !token) return { ok: false, reason: 'missing' }
  const id = parsePostId(rawId)
  if (id === null || !/^\d{1,12}$/.test(rawExpires)) return { ok: false, reason: 'invalid' }
  const expires = Number(rawExpires)
  if (!sameSignature(signPreviewLink(id, expires, secret), token.toLowerCase()))
    return { ok: false, reason: 'invalid' }
  if (expires > now + PREVIEW_LINK_SECONDS + CLOCK_SKEW_SECONDS)
    return { ok: false, reason: 'invalid' }
  if (expires + CLOCK_SKEW_SECONDS < now) return { ok: false, reason: 'expired' }
  return { ok: true, id, expires }
}

export function previewSessionCookie(id: number): string {
  return `apercu-${id}`
}

export function previewPath(id: number): string {
  return `/blog/apercu/${id}`
}

/** `{expires}.{signature}`. */
export function createPreviewSession(id: number, secret: string, now: number): string {
  const expires = now + PREVIEW_SESSION_SECONDS
  return `${expires}.${hmac(secret, `session:${id}:${expires}`)}`
}

export function checkPreviewSession(
  id: number,
  value: string | undefined,
  secret: string,
  now: number,
): boolean {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(value ?? '')
  if (!match) return false
  const expires = Number(match[1])
  if (!sameSignature(hmac(secret, `session:${id}:${expires}`), match[2] ?? '')) return false
  return expires >= now && expires <= now + PREVIEW_SESSION_SECONDS
}
