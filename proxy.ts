import { NextResponse, type NextRequest } from 'next/server'
import { decideRouting } from '@/lib/request-routing'

/** Path that no route serves: rewriting to it answers the site's own 404 page. */
const NOT_FOUND_PATH = '/_introuvable'

/**
 * Runs only for a path holding a percent sign and for a blog URL carrying `q`, `categorie` or
 * `page` in its query string (see `config.matcher`), and does what lib/request-routing.ts decides:
 * 404 for broken percent-encoding, redirects of former list URLs, the server-side filter for
 * visitors without JavaScript. Every other request — the cached blog pages among them — skips it:
 * a proxy call costs about as much CPU as serving a cached page.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl
  const decision = decideRouting(pathname, searchParams)
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
      return NextResponse.next()
  }
}

export const config = {
  // Literal values only: Next.js reads them at build time.
  matcher: [
    '/(.*%.*)',
    { source: '/blog/:path*', has: [{ type: 'query', key: 'q' }] },
    { source: '/blog/:path*', has: [{ type: 'query', key: 'categorie' }] },
    { source: '/blog/:path*', has: [{ type: 'query', key: 'page' }] },
  ],
}
