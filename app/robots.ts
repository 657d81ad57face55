import type { MetadataRoute } from 'next'
import { getSiteUrl } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * `/robots.txt` (docs/specification.md « Quality »): everything may be crawled except the API;
 * points to the sitemap.
 */
export default function robots(): MetadataRoute.Robots {
  const origin = getSiteUrl()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  }
}
