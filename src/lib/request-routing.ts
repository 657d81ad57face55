import {
  blogListPath,
  parseBlogFilter,
  parsePageSegment,
  parseSlugSegment,
  withFilter,
} from './blog-url'

/** What src/middleware.ts does with a request; decided here so that it is unit-tested. */
export type RoutingDecision =
  | { action: 'next' }
  /** Permanent (308), to the canonical URL. */
  | { action: 'redirect'; location: string }
  | { action: 'not-found' }

/** `/blog`, `/blog/page/N`, `/blog/categorie/S`, `/blog/categorie/S/page/N`. */
const LIST_PATH = /^\/blog(?:\/categorie\/([^/]+))?(?:\/page\/([^/]+))?$/

/**
 * README « Blog URLs »: a broken percent-encoding gets the 404 page (a route would fail to decode
 * it); `/blog?page=2`, `…/page/1` and an empty filter redirect to the canonical URL.
 * @param pathname as received, still percent-encoded.
 */
export function decideRouting(pathname: string, searchParams: URLSearchParams): RoutingDecision {
  if (pathname.includes('%')) {
    try {
      decodeURIComponent(pathname)
    } catch {
      return { action: 'not-found' }
    }
  }
  if (pathname !== '/blog' && !pathname.startsWith('/blog/')) {
    return { action: 'next' }
  }
  const list = LIST_PATH.exec(pathname)
  if (!list) return { action: 'next' }

  const [, rawCategory, rawPage] = list
  const category = rawCategory === undefined ? undefined : parseSlugSegment(rawCategory)
  const pathPage = rawPage === undefined ? 1 : parsePageSegment(rawPage)
  // The route answers its own 404.
  if (category === null || pathPage === null) return { action: 'next' }

  const filter = parseBlogFilter(searchParams)
  const queryPage = searchParams.has('page')
    ? parsePageSegment(searchParams.get('page') ?? '')
    : null
  const page = rawPage === undefined && queryPage ? queryPage : pathPage
  const canonical = blogListPath({ page, category: rawCategory })
  const emptyFilter =
    (searchParams.has('q') || searchParams.has('categorie')) && !filter.q && !filter.categorie
  if (searchParams.has('page') || rawPage === '1' || emptyFilter) {
    return { action: 'redirect', location: withFilter(canonical, filter) }
  }
  return { action: 'next' }
}
