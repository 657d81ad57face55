/**
 * The Content-Security-Policy's directives besides `script-src` and `style-src` (README « Security
 * headers »). Astro writes the policy of each page from them (astro.config.mjs `security.csp`),
 * adding the hashes of that page's scripts, as a header: `frame-ancestors` therefore holds, where a
 * `<meta>` policy would ignore it.
 * - `img-src 'self'`: WordPress images, featured or in an article, go through the site's image
 *   endpoint (`/_image`), so the browser never contacts WordPress.
 * - `frame-src`: the map of /contact, loaded only on demand.
 * - `form-action … mailto:`: the consultation form without JavaScript opens the visitor's mail.
 * @type {NonNullable<Exclude<NonNullable<import('astro').AstroUserConfig['security']>['csp'], boolean | undefined>['directives']>}
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.openstreetmap.org',
  "media-src 'none'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' mailto:",
  "frame-ancestors 'none'",
]

/**
 * The policy of the responses Astro writes none for (files, feeds, the sitemap, JSON): the same
 * directives, scripts from the site only. Such a response is rarely a document, but an SVG or an
 * XML file opened by itself is one.
 */
export const DEFAULT_CONTENT_SECURITY_POLICY = [
  ...CSP_DIRECTIVES,
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
].join('; ')

/**
 * Headers sent with every response (README « Security headers »).
 * @type {ReadonlyArray<readonly [string, string]>}
 */
export const SECURITY_HEADERS = [
  // HTTPS only, for two years (ignored by browsers over plain HTTP, e.g. localhost).
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  ],
  // Older browsers' equivalent of frame-ancestors 'none'.
  ['X-Frame-Options', 'DENY'],
]
