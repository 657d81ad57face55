import type { APIRoute } from 'astro'
import { memoizedPng, pngResponse, renderOgImage, SITE_IMAGE_CACHE_CONTROL } from '@/lib/seo/og'
import { findStaticRoute } from '@/lib/routes'

/**
 * `GET /og` and `GET /og/{path}`: the social image of a page of src/lib/routes.ts `STATIC_ROUTES`
 * (docs/specification.md « Quality »: Open Graph), a 1200×630 PNG of the title its metadata
 * carries (src/lib/seo/metadata.ts), drawn on its first request and then kept in memory; any other path
 * answers 404. Not prerendered: `/og` and `/og/contact` cannot both be files of the build.
 */
export const GET: APIRoute = async ({ params }) => {
  const route = findStaticRoute(`/${params.path ?? ''}`)
  if (!route) {
    return new Response('Not Found\n', {
      status: 404,
      statusText: 'Not Found',
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const png = await memoizedPng(`route\u0000${route.title}\u0000${route.kicker ?? ''}`, () =>
    renderOgImage({ title: route.title, kicker: route.kicker }),
  )
  return pngResponse(png, SITE_IMAGE_CACHE_CONTROL)
}
