import { defineMiddleware } from 'astro:middleware'
import { getSiteUrl } from '@/lib/env'
import { isCrossSiteRequest } from '@/lib/request-origin'
import { notFound } from '@/lib/responses'
import { isWellEncoded } from '@/lib/url-segments'
import { isSiteImageQuery } from '@/lib/wordpress/image-request'

/** The public host (`SITE_URL`), read once: the environment does not change while the server runs. */
const SITE_HOST = new URL(getSiteUrl()).host

/**
 * What is decided before any route (cached pages are answered by the route cache before this
 * runs): a cross-site POST is refused; Astro's image endpoint answers 400 to a query no page
 * holds (lib/wordpress/image-request.ts); a path whose percent-encoding is broken answers the
 * site's 404 page, as no route could decode it (README « Blog URLs »).
 */
export const onRequest = defineMiddleware((context, next) => {
  // Astro's own `checkOrigin` is off (astro.config.ts): it compares the scheme too, which a proxy
  // terminating HTTPS changes (src/lib/request-origin.ts).
  if (isCrossSiteRequest(context.request, SITE_HOST))
    return new Response('Cross-site request refused', { status: 403 })
  const { pathname, searchParams } = context.url
  if (pathname === '/_image' && !isSiteImageQuery(searchParams))
    return new Response('Bad Request', { status: 400, headers: { 'Cache-Control': 'no-store' } })
  if (!isWellEncoded(pathname)) return notFound()
  return next()
})
