import { MAX_SEARCH_LENGTH } from './constants'

/*
 * URLs of the blog (README « Blog URLs »): every list page has a path of its own, so that its HTML
 * can be cached; the search text and category filter stay in the query string.
 */

/** Filter of a list page, from its query string; '' for none. */
export type BlogFilter = {
  q: string
  categorie: string
}

export type BlogListPage = {
  /** From 1. */
  page: number
  category?: string
}

/** Largest page number a URL may ask for; WordPress answers a clean 400 past the last page. */
export const MAX_PAGE = 10_000

/** WordPress's `post_name` and term `slug` columns. */
export const MAX_SLUG_LENGTH = 200

type RawParams = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** 1 to {@link MAX_PAGE} without a leading zero, so that a page has one URL; else `null`. */
export function parsePageSegment(raw: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null
  const page = Number(raw)
  return page <= MAX_PAGE ? page : null
}

/**
 * A slug from a URL segment, encoded or not: decoded and lower-cased as WordPress's
 * `sanitize_title` makes it; `null` when it cannot be one.
 */
export function parseSlugSegment(raw: string): string | null {
  let slug: string
  try {
    slug = decodeURIComponent(raw).toLowerCase()
  } catch {
    return null
  }
  if (slug.length === 0 || encodeURIComponent(slug).length > MAX_SLUG_LENGTH) return null
  return /^[\p{L}\p{N}_-]+$/u.test(slug) ? slug : null
}

/** The page, and the slug as WordPress spells it (percent-encoded), or `null`. */
export function parseCategoryListSegments(raw: {
  category: string
  page?: string
}): { page: number; category: string } | null {
  const page = raw.page === undefined ? 1 : parsePageSegment(raw.page)
  const category = parseSlugSegment(raw.category)
  if (page === null || category === null) return null
  return { page, category: encodeURIComponent(category) }
}

/** Never throws: an overlong search is cut, a category keeps the characters a slug can hold. */
export function parseBlogFilter(params: RawParams | URLSearchParams): BlogFilter {
  const get = (key: string) =>
    params instanceof URLSearchParams ? (params.get(key) ?? '') : first(params[key])
  const q = get('q').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH)
  const categorie = get('categorie')
    .toLowerCase()
    .replace(/[^a-z0-9%_-]/g, '')
    .slice(0, MAX_SLUG_LENGTH)
  return { q, categorie }
}

/** Path of a list page; page 1 has no `/page/1`, so that it has one canonical URL. */
export function blogListPath({ page, category }: BlogListPage): string {
  const base = category ? `/blog/categorie/${category}` : '/blog'
  return page > 1 ? `${base}/page/${page}` : base
}

export function withFilter(path: string, filter: Partial<BlogFilter>): string {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.categorie) params.set('categorie', filter.categorie)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`
}

/** Drawn on demand (src/pages/blog/[slug]/opengraph-image.ts): a new article has one too. */
export function articleSocialImagePath(slug: string): string {
  return `${articlePath(slug)}/opengraph-image`
}
