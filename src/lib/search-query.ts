import { SEARCH_PATH, SITE_SEARCH_MAX_LENGTH } from './constants'
import { straightApostrophes } from './search-text'

export { SEARCH_PATH }

// The search of every article (README « Search of every article »), by WordPress; not the list's
// filter (lib/blog-filter.ts).

/** C0 and C1 controls but tab and line breaks, which become spaces. */
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g

/** NFC, one space per run of white space, cut by code points so that an emoji stays whole. */
export function normalizeSearchQuery(raw: string | string[] | undefined | null): string {
  const value = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')
  const clean = value.normalize('NFC').replace(CONTROLS, '').replace(/\s+/gu, ' ').trim()
  return Array.from(clean).slice(0, SITE_SEARCH_MAX_LENGTH).join('').trim()
}

/**
 * The query as WordPress is asked it: straight apostrophes (lib/search-text.ts), the visitor's
 * words otherwise.
 */
export function wordpressSearchTerms(query: string): string {
  return straightApostrophes(normalizeSearchQuery(query))
}

/** Lower case: WordPress's search ignores case (MySQL's `_ci` collations). */
export function searchCacheKey(query: string): string {
  return wordpressSearchTerms(query).toLocaleLowerCase('fr')
}

/** Absent means 1; else digits from 1 to 1000 without a leading zero, or `null`. */
export function parseSearchPage(raw: string | string[] | undefined | null): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (value === undefined || value === null) return 1
  if (!/^[1-9]\d{0,3}$/.test(value)) return null
  const page = Number(value)
  return page <= 1000 ? page : null
}

export function searchPath(query: string, page = 1): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH
}
