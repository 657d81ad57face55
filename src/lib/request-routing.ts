import {
  blogListPath,
  parseBlogFilter,
  parsePageSegment,
  parseSlugSegment,
  withFilter,
} from './blog-url'

/** What src/middleware.ts does with a request; decided here so that it is unit-tested. */
export type RoutingDecision =
  /** Serve the route as it is. */
  | { action: 'next' }
  /** Permanent redirect (308) to a canonical URL. */
  | { action: 'redirect'; location: string }
  /** Answer the site's 404 page. */
  | { action: 'not-found' }

/** `/blog`, `/blog/page/N`, `/blog/categorie/S`, `/blog/categorie/S/page/N`. */
const LIST_PATH = /^\/blog(?:\/categorie\/([^/]+))?(?:\/page\/([^/]+))?$/

/**
 * Decides what becomes of a request before it reaches a route (README « Blog URLs »):
 * - a path whose percent-encoding is broken (`/blog/%E0`, `/mediation/%`) gets the site's 404
 *   page, where a route would fail to decode its parameters;
 * - the blog list's former query URLs (`/blog?page=2`) and `…/page/1` redirect to their path, and
 *   an empty filter (`?q=`) is dropped from the URL.
 * A list URL carrying a search or a category filter (`/blog/page/2?q=bail`) goes to its list
 * route, which filters on the server for visitors without JavaScript and caches nothing (with
 * JavaScript, the filter is applied in the browser without reloading).
 *
 * @param pathname the request's path as received, still percent-encoded.
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
  // Let the route answer its own 404 for a malformed category or page number.
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
