import type { AstroUserConfig } from 'astro'

type CspOptions = Exclude<NonNullable<AstroUserConfig['security']>['csp'], boolean | undefined>

/**
 * README « Security headers ». Astro adds each page's script hashes and sends it as a header, where
 * `frame-ancestors` holds; `mailto:`: the form without JavaScript opens the visitor's mail.
 */
export const CSP_DIRECTIVES: NonNullable<CspOptions['directives']> = [
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

/** Over HTTPS only (RFC 6797 « 7.2 »): two years, subdomains too. */
export const STRICT_TRANSPORT_SECURITY: readonly [string, string] = [
  'Strict-Transport-Security',
  'max-age=63072000; includeSubDomains',
]

/** On every answer, errors included. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  ],
  // Older browsers' equivalent of frame-ancestors 'none'.
  ['X-Frame-Options', 'DENY'],
]
