/**
 * README « Security headers ». Astro adds each page's script hashes and sends it as a header, where
 * `frame-ancestors` holds; `mailto:`: the form without JavaScript opens the visitor's mail.
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

/** For what Astro writes no policy for: an SVG or XML file opened by itself is a document too. */
export const DEFAULT_CONTENT_SECURITY_POLICY = [
  ...CSP_DIRECTIVES,
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
].join('; ')

/** @type {ReadonlyArray<readonly [string, string]>} */
export const SECURITY_HEADERS = [
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
