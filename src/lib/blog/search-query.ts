import { SEARCH_PATH } from '../constants'

export { SEARCH_PATH }

/** What the search page reads of its query string (astro.config.ts `cache` keys it on them). */
export const SEARCH_QUERY_PARAMETERS = ['q', 'page'] as const

// The search of every article (README « Search of every article »), by WordPress; not the list's
// filter (lib/blog/filter.ts).

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
