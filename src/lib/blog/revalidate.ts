/**
 * The revalidation webhook's logic (README « Refreshing the blog as soon as WordPress changes »),
 * free of Astro so that it is unit-tested; src/pages/api/revalidate.ts only expires what it says.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { TAGS } from '@/lib/constants'
import { utf8, type LimitedBody } from '@/lib/request-body'
import { parseSlugSegment } from '@/lib/url-segments'

/** Header of the shared secret; `Authorization: Bearer <secret>` is accepted too. */
export const SECRET_HEADER = 'x-revalidate-secret'

/** Bytes. */
export const MAX_BODY_BYTES = 4096

export function presentedSecret(headers: Headers): string | null {
  const header = headers.get(SECRET_HEADER)
  if (header !== null) return header.trim()
  const match = /^Bearer\s+(.+)$/i.exec(headers.get('authorization')?.trim() ?? '')
  return match?.[1] ? match[1].trim() : null
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Hashed first, so that the comparison reveals neither where they differ nor the length. */
export function secretMatches(presented: string | null, expected: string): boolean {
  if (presented === null || presented.length === 0) return false
  return timingSafeEqual(sha256(presented), sha256(expected))
}

/**
 * Body sent by wordpress-plugin/roques-revalidate.php; none at all expires every list. A slug is
 * read as the article route reads one (`parseSlugSegment`): `../contact` purges nothing.
 */
export const revalidateBodySchema = z.object({
  post_id: z.number().int().nonnegative().optional(),
  slug: z
    .string()
    .trim()
    .nullish()
    .transform((slug) => slug || undefined)
    .refine((slug) => slug === undefined || parseSlugSegment(slug) !== null, {
      message: 'slug is not a WordPress slug.',
    }),
  action: z.enum(['publish', 'update', 'delete']).optional(),
})

export type RevalidateBody = {
  post_id?: number
  slug?: string
  action?: 'publish' | 'update' | 'delete'
}

export function parseRevalidateBody(
  text: string,
): { ok: true; body: RevalidateBody } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, body: {} }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, error: 'Body must be JSON.' }
  }
  const parsed = revalidateBodySchema.safeParse(json)
  if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) }
  return { ok: true, body: parsed.data }
}

/**
 * Every list and the categories (their counts change), plus the article's tag under both forms
 * of its slug: WordPress sends it percent-encoded, the cache key holds it decoded.
 */
export function tagsToExpire(body: RevalidateBody): string[] {
  const tags: string[] = [TAGS.posts, TAGS.categories]
  for (const slug of slugForms(body.slug)) tags.push(TAGS.post(slug))
  return [...new Set(tags)]
}

function slugForms(slug: string | undefined): string[] {
  if (!slug) return []
  try {
    return [...new Set([slug, decodeURIComponent(slug)])]
  } catch {
    return [slug]
  }
}

/**
 * `/blog` and the article: what a CDN should purge too (README « Shared caches and CDNs »); the
 * other pages expire with `TAGS.posts`.
 */
export function pathsToExpire(body: RevalidateBody): string[] {
  const paths = ['/blog']
  for (const slug of slugForms(body.slug)) {
    paths.push(`/blog/${slug}`, `/blog/${encodeURIComponent(slug)}`)
  }
  return [...new Set(paths)]
}

/** The answer, and what it expires before answering (nothing unless 200). */
export type RevalidateOutcome = {
  status: 200 | 400 | 401 | 413 | 503
  json: Record<string, unknown>
  tags: string[]
  paths: string[]
}

/**
 * 503 without a secret set, 401 for a wrong one (before reading the body), 413 over
 * {@link MAX_BODY_BYTES}, 400 for a malformed body or slug, else 200.
 * @param readBody reads the body up to {@link MAX_BODY_BYTES} (lib/request-body.ts).
 */
export async function decideRevalidation(
  secret: string | null,
  headers: Headers,
  readBody: () => Promise<LimitedBody>,
  now: number = Date.now(),
): Promise<RevalidateOutcome> {
  if (secret === null) {
    return {
      status: 503,
      json: {
        revalidated: false,
        error: 'Revalidation webhook disabled: REVALIDATE_SECRET is not set on the server.',
      },
      tags: [],
      paths: [],
    }
  }
  if (!secretMatches(presentedSecret(headers), secret)) {
    return {
      status: 401,
      json: {
        revalidated: false,
        error: `Missing or wrong secret (header ${SECRET_HEADER} or Authorization: Bearer).`,
      },
      tags: [],
      paths: [],
    }
  }
  if (Number(headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge()
  const body = await readBody()
  if (!body.ok && body.reason === 'too-large') return tooLarge()
  const parsed = body.ok
    ? parseRevalidateBody(utf8(body.bytes))
    : { ok: false as const, error: 'Body could not be read.' }
  if (!parsed.ok) {
    return { status: 400, json: { revalidated: false, error: parsed.error }, tags: [], paths: [] }
  }
  const tags = tagsToExpire(parsed.body)
  const paths = pathsToExpire(parsed.body)
  return { status: 200, json: { revalidated: true, tags, paths, now }, tags, paths }
}

function tooLarge(): RevalidateOutcome {
  return {
    status: 413,
    json: { revalidated: false, error: `Body larger than ${MAX_BODY_BYTES} bytes.` },
    tags: [],
    paths: [],
  }
}
