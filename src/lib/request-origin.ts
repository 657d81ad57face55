/** Methods that change nothing, which any site may send (RFC 9110 §9.2.1). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Bodies a form of another site can send without CORS (HTML « Form submission »). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']

/**
 * Whether a request that changes something comes from another site: its `Origin` names another
 * host than the request's `Host`, its `X-Forwarded-Host` (a proxy that rewrites `Host`; a page of
 * another site cannot add that header to a form it posts) and `siteHost` (`SITE_URL`'s), or, without `Origin`, the browser says `Sec-Fetch-Site:
 * cross-site` (W3C « Fetch Metadata ») or it carries a form's body or none (a browser always
 * sends `Origin` with a form it posts; OWASP « Cross-Site Request Forgery Prevention »). The scheme is
 * not compared: behind a proxy that terminates HTTPS the server sees `http` while the browser
 * says `https`, which Astro's own `checkOrigin` takes for another site. A request without those
 * headers (curl, a WordPress webhook sending JSON) is not a browser's and passes.
 */
export function isCrossSiteRequest(request: Request, siteHost?: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  const origin = request.headers.get('origin')
  if (origin !== null) {
    const ours = [
      request.headers.get('host') ?? new URL(request.url).host,
      request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(),
      siteHost,
    ]
    try {
      return !ours.includes(new URL(origin).host)
    } catch {
      return true
    }
  }
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  // Without a type, as Astro does: only a same-origin request may send it.
  const type = request.headers.get('content-type')?.toLowerCase()
  return type === undefined || FORM_TYPES.some((form) => type.startsWith(form))
}
