/**
 * The revalidation webhook's logic (`POST /api/revalidate`, README « Refreshing the blog as soon as
 * WordPress changes »), kept free of Astro so that it is unit-tested: who may call it, what body it
 * accepts and which cache tags and paths it expires. src/pages/api/revalidate.ts only expires them.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { TAGS } from '@/lib/constants'

/** Header that carries the shared secret (`Authorization: Bearer <secret>` is accepted too). */
export const SECRET_HEADER = 'x-revalidate-secret'

/** Largest body read, in bytes: the WordPress plugin sends about 80. */
export const MAX_BODY_BYTES = 4096

/** WordPress stores `post_name` (percent-encoded when not ASCII) in at most 200 characters. */
const MAX_SLUG_LENGTH = 200

/**
 * The secret presented by the caller: `x-revalidate-secret` when present, otherwise the token of
 * `Authorization: Bearer <token>`; `null` when neither is there.
 */
export function presentedSecret(headers: Headers): string | null {
  const header = headers.get(SECRET_HEADER)
  if (header !== null) return header.trim()
  const match = /^Bearer\s+(.+)$/i.exec(headers.get('authorization')?.trim() ?? '')
  return match?.[1] ? match[1].trim() : null
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/**
 * Compares in constant time: both sides are hashed first, so the comparison neither depends on
 * where they differ nor reveals the secret's length (`timingSafeEqual` needs equal lengths).
 */
export function secretMatches(presented: string | null, expected: string): boolean {
  if (presented === null || presented.length === 0) return false
  return timingSafeEqual(sha256(presented), sha256(expected))
}

/**
 * Body sent by wordpress-plugin/roques-revalidate.php, every field optional: `{}` or no body at
 * all expires every list; unknown fields are ignored so that the plugin may send more later.
 */
export const revalidateBodySchema = z.object({
  post_id: z.number().int().nonnegative().optional(),
  slug: z
    .string()
    .trim()
    .max(MAX_SLUG_LENGTH)
    .nullish()
    .transform((slug) => slug || undefined),
  action: z.enum(['publish', 'update', 'delete']).optional(),
})

/** A parsed body; `slug` is absent rather than empty. */
export type RevalidateBody = {
  post_id?: number
  slug?: string
  action?: 'publish' | 'update' | 'delete'
}

/** Parses the raw body: empty means `{}`; otherwise JSON matching {@link revalidateBodySchema}. */
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
 * Tags to expire: every list (`TAGS.posts`, which every post entry also carries) and the
 * categories, whose counts change with posts; plus the article's own tag when a slug is given.
 * WordPress stores a non-ASCII slug percent-encoded (`d%c3%a9cision`) while the site's cache key
 * holds the decoded form (lib/blog-url.ts `parseSlugSegment`), so both forms are expired.
 */
export function tagsToExpire(body: RevalidateBody): string[] {
  const tags: string[] = [TAGS.posts, TAGS.categories]
  for (const slug of slugForms(body.slug)) tags.push(TAGS.post(slug))
  return [...new Set(tags)]
}

/** The slug as WordPress sent it and, when it is percent-encoded, decoded. */
function slugForms(slug: string | undefined): string[] {
  if (!slug) return []
  try {
    return [...new Set([slug, decodeURIComponent(slug)])]
  } catch {
    // Not valid percent-encoding: the slug as sent is the only form.
    return [slug]
  }
}

/**
 * Pages whose cached HTML must not be served again (README « Caching »): the first page of the
 * blog, where a new post appears, and the article itself, under both forms of its slug. Every
 * other blog page carries `TAGS.posts`, which {@link tagsToExpire} names; the paths are what a CDN
 * in front of the site should purge too (README « Shared caches and CDNs »).
 */
export function pathsToExpire(body: RevalidateBody): string[] {
  const paths = ['/blog']
  for (const slug of slugForms(body.slug)) {
    paths.push(`/blog/${slug}`, `/blog/${encodeURIComponent(slug)}`)
  }
  return [...new Set(paths)]
}

/** What the route answers, and the tags and paths it expires before answering (none unless 200). */
export type RevalidateOutcome = {
  status: 200 | 400 | 401 | 413 | 503
  json: Record<string, unknown>
  tags: string[]
  paths: string[]
}

/**
 * Decides the answer to one webhook call.
 * - `secret` null (REVALIDATE_SECRET unset): 503, the webhook is disabled.
 * - No or wrong secret: 401, checked before the body is read.
 * - Body over {@link MAX_BODY_BYTES}: 413; not JSON or wrong shape: 400.
 * - Otherwise 200 `{ revalidated: true, tags, paths, now }`.
 *
 * @param readBody reads the raw body; only called once the caller is authenticated.
 */
export async function decideRevalidation(
  secret: string | null,
  headers: Headers,
  readBody: () => Promise<string>,
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
  const declaredLength = Number(headers.get('content-length') ?? 0)
  if (declaredLength > MAX_BODY_BYTES) return tooLarge()
  const text = await readBody()
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) return tooLarge()
  const parsed = parseRevalidateBody(text)
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
