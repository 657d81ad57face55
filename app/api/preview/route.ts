import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { PREVIEW_SESSION_SECONDS } from '@/lib/constants'
import { getPreviewSecret, getWordPressPreviewCredentials } from '@/lib/env'
import { PREVIEW_HEADERS, previewRefusedResponse } from '@/lib/preview-response'
import {
  checkPreviewLink,
  createPreviewSession,
  previewPath,
  previewSessionCookie,
} from '@/lib/preview-token'

/**
 * `GET /api/preview?id=…&expires=…&token=…`: the link « Prévisualiser » opens in WordPress
 * (wordpress-plugin/roques-preview.php). A valid, unexpired link signed with `PREVIEW_SECRET`
 * enables Next.js's draft mode (its cookie makes every page bypass the caches for this browser),
 * opens a preview session of that post only (an HttpOnly cookie scoped to its preview page, valid
 * an hour), then redirects (303) to `/blog/apercu/{id}`, where the draft is read from WordPress.
 *
 * Answers 401 with a readable page for a missing, malformed, forged or expired link — nothing is
 * read from WordPress then — and 503 while `PREVIEW_SECRET` or the WordPress credentials are
 * unset. Every answer is `Cache-Control: private, no-store`.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const secret = getPreviewSecret()
  if (!secret || !getWordPressPreviewCredentials()) return previewRefusedResponse('unavailable')
  const now = Math.floor(Date.now() / 1000)
  const link = checkPreviewLink(request.nextUrl.searchParams, secret, now)
  if (!link.ok) return previewRefusedResponse(link.reason)

  ;(await draftMode()).enable()
  ;(await cookies()).set(
    previewSessionCookie(link.id),
    createPreviewSession(link.id, secret, now),
    {
      path: previewPath(link.id),
      httpOnly: true,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      maxAge: PREVIEW_SESSION_SECONDS,
    },
  )
  // A relative Location: behind a proxy, the request's own URL may carry an internal host.
  return new Response(null, {
    status: 303,
    headers: { ...PREVIEW_HEADERS, Location: previewPath(link.id) },
  })
}
