import type { APIRoute } from 'astro'
import { skipRouteCache } from '@/lib/cache/route-answer'
import { getRevalidateSecret } from '@/lib/env'
import { decideRevalidation, MAX_BODY_BYTES } from '@/lib/blog/revalidate'
import { readBodyWithLimit } from '@/lib/request-body'
import { announceInvalidation } from '@/lib/cache/invalidation-bus'

/**
 * Revalidation webhook (README « Refreshing the blog as soon as WordPress changes »), called by
 * wordpress-plugin/roques-revalidate.php after a post changes.
 *
 * `POST /api/revalidate` with the secret in `x-revalidate-secret` (or `Authorization: Bearer`) and
 * an optional JSON body `{ post_id?, slug?, action? }`; src/lib/blog/revalidate.ts decides the tags
 * (every list and the categories, the article's own) and the paths (`/blog`, the article). Then:
 * 1. WordPress's answers under those tags expire, on this instance: the invalidation is dispatched
 *    on the process-wide registry (src/lib/wordpress/cache.ts), where the data cache listens —
 *    first, so that no page is rendered again from an answer about to expire;
 * 2. the pages' HTML under those tags and paths is purged through Astro's route caching
 *    (`cache.invalidate`, Astro « Route caching »), whose provider reaches the other instances,
 *    which expire their own WordPress answers when they receive it.
 * Answers 200 `{ revalidated, tags, paths, now }`, 503 while `REVALIDATE_SECRET` is unset, 401 on
 * a missing or wrong secret, 400 on a bad body or a slug no article could have, 413 on a body over
 * 4 KiB (not read further, chunked or not), 405 to any other method,
 * 500 when the HTML cache could not be purged; always `no-store`.
 */
export const POST: APIRoute = async (context) => {
  skipRouteCache(context)
  const outcome = await decideRevalidation(getRevalidateSecret(), context.request.headers, () =>
    readBodyWithLimit(context.request, MAX_BODY_BYTES),
  )
  if (outcome.status === 200) {
    announceInvalidation({ tags: outcome.tags, paths: outcome.paths })
    if (context.cache.enabled) {
      try {
        for (const tag of outcome.tags) await context.cache.invalidate({ tags: tag })
        for (const path of outcome.paths) await context.cache.invalidate({ path })
      } catch (error) {
        console.error('Cache des pages non vidé', error)
        return Response.json(
          { revalidated: false, error: 'The pages’ cache could not be purged.' },
          { status: 500, headers: { 'Cache-Control': 'no-store' } },
        )
      }
    }
    console.info('Revalidated cache tags', outcome.tags, 'and paths', outcome.paths)
  }
  return Response.json(outcome.json, {
    status: outcome.status,
    headers: { 'Cache-Control': 'no-store' },
  })
}

/** Any other method: 405. */
export const ALL: APIRoute = () =>
  new Response(null, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
