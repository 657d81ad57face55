import { MAX_SEARCH_LENGTH } from './constants'

/*
 * URLs of the blog (README « Blog URLs »). Every list page has a path of its own so that its HTML
 * can be cached: `/blog`, `/blog/page/2`, `/blog/categorie/droit-du-travail`,
 * `/blog/categorie/droit-du-travail/page/2`. The search text and the category filter of the current
 * page stay in the query string (`?q=…&categorie=…`): they are applied in the browser, and by the
 * server for a visitor without JavaScript (proxy.ts sends such URLs to the uncached `/blog/filtre`).
 */

/** Filter of the current list page, kept in the query string. */
export type BlogFilter = {
  /** Search text, spaces collapsed, trimmed, at most `MAX_SEARCH_LENGTH` characters; '' for none. */
  q: string
  /** Category slug; '' for every category. */
  categorie: string
}

/** A list page: page 1 of the whole blog, or of one category. */
export type BlogListPage = {
  /** Page number from 1. */
  page: number
  /** Slug of the category of a `/blog/categorie/…` page; absent for the whole blog. */
  category?: string
}

/** Largest page number a URL may ask for; WordPress answers a clean 400 past the last page. */
export const MAX_PAGE = 10_000

/** Longest slug WordPress stores (`post_name`, `slug` of a term: 200 characters). */
export const MAX_SLUG_LENGTH = 200

type RawParams = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/**
 * Page number of a path segment (`/blog/page/{page}`): digits only, from 1 to {@link MAX_PAGE}, no
 * leading zero, so that one page has one URL. `null` for anything else (`0`, `01`, `-1`, `abc`).
 */
export function parsePageSegment(raw: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null
  const page = Number(raw)
  return page <= MAX_PAGE ? page : null
}

/**
 * A category or post slug from a URL segment, decoded, lower-cased as WordPress's `sanitize_title`
 * makes it (letters, digits, `-`, `_`; a non-ASCII slug is stored percent-encoded in at most 200
 * characters). `null` when it cannot be a slug: bad percent-encoding, `/`, spaces, punctuation, too
 * long. The segment may come encoded or not; both read the same.
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

/**
 * The list page that the segments of a category route name (`/blog/categorie/{category}` and
 * `/blog/categorie/{category}/page/{page}`): the page number (1 without a page segment) and the
 * slug as WordPress spells it in its links (percent-encoded when not ASCII). `null` when either
 * segment cannot be one (see {@link parsePageSegment}, {@link parseSlugSegment}).
 */
export function parseCategoryListSegments(raw: {
  category: string
  page?: string
}): { page: number; category: string } | null {
  const page = raw.page === undefined ? 1 : parsePageSegment(raw.page)
  const category = parseSlugSegment(raw.category)
  if (page === null || category === null) return null
  return { page, category: encodeURIComponent(category) }
}

/**
 * Reads the filter from query parameters. Never throws: an overlong search is cut, a category keeps
 * only the characters a slug can hold.
 */
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

/** `path` with the filter in its query string; empty values are left out. */
export function withFilter(path: string, filter: Partial<BlogFilter>): string {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.categorie) params.set('categorie', filter.categorie)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** Path of an article. */
export function articlePath(slug: string): string {
  return `/blog/${slug}`
}

/**
 * Path of an article's social image (Open Graph, 1200 × 630), served by the route next to the
 * article (src/pages/blog/[slug]/opengraph-image.ts), drawn on demand so that an article published
 * after the build has one.
 */
export function articleSocialImagePath(slug: string): string {
  return `${articlePath(slug)}/opengraph-image`
}
