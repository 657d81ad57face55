import { NextResponse, type NextRequest } from 'next/server'
import { getWordPressCacheSeconds } from '@/lib/env'
import { decideRouting } from '@/lib/request-routing'

/** Path that no route serves: rewriting to it answers the site's own 404 page. */
const NOT_FOUND_PATH = '/_introuvable'

/**
 * Runs before the blog's routes and before any path holding a percent sign (see `config.matcher`),
 * and does what lib/request-routing.ts decides: 404 for broken percent-encoding, redirects of former
 * list URLs, the server-side filter for visitors without JavaScript, and `Cache-Control: no-store`
 * on blog pages when `WORDPRESS_CACHE_SECONDS=0`. Every other request skips it.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl
  const decision = decideRouting(pathname, searchParams, {
    cacheOff: getWordPressCacheSeconds() === 0,
  })
  switch (decision.action) {
    case 'not-found':
      return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url))
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, request.url), 308)
    case 'rewrite': {
      const url = request.nextUrl.clone()
      url.pathname = decision.pathname
      url.search = decision.search
      return NextResponse.rewrite(url)
    }
    case 'next':
      return decision.noStore
        ? NextResponse.next({ headers: { 'Cache-Control': 'private, no-store' } })
        : NextResponse.next()
  }
}

export const config = {
  // Literal values only: Next.js reads them at build time.
  matcher: ['/blog', '/blog/:path*', '/(.*%.*)'],
}
