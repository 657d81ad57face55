import { createHmac, timingSafeEqual } from 'node:crypto'
import { PREVIEW_LINK_SECONDS, PREVIEW_SESSION_SECONDS } from './constants'

/*
 * Signed links and sessions of the draft preview (README « Draft preview »). WordPress
 * (wordpress-plugin/roques-preview.php) signs the link « Prévisualiser » opens:
 *
 *     /api/preview?id={post id}&expires={unix time}&token={hex HMAC-SHA256("{id}.{expires}")}
 *
 * keyed by the secret both sides share (`PREVIEW_SECRET`). Once the link is checked, the site keeps
 * a session of its own for that post only, in a cookie signed the same way with another message,
 * so that a link token can never serve as a session and the reverse.
 */

/** Allowed difference between WordPress's clock and the site's, in seconds. */
const CLOCK_SKEW_SECONDS = 120

/** Why a preview link is refused: all of them answer 401. */
export type PreviewRefusal = 'missing' | 'invalid' | 'expired'

/** The outcome of {@link checkPreviewLink}. */
export type PreviewLinkCheck =
  { ok: true; id: number; expires: number } | { ok: false; reason: PreviewRefusal }

function hmac(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex')
}

/** Compares two hex signatures in constant time. */
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

/**
 * Signature of a preview link, as the WordPress plugin computes it:
 * `hash_hmac('sha256', "{id}.{expires}", secret)`.
 */
export function signPreviewLink(id: number, expires: number, secret: string): string {
  return hmac(secret, `${id}.${expires}`)
}

/**
 * Checks the query of a preview link: `id`, `expires` (Unix seconds) and `token`. `missing` when one
 * is absent, `invalid` when malformed, signed with another secret, or valid for longer than
 * PREVIEW_LINK_SECONDS (WordPress never makes such a link), `expired` once `expires` is past. The
 * signature is compared in constant time before the date is read.
 *
 * @param now current time in Unix seconds.
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

/** Name of the cookie holding the preview session of one post (its path is the post's preview). */
export function previewSessionCookie(id: number): string {
  return `apercu-${id}`
}

/** Path of the preview page of a post. */
export function previewPath(id: number): string {
  return `/blog/apercu/${id}`
}

/** Value of a new preview session of post `id`: `{expires}.{signature}`, for PREVIEW_SESSION_SECONDS. */
export function createPreviewSession(id: number, secret: string, now: number): string {
  const expires = now + PREVIEW_SESSION_SECONDS
  return `${expires}.${hmac(secret, `session:${id}:${expires}`)}`
}

/** True when `value` is an unexpired preview session of post `id` signed with `secret`. */
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
