import type { APIRoute } from 'astro'
import { getSiteUrl } from '@/lib/env'
import { robotsTxt } from '@/lib/seo/sitemap'

/**
 * `GET /robots.txt` (src/lib/seo/sitemap.ts `robotsTxt`), on demand: it names the public origin,
 * `SITE_URL`, which is read when the server runs, not when it is built.
 */
export const GET: APIRoute = () =>
  new Response(robotsTxt(getSiteUrl()), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  })
