import type { NextConfig } from 'next'
import type { RemotePattern } from 'next/dist/shared/lib/image-config'

/**
 * Origin of the WordPress media, allowed for next/image. Read at build time from
 * `WORDPRESS_API_URL` (scripts/start.mjs rebuilds when it changes); the demo server's loopback
 * origin is the default.
 */
function wordpressImagePattern(): { pattern: RemotePattern; loopback: boolean } {
  let url: URL
  try {
    url = new URL(process.env.WORDPRESS_API_URL || 'http://127.0.0.1:3100/wp-json/wp/v2')
  } catch {
    url = new URL('http://127.0.0.1:3100/wp-json/wp/v2')
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  return {
    pattern: {
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      port: url.port,
      pathname: '/**',
    },
    loopback,
  }
}

const wordpressImages = wordpressImagePattern()

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Metadata is rendered before anything streams for every user agent: titles and Open Graph are
  // always in <head>, and an unknown article can answer a real 404 (see app/blog/[slug]/page.tsx).
  htmlLimitedBots: /.*/,
  images: {
    remotePatterns: [wordpressImages.pattern],
    // The bundled demo WordPress listens on loopback; a real WordPress on a public host does not need this.
    dangerouslyAllowLocalIP: wordpressImages.loopback,
    formats: ['image/avif', 'image/webp'],
  },
}

export default nextConfig
