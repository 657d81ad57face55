import { revalidatePath, revalidateTag } from 'next/cache'
import { getRevalidateSecret } from '@/lib/env'
import { decideRevalidation, expiryOf } from '@/lib/revalidate'

/**
 * Revalidation webhook, called by wordpress-plugin/roques-revalidate.php after a post changes.
 *
 * `POST /api/revalidate` with the secret in `x-revalidate-secret` (or `Authorization: Bearer`) and
 * an optional JSON body `{ post_id?, slug?, action? }` refreshes the blog (lib/revalidate.ts
 * decides): the article and the first list page expire at once — their next visitor gets them
 * rendered from WordPress's new answer — and every other blog page becomes stale, served once more
 * while it is rendered again in the background.
 * Answers 503 while `REVALIDATE_SECRET` is unset, 401 on a missing or wrong secret, 400 on a bad
 * body. Only POST is exported, so Next.js answers 405 to any other method.
 */
export async function POST(request: Request): Promise<Response> {
  const outcome = await decideRevalidation(getRevalidateSecret(), request.headers, () =>
    request.text(),
  )
  for (const tag of outcome.tags) revalidateTag(tag, expiryOf(tag))
  for (const path of outcome.paths) revalidatePath(path)
  if (outcome.status === 200) {
    console.info('Revalidated WordPress cache tags', outcome.tags, 'and paths', outcome.paths)
  }
  return Response.json(outcome.json, {
    status: outcome.status,
    headers: { 'Cache-Control': 'no-store' },
  })
}
