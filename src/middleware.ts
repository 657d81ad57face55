import { defineMiddleware } from 'astro:middleware'
import type { APIContext } from 'astro'
import { CONSULTATION_ENDPOINT } from '@/lib/contact/delivery'
import { sendBackToContact } from '@/lib/contact/send-back'
import { readSubmission, submissionFormat } from '@/lib/contact/submission'
import { getSiteUrl, getWordPressApiUrl } from '@/lib/env'
import { isCrossSiteRequest } from '@/lib/request-origin'
import { POST_ROUTES } from '@/lib/routes'
import { isWellEncoded } from '@/lib/url-segments'
import { isSiteImageQuery } from '@/lib/wordpress/image-request'

/** The public host (`SITE_URL`), read once: the environment does not change while the server runs. */
const SITE_HOST = new URL(getSiteUrl()).host

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * A POST from a page of another site: a consultation form posted there (a copy of the contact
 * page, a translation service) gets the contact page, 403, with what it held, for the visitor to
 * check and send from the site, and nothing is sent (src/lib/contact/send-back.ts); anything else
 * a short French refusal.
 */
async function refuseCrossSite(context: APIContext): Promise<Response> {
  const type = context.request.headers.get('content-type')
  if (context.routePattern === CONSULTATION_ENDPOINT && submissionFormat(type) !== 'json') {
    const read = await readSubmission(context.request)
    const values = 'fields' in read ? read.fields : {}
    return sendBackToContact(context, { kind: 'failed', status: 403, values })
  }
  return new Response('Requête refusée : elle provient d’une page d’un autre site.\n', {
    status: 403,
    headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

/**
 * What is decided before any route (cached pages are answered by the route cache before this
 * runs):
 * - a POST to a route that takes none (lib/routes.ts `POST_ROUTES`) answers 405, never a page;
 * - a cross-site POST is refused (refuseCrossSite);
 * - Astro's image endpoint answers 400 to a query no page holds (lib/wordpress/image-request.ts);
 * - a path whose percent-encoding is broken answers the site's 404 page, as no route could decode
 *   it; one that Astro routes as another spelling (`/a-propo%73`, `%c3%a9` for `%C3%A9`, `//`) is
 *   redirected (308) to the path Astro reads, decoded then written as a URL writes it, which is
 *   how the site's links spell it: a page has one URL and one cache entry (README « Blog URLs »).
 */
export const onRequest = defineMiddleware((context, next) => {
  const { request, url } = context
  if (request.method === 'POST' && !POST_ROUTES.includes(context.routePattern))
    return new Response(null, { status: 405, headers: { ...NO_STORE, Allow: 'GET, HEAD' } })
  // Astro's own `checkOrigin` is off (astro.config.ts): it compares the scheme too, which a proxy
  // terminating HTTPS changes (src/lib/request-origin.ts).
  if (isCrossSiteRequest(request, SITE_HOST)) return refuseCrossSite(context)
  const { pathname, searchParams } = url
  if (pathname === '/_image' && !isSiteImageQuery(searchParams, getWordPressApiUrl()))
    return new Response('Bad Request', { status: 400, headers: NO_STORE })
  // Astro cannot render its 404 page for a path it cannot decode: rendered for its own path.
  if (!isWellEncoded(pathname)) return context.rewrite(new Request(new URL('/404', url)))
  // `context.url` is Astro's reading of the request's URL (Astro « API reference », `url`).
  if (new URL(request.url).pathname !== pathname && !pathname.startsWith('//'))
    return new Response(null, { status: 308, headers: { Location: `${pathname}${url.search}` } })
  return next()
})
