import type { NextConfig } from 'next'
import type { RemotePattern } from 'next/dist/shared/lib/image-config'
import { IMAGE_WIDTHS } from './lib/image-widths.mjs'
import { parseWordPressApiUrl } from './lib/wordpress-api-url.mjs'

/**
 * The WordPress media origin, the only one allowed for next/image, read at build time from
 * `WORDPRESS_API_URL` (scripts/build-if-stale.mjs rebuilds when it changes; `npm start` sets it to
 * the demo WordPress before building when it is unset). Unset: no remote image at all, so that no
 * loopback origin is allowed in a production build that did not ask for one.
 */
function wordpressImages(): { patterns: RemotePattern[]; loopback: boolean } {
  const api = parseWordPressApiUrl(process.env.WORDPRESS_API_URL)
  if (api === null) return { patterns: [], loopback: false }
  const url = new URL(api)
  return {
    patterns: [
      {
        protocol: url.protocol === 'https:' ? 'https' : 'http',
        hostname: url.hostname,
        port: url.port,
        pathname: '/**',
      },
    ],
    loopback: ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
  }
}

const images = wordpressImages()

/** The only framed content: the OpenStreetMap map of /contact, loaded on demand. */
export const MAP_ORIGIN = 'https://www.openstreetmap.org'

/**
 * Content-Security-Policy, explained in README « Security headers ». Scripts and styles need
 * 'unsafe-inline': the pages are prerendered HTML shared by every visitor, so they cannot carry a
 * per-request nonce, and Next.js inlines the React Server Components payload in `<script>` tags.
 * Nothing else is relaxed; `next dev` alone also needs 'unsafe-eval'.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  // WordPress images, featured or in an article, are served by the site's image optimizer
  // (lib/wordpress/sanitize.ts): the browser never contacts WordPress.
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${MAP_ORIGIN}`,
  "media-src 'none'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  // No Cross-Origin-Opener-Policy: `same-origin` made the browser put every page opened in a new
  // tab in a browsing context group, and a renderer process, of its own (HTML « Cross-origin opener
  // policies »), which cost the page's first task 40 to 100 ms more on this machine, and on Android
  // Chrome isolates sites that send it in processes of their own; the site keeps no state that
  // another window could reach (README « Security headers »).
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The production server (scripts/server.mjs) compresses, after it has rewritten each page so that
  // its scripts start after the first paint (scripts/scripts-after-paint.mjs).
  compress: false,
  // The same server tags each page it sends with a hash computed once a version of the page
  // (scripts/scripts-after-paint.mjs, `rewrittenPage`): Next.js's own ETag hashes every page again
  // on every request, about a quarter of the time a cached page costs (README « The blog under
  // load »). Files under /_next/static are immutable; those of public/ keep `Last-Modified`.
  generateEtags: false,
  // One self-contained server (`.next/standalone`) for the container image and `npm start`
  // (README « Deploying »); tracing starts here, not at a parent folder with another lockfile.
  output: 'standalone',
  outputFileTracingRoot: __dirname,
  // Next.js's own file-system cache, shared through Redis when `REDIS_URL` is set, plus the
  // runtime contract's `WORDPRESS_CACHE_SECONDS=0` (README « Caching », « Several instances »).
  cacheHandler: require.resolve('./lib/cache/cache-handler.mjs'),
  reactStrictMode: true,
  // Metadata is rendered before anything streams for every user agent: titles and Open Graph are
  // always in <head>, and an unknown article can answer a real 404 (see app/blog/[slug]/page.tsx).
  htmlLimitedBots: /.*/,
  images: {
    remotePatterns: images.patterns,
    // The bundled demo WordPress listens on loopback; a real WordPress on a public host does not need this.
    dangerouslyAllowLocalIP: images.loopback,
    // WebP only, Next.js's default. AVIF files were 15 to 40 % smaller (a 750 px card 1,891 B
    // against 3,090 B), but the browser decodes them about twice as slowly, on the cores that also
    // run the page's scripts (README « Lighthouse », « The images' format »).
    formats: ['image/webp'],
    deviceSizes: IMAGE_WIDTHS,
  },
  // Each list page has a path of its own so that its HTML can be cached; page 1 keeps the short URL
  // (README « Blog URLs »). proxy.ts redirects the former `/blog?page=N`. The production server
  // serves `/blog` as `/blog/page/1` itself and says so with a header of its own, which it removes
  // from the requests it receives (scripts/server.mjs, `mapBlogFirstPage`).
  async redirects() {
    return [
      {
        source: '/blog/page/1',
        destination: '/blog',
        permanent: true,
        missing: [{ type: 'header', key: 'x-roques-blog-first-page' }],
      },
      {
        source: '/blog/categorie/:category/page/1',
        destination: '/blog/categorie/:category',
        permanent: true,
      },
    ]
  },
  // `/blog` is the list's first page. A route of its own would be rendered at build time, which must
  // never need WordPress; the category pages have their own route, as they have a parameter.
  async rewrites() {
    return [{ source: '/blog', destination: '/blog/page/1' }]
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default nextConfig
