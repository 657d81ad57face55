import { revalidateTag } from 'next/cache'
import { getRevalidateSecret } from '@/lib/env'
import { decideRevalidation } from '@/lib/revalidate'

/**
 * Revalidation webhook, called by wordpress-plugin/roques-revalidate.php after a post changes.
 *
 * `POST /api/revalidate` with the secret in `x-revalidate-secret` (or `Authorization: Bearer`) and
 * an optional JSON body `{ post_id?, slug?, action? }` expires the cached post lists, categories
 * and, given a slug, that article (lib/revalidate.ts decides). `{ expire: 0 }`: the next visitor
 * waits for fresh data instead of being served the stale copy (revalidateTag.md, webhooks).
 * Answers 503 while `REVALIDATE_SECRET` is unset, 401 on a missing or wrong secret, 400 on a bad
 * body. Only POST is exported, so Next.js answers 405 to any other method.
 */
export async function POST(request: Request): Promise<Response> {
  const outcome = await decideRevalidation(getRevalidateSecret(), request.headers, () =>
    request.text(),
  )
  for (const tag of outcome.tags) revalidateTag(tag, { expire: 0 })
  if (outcome.status === 200) console.info('Revalidated WordPress cache tags', outcome.tags)
  return Response.json(outcome.json, {
    status: outcome.status,
    headers: { 'Cache-Control': 'no-store' },
  })
}
