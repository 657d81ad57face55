import type { APIRoute } from 'astro'
import { skipRouteCache } from '@/lib/cache/route-answer'
import { PREVIEW_HEADERS } from '@/lib/preview/response'
import { parsePostId, previewPath, previewSessionCookie } from '@/lib/preview/token'

/**
 * `POST /api/preview/exit` (the button of the preview banner, a plain form that works without
 * JavaScript; README « Draft preview »): ends the preview session of the post named by the form's
 * `id`, then redirects (303) to the blog. POST only (405 otherwise): a prefetched link could not
 * end a preview by mistake. The origin check of src/middleware.ts lets only the site's pages post it.
 */
export const POST: APIRoute = async (context) => {
  skipRouteCache(context)
  let id: number | null = null
  try {
    const raw = (await context.request.formData()).get('id')
    id = typeof raw === 'string' ? parsePostId(raw) : null
  } catch {
    id = null
  }
  if (id !== null) context.cookies.delete(previewSessionCookie(id), { path: previewPath(id) })
  return new Response(null, { status: 303, headers: { ...PREVIEW_HEADERS, Location: '/blog' } })
}

/** Any other method: 405. */
export const ALL: APIRoute = () =>
  new Response(null, { status: 405, headers: { ...PREVIEW_HEADERS, Allow: 'POST' } })
