import type { APIRoute } from 'astro'
import { skipRouteCache } from '@/lib/cache/route-answer'
import { PREVIEW_HEADERS } from '@/lib/preview/response'
import { parsePostId, previewPath, previewSessionCookie } from '@/lib/preview/token'
import { readBodyWithLimit, utf8 } from '@/lib/request-body'

/** Largest body read, in bytes: the form holds one post id. */
const MAX_BODY_BYTES = 1024

/**
 * `POST /api/preview/exit` (the button of the preview banner, a plain form that works without
 * JavaScript; README « Draft preview »): ends the preview session of the post named by the form's
 * `id`, then redirects (303) to the blog. POST only (405 otherwise): a prefetched link could not
 * end a preview by mistake. The origin check of src/middleware.ts lets only the site's pages post it.
 * The body is read up to 1 KiB: 413 past it, read no further.
 */
export const POST: APIRoute = async (context) => {
  skipRouteCache(context)
  const body = await readBodyWithLimit(context.request, MAX_BODY_BYTES)
  if (!body.ok && body.reason === 'too-large')
    return new Response(null, { status: 413, headers: PREVIEW_HEADERS })
  const raw = body.ok ? new URLSearchParams(utf8(body.bytes)).get('id') : null
  const id = raw === null ? null : parsePostId(raw)
  if (id !== null) context.cookies.delete(previewSessionCookie(id), { path: previewPath(id) })
  return new Response(null, { status: 303, headers: { ...PREVIEW_HEADERS, Location: '/blog' } })
}

/** Any other method: 405. */
export const ALL: APIRoute = () =>
  new Response(null, { status: 405, headers: { ...PREVIEW_HEADERS, Allow: 'POST' } })
