import type { APIRoute } from 'astro'
import { skipRouteCache } from '@/lib/cache/route-answer'
import { PREVIEW_SESSION_SECONDS } from '@/lib/constants'
import { getPreviewSecret, getSiteUrl, getWordPressPreviewCredentials } from '@/lib/env'
import { PREVIEW_HEADERS, previewRefusedResponse } from '@/lib/preview/response'
import {
  checkPreviewLink,
  createPreviewSession,
  previewPath,
  previewSessionCookie,
} from '@/lib/preview/token'

/**
 * `GET /api/preview?id=…&expires=…&token=…` (README « Draft preview »): the link « Prévisualiser »
 * opens in WordPress (wordpress-plugin/roques-preview.php). A valid, unexpired link signed with
 * `PREVIEW_SECRET` opens a preview session of that post only — an HttpOnly cookie scoped to its
 * preview page, valid an hour — then redirects (303) to `/blog/apercu/{id}`, where the draft is
 * read from WordPress.
 *
 * Answers 401 with a readable page for a missing, malformed, forged or expired link — nothing is
 * read from WordPress then — and 503 while `PREVIEW_SECRET` or the WordPress credentials are
 * unset. Every answer is `Cache-Control: private, no-store`, and never kept by the route cache.
 */
export const GET: APIRoute = (context) => {
  skipRouteCache(context)
  const secret = getPreviewSecret()
  if (!secret || !getWordPressPreviewCredentials()) return previewRefusedResponse('unavailable')
  const now = Math.floor(Date.now() / 1000)
  const link = checkPreviewLink(context.url.searchParams, secret, now)
  if (!link.ok) return previewRefusedResponse(link.reason)

  context.cookies.set(previewSessionCookie(link.id), createPreviewSession(link.id, secret, now), {
    path: previewPath(link.id),
    httpOnly: true,
    sameSite: 'lax',
    // Behind the TLS proxy the request reaches the server over http: the public origin says.
    secure: new URL(getSiteUrl()).protocol === 'https:' || context.url.protocol === 'https:',
    maxAge: PREVIEW_SESSION_SECONDS,
  })
  // A relative Location: behind a proxy, the request's own URL may carry an internal host.
  return new Response(null, {
    status: 303,
    headers: { ...PREVIEW_HEADERS, Location: previewPath(link.id) },
  })
}

/** Any other method: 405, with the one allowed. */
export const ALL: APIRoute = () =>
  new Response(null, { status: 405, headers: { ...PREVIEW_HEADERS, Allow: 'GET, HEAD' } })
