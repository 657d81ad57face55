import { decode } from 'html-entities'
import { getSiteUrl, getWordPressOrigin } from '@/lib/env'
import { parseSlugSegment } from '@/lib/url-segments'
import { htmlToText } from '@/lib/wordpress/html-text'
import { sanitizePostHtml } from './sanitize'
import {
  rawAuthorSchema,
  rawCategorySchema,
  rawMediaSchema,
  rawPostSchema,
  rawProtectedSchema,
  rawTermSchema,
  type RawPost,
} from './schemas'
import { seoFromYoast, type SeoContext } from './seo'
import { typesetHtml, typesetText } from './typography'
import type { BlogImage, Category, Post, PostSummary } from './types'

/** Whether an item of a posts answer has a password (REST API handbook « Posts »). */
export function isProtected(value: unknown): boolean {
  return rawProtectedSchema.safeParse(value).success
}

/** What seo.ts needs to judge a post's SEO fields. */
export function seoContext(post: {
  slug: string
  link: string | null
  image: BlogImage | null
}): SeoContext {
  return {
    slug: post.slug,
    link: post.link,
    featuredImage: post.image?.src ?? null,
    siteOrigin: getSiteUrl(),
    wordpressOrigin: getWordPressOrigin(),
  }
}

/** A nameless category is named after its slug; one whose slug no route answers is dropped. */
function categoryFrom(
  id: number,
  name: string | null | undefined,
  slug: string | null | undefined,
): Category | null {
  const cleanSlug = (slug ?? '').trim()
  const cleanName = htmlToText(name ?? '') || decode(cleanSlug).replace(/-/g, ' ')
  if (!cleanSlug || parseSlugSegment(cleanSlug) === null || !cleanName) return null
  return { id, name: cleanName, slug: cleanSlug }
}

function featuredImage(raw: RawPost): BlogImage | null {
  const first = raw._embedded?.['wp:featuredmedia']?.[0]
  const media = rawMediaSchema.safeParse(first)
  if (!media.success) return null
  const { source_url, alt_text, media_details } = media.data
  const width = media_details?.width
  const height = media_details?.height
  return {
    src: source_url,
    alt: htmlToText(alt_text ?? ''),
    width: typeof width === 'number' && width > 0 ? width : null,
    height: typeof height === 'number' && height > 0 ? height : null,
  }
}

function authorName(raw: RawPost): string | null {
  const author = rawAuthorSchema.safeParse(raw._embedded?.author?.[0])
  return author.success ? htmlToText(author.data.name) || null : null
}

function categories(raw: RawPost): Category[] {
  const groups = raw._embedded?.['wp:term'] ?? []
  const found: Category[] = []
  for (const group of groups) {
    for (const item of group) {
      const term = rawTermSchema.safeParse(item)
      if (!term.success || (term.data.taxonomy && term.data.taxonomy !== 'category')) continue
      const category = categoryFrom(term.data.id, term.data.name, term.data.slug)
      if (category && !found.some((c) => c.id === category.id)) found.push(category)
    }
  }
  return found
}

/** `date_gmt` is UTC and `date` local, both without offset: the first, marked, is unambiguous. */
export function toUtc(gmt: string | null | undefined, local: string): string {
  if (gmt && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(gmt)) return `${gmt}Z`
  return local
}

/** `null` for a malformed item, so that it does not blank the whole list. Typeset here, once. */
export function reshapePostSummary(value: unknown): PostSummary | null {
  const parsed = rawPostSchema.safeParse(value)
  if (!parsed.success) return null
  const raw = parsed.data
  const date = toUtc(raw.date_gmt, raw.date)
  return {
    id: raw.id,
    slug: raw.slug,
    title: typesetText(htmlToText(raw.title.rendered)) || 'Article sans titre',
    date,
    // Without its own, a post was last modified when published, in the same time zone.
    modified: raw.modified ? toUtc(raw.modified_gmt, raw.modified) : date,
    excerpt: typesetText(htmlToText(raw.excerpt?.rendered ?? '')),
    categories: categories(raw),
    image: featuredImage(raw),
    author: authorName(raw),
  }
}

/** The body sanitized then typeset, Yoast SEO's fields; `null` when malformed. */
export async function reshapePost(value: unknown): Promise<Post | null> {
  const summary = reshapePostSummary(value)
  if (!summary) return null
  const raw = rawPostSchema.parse(value)
  const body = await sanitizePostHtml(raw.content?.rendered ?? '')
  const seo = seoFromYoast(raw.yoast_head_json, seoContext({ ...summary, link: raw.link ?? null }))
  return { ...summary, contentHtml: typesetHtml(body), seo }
}

export function reshapeCategory(value: unknown): Category | null {
  const parsed = rawCategorySchema.safeParse(value)
  if (!parsed.success) return null
  return categoryFrom(parsed.data.id, parsed.data.name, parsed.data.slug)
}
