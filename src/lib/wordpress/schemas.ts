import { z } from 'zod'
import { parseSlugSegment } from '@/lib/url-segments'

/*
 * The fields the site reads of WordPress REST answers (WordPress REST API handbook « Posts »,
 * « Linking and Embedding »). Embedded items are checked one by one (reshape.ts): WordPress puts
 * error objects there (`rest_forbidden`) rather than failing the answer.
 */

const rendered = z.object({ rendered: z.string() })

/**
 * A slug the site's routes would answer (lib/blog/url.ts): one from WordPress that is not, such as
 * `../../contact`, would make a card or the sitemap point at another page.
 */
const slug = z.string().refine((value) => parseSlugSegment(value) !== null)

/** `2026-10-27T09:30:00`, as WordPress writes dates; the feed and JSON-LD need a real one. */
const date = z.iso.datetime({ local: true, offset: true })
/** An optional date that is malformed counts as absent: the post keeps its `date`. */
const optionalDate = date.nullish().catch(null)

export const rawTermSchema = z.object({
  id: z.number().int(),
  name: z.string().nullish(),
  slug: z.string().nullish(),
  taxonomy: z.string().nullish(),
})

export const rawMediaSchema = z.object({
  id: z.number().int(),
  source_url: z.url(),
  alt_text: z.string().nullish(),
  media_details: z
    .object({ width: z.number().nullish(), height: z.number().nullish() })
    .loose()
    .nullish()
    .catch(null),
})

export const rawAuthorSchema = z.object({ name: z.string().min(1) })

/** `protected`: the post has a password; WordPress then renders neither text nor excerpt. */
const protectedRendered = rendered.extend({ protected: z.boolean().nullish().catch(null) })

export const rawPostSchema = z.object({
  id: z.number().int(),
  slug,
  link: z.url().nullish().catch(null),
  date,
  date_gmt: optionalDate,
  modified: optionalDate,
  modified_gmt: optionalDate,
  title: rendered,
  excerpt: rendered.nullish(),
  content: protectedRendered.nullish(),
  categories: z.array(z.number().int()).nullish(),
  /** Yoast SEO's fields (seo.ts), read apart: a malformed one must not drop the post. */
  yoast_head_json: z.unknown().optional(),
  _embedded: z
    .object({
      author: z.array(z.unknown()).nullish(),
      'wp:featuredmedia': z.array(z.unknown()).nullish(),
      'wp:term': z.array(z.array(z.unknown())).nullish(),
    })
    .nullish()
    .catch(null),
})

export const rawCategorySchema = z.object({
  id: z.number().int(),
  name: z.string().nullish(),
  slug: z.string().nullish(),
})

/** What the index asks of each post (post-index.ts `INDEX_FIELDS`). */
export const rawIndexPostSchema = z.object({
  id: z.number().int(),
  slug,
  link: z.url().nullish().catch(null),
  date: optionalDate,
  modified: optionalDate,
  modified_gmt: optionalDate,
  sticky: z.boolean().nullish().catch(null),
  categories: z.array(z.number().int()).nullish().catch(null),
  content: z.object({ protected: z.boolean().nullish() }).nullish().catch(null),
  yoast_head_json: z.unknown().optional(),
})

/** An item protected by a password, whatever else it holds. */
export const rawProtectedSchema = z.object({ content: z.object({ protected: z.literal(true) }) })

/** A WordPress error body, e.g. `{ "code": "rest_post_invalid_page_number", ... }`. */
export const rawErrorSchema = z.object({ code: z.string(), message: z.string().optional() })

export type RawPost = z.infer<typeof rawPostSchema>
export type RawCategory = z.infer<typeof rawCategorySchema>
export type RawIndexPost = z.infer<typeof rawIndexPostSchema>
