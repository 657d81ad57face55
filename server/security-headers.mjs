/**
 * Headers sent with every response (README « Security headers »). The Content-Security-Policy is
 * not here: Astro writes it for each page, with the hashes of that page's scripts (astro.config.mjs
 * `security.csp`, which also holds `frame-ancestors 'none'`).
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
