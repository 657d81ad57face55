import { MAX_SEARCH_LENGTH } from '../constants'
import { SEARCH_PATH, SEARCH_QUERY_PARAMETERS } from './search-query'
import { MAX_SLUG_LENGTH, parsePageSegment, parseSlugSegment } from '../url-segments'

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
  /** A category's slug as WordPress spells it: percent-encoded. */
  category?: string
}

/** A list page asked for: its page, its category, the filter of its URL. */
export type ListRequest = BlogListPage & { filter: BlogFilter }

/** What a list URL asks for, read once (src/pages/blog/[...list].astro). */
export type ListUrl =
  | { kind: 'list'; request: ListRequest }
  /** Permanent (308), to the canonical URL. */
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }

/**
 * The query parameters a list page reads: its filter, and the page number of its former URLs
 * (`/blog?page=2`). The route cache keys a list page on them and on nothing else
 * (astro.config.ts `cache`), so that random ones neither bypass nor fill it.
 */
export const LIST_QUERY_PARAMETERS = ['q', 'categorie', 'page'] as const

/**
 * The paths of the list pages as the route cache's rules name them (a trailing `/*` for every
 * path below), with the parameters each reads; the search of every article with its own.
 */
export const LIST_CACHE_KEY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  '/blog': LIST_QUERY_PARAMETERS,
  '/blog/page/*': LIST_QUERY_PARAMETERS,
  '/blog/categorie/*': LIST_QUERY_PARAMETERS,
  [SEARCH_PATH]: SEARCH_QUERY_PARAMETERS,
}

/** `/blog`, `/blog/page/N`, `/blog/categorie/S`, `/blog/categorie/S/page/N`. */
const LIST_PATH = /^\/blog(?:\/categorie\/([^/]+))?(?:\/page\/([^/]+))?$/

/**
 * Reads a list page's URL (README « Blog URLs »): its page and category are validated here, once;
 * `/blog?page=2`, `…/page/1` and an empty filter redirect to the canonical URL; a malformed page
 * number or category, or a path that is no list page, is not found.
 * @param url as received: its path still percent-encoded.
 */
export function readListUrl(url: URL): ListUrl {
  const list = LIST_PATH.exec(url.pathname)
  if (!list) return { kind: 'not-found' }
  const [, rawCategory, rawPage] = list
  const slug = rawCategory === undefined ? undefined : parseSlugSegment(rawCategory)
  const pathPage = rawPage === undefined ? 1 : parsePageSegment(rawPage)
  if (slug === null || pathPage === null) return { kind: 'not-found' }

  const { searchParams } = url
  const filter = parseBlogFilter(searchParams)
  const queryPage = searchParams.has('page')
    ? parsePageSegment(searchParams.get('page') ?? '')
    : null
  const page = rawPage === undefined && queryPage ? queryPage : pathPage
  const emptyFilter =
    (searchParams.has('q') || searchParams.has('categorie')) && !filter.q && !filter.categorie
  if (searchParams.has('page') || rawPage === '1' || emptyFilter) {
    const canonical = blogListPath({ page, category: rawCategory })
    return { kind: 'redirect', location: withFilter(canonical, filter) }
  }
  const category = slug === undefined ? undefined : encodeURIComponent(slug)
  return { kind: 'list', request: { page, category, filter } }
}

type RawParams = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** Search words as a URL keeps them: blanks collapsed to one space, trimmed. */
export const collapseWords = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Never throws: an overlong search is cut, a category keeps the characters a slug can hold. */
export function parseBlogFilter(params: RawParams | URLSearchParams): BlogFilter {
  const get = (key: string) =>
    params instanceof URLSearchParams ? (params.get(key) ?? '') : first(params[key])
  const q = collapseWords(get('q')).slice(0, MAX_SEARCH_LENGTH)
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
