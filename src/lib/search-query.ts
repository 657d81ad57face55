import { SEARCH_PATH, SITE_SEARCH_MAX_LENGTH } from './constants'

export { SEARCH_PATH }

/*
 * The search of every article (`/blog/recherche?q=…&page=N`, README « Search of every article »),
 * served by WordPress's own search. Not to be confused with the current page's filter
 * (docs/specification.md « Blog list », lib/blog-filter.ts), which stays in the browser.
 */

/** Characters that are never text: C0 and C1 controls (a tab or a line break becomes a space first). */
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g

/**
 * The query as the site uses it: Unicode NFC (« é » typed as one or two code points reads the
 * same), control characters dropped, runs of white space (non-breaking ones included) made one
 * space, trimmed, then cut to `SITE_SEARCH_MAX_LENGTH` (100) characters — code points, so that an
 * emoji is never cut in half. Markup or SQL-looking text is kept as it is: it is only ever shown
 * escaped (React) and sent encoded (URLSearchParams). Never throws.
 */
export function normalizeSearchQuery(raw: string | string[] | undefined | null): string {
  const value = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')
  const clean = value.normalize('NFC').replace(CONTROLS, '').replace(/\s+/gu, ' ').trim()
  return Array.from(clean).slice(0, SITE_SEARCH_MAX_LENGTH).join('').trim()
}

/**
 * Key of a query in the search cache: the normalized query in lower case, since WordPress's search
 * ignores case (MySQL's `_ci` collations), so « Bail » and « bail » share one answer.
 */
export function searchCacheKey(query: string): string {
  return normalizeSearchQuery(query).toLocaleLowerCase('fr')
}

/**
 * Page number of `?page=`: absent means 1; digits from 1 to 1000 without a leading zero, else
 * `null` (the page answers 404, like `/blog/page/abc`).
 */
export function parseSearchPage(raw: string | string[] | undefined | null): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (value === undefined || value === null) return 1
  if (!/^[1-9]\d{0,3}$/.test(value)) return null
  const page = Number(value)
  return page <= 1000 ? page : null
}

/** URL of a search page: `/blog/recherche?q=…` (page 1 has no `page`), the query encoded. */
export function searchPath(query: string, page = 1): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH
}
