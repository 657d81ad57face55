import { cookies, draftMode } from 'next/headers'
import { PREVIEW_HEADERS } from '@/lib/preview-response'
import { parsePostId, previewPath, previewSessionCookie } from '@/lib/preview-token'

/**
 * `POST /api/preview/exit` (the button of the preview banner, a plain form that works without
 * JavaScript): leaves draft mode, ends the preview session of the post named by the form's `id`,
 * then redirects (303) to the blog, served from the cache again. POST only (Next.js answers 405
 * otherwise): a prefetched link could not end a preview by mistake.
 */
export async function POST(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  let id: number | null = null
  try {
    const form = await request.formData()
    const raw = form.get('id')
    id = typeof raw === 'string' ? parsePostId(raw) : null
  } catch {
    id = null
  }
  if (id !== null)
    (await cookies()).delete({ name: previewSessionCookie(id), path: previewPath(id) })
  return new Response(null, { status: 303, headers: { ...PREVIEW_HEADERS, Location: '/blog' } })
}
