import { defineMiddleware } from 'astro:middleware'
import { getSiteUrl } from '@/lib/env'
import { isCrossSiteRequest } from '@/lib/request-origin'
import { decideRouting } from '@/lib/request-routing'
import { isSiteImageQuery } from '@/lib/wordpress/image-request'

/**
 * Request routing before the routes (README « Blog URLs »), as src/lib/request-routing.ts decides:
 * a path whose percent-encoding is broken answers the site's 404 page (an empty 404, which Astro
 * renders with src/pages/404.astro), the blog list's former `?page=N` URLs and `…/page/1` redirect
 * permanently (308) to their path, an empty filter is dropped. A filtered list URL (`?q=`,
 * `?categorie=`) goes on to its route, which filters it on the server for visitors without
 * JavaScript. Astro's image endpoint answers 400 to a query no page holds
 * (lib/wordpress/image-request.ts). Cached pages are answered by the route cache before this runs.
 */
/** The public host (`SITE_URL`), read once: the environment does not change while the server runs. */
const SITE_HOST = new URL(getSiteUrl()).host

export const onRequest = defineMiddleware((context, next) => {
  // Astro's own `checkOrigin` is off (astro.config.mjs): it compares the scheme too, which a proxy
  // terminating HTTPS changes (src/lib/request-origin.ts).
  if (isCrossSiteRequest(context.request, SITE_HOST))
    return new Response('Cross-site request refused', { status: 403 })
  const { pathname, searchParams } = context.url
  if (pathname === '/_image' && !isSiteImageQuery(searchParams))
    return new Response('Bad Request', { status: 400, headers: { 'Cache-Control': 'no-store' } })
  // Only the blog's URLs and paths holding a percent sign have anything to decide.
  if (!pathname.includes('%') && pathname !== '/blog' && !pathname.startsWith('/blog/'))
    return next()
  const decision = decideRouting(pathname, searchParams)
  switch (decision.action) {
    case 'not-found':
      return new Response(null, { status: 404, statusText: 'Not Found' })
    case 'redirect':
      return context.redirect(decision.location, 308)
    case 'next':
      return next()
  }
})
