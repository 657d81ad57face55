import { renderOgImage } from '@/lib/og'
import { STATIC_ROUTES, staticRoute } from '@/lib/routes'

// Made at build time, one PNG per route; any other path is a 404.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): { path: string[] }[] {
  return STATIC_ROUTES.map((route) => ({ path: route.path.split('/').filter(Boolean) }))
}

/**
 * Social image of a page of lib/routes.ts `STATIC_ROUTES` (docs/specification.md « Quality »: Open
 * Graph): `/og` for `/`, `/og/contact` for `/contact`…, a 1200×630 PNG with the title its metadata
 * carries (lib/seo.ts) and the practice's name.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ path?: string[] }> },
): Promise<Response> {
  const route = staticRoute(`/${((await params).path ?? []).join('/')}`)
  return renderOgImage({ title: route.title, kicker: route.kicker })
}
