import { MAX_SEARCH_LENGTH } from './constants'

/** State of the blog list kept in the URL (issue 4 §2): `/blog?page=2&q=licenciement&categorie=droit-du-travail`. */
export type BlogListState = {
  /** Page number from 1. */
  page: number
  /** Search text, trimmed, at most `MAX_SEARCH_LENGTH` characters; '' for none. */
  q: string
  /** Category slug; '' for all categories. */
  categorie: string
}

type RawParams = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** Largest page number accepted from a URL; WordPress answers a clean 400 past the last page. */
const MAX_PAGE = 10_000

/**
 * Reads the blog list state from search parameters. Never throws: `page=abc`, `page=-1`,
 * `page=1.5` and `page=0` mean page 1; a page above 10,000 is capped; an overlong search is cut;
 * a category slug keeps only the characters a WordPress slug can hold.
 */
export function parseBlogListState(params: RawParams | URLSearchParams): BlogListState {
  const get = (key: string) =>
    params instanceof URLSearchParams ? (params.get(key) ?? '') : first(params[key])
  const rawPage = get('page').trim()
  const page = /^\d{1,7}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), MAX_PAGE) : 1
  const q = get('q').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH)
  const categorie = get('categorie')
    .toLowerCase()
    .replace(/[^a-z0-9%_-]/g, '')
    .slice(0, 200)
  return { page, q, categorie }
}

/** Href of the blog list for a state; default values are left out so that `/blog` stays canonical. */
export function blogListHref(state: Partial<BlogListState>): string {
  const params = new URLSearchParams()
  if (state.page && state.page > 1) params.set('page', String(state.page))
  if (state.q) params.set('q', state.q)
  if (state.categorie) params.set('categorie', state.categorie)
  const query = params.toString()
  return query ? `/blog?${query}` : '/blog'
}
