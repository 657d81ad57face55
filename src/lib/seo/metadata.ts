import { site } from '@/content/site'
import { getSiteUrl } from '@/lib/env'
import { staticRoute } from '@/lib/routes'
import { OG_SIZE, socialImagePath } from './social-image'

/** What a page declares about itself; the rest of its metadata is derived here. */
export type PageSeo = {
  /** Without the site name. */
  title: string
  description: string
  path: string
  type?: 'website' | 'article'
  /** By default, that of the static route at or above `path` (src/pages/og). */
  image?: { url: string; width?: number; height?: number; alt: string }
  /** ISO dates. */
  publishedTime?: string
  modifiedTime?: string
  authors?: string[]
  noindex?: boolean
  nofollow?: boolean
  /** The whole `<title>`, when an SEO plugin wrote it; by default `title` and the site name. */
  documentTitle?: string
}

/** As src/layouts/BaseLayout.astro writes it in `<head>`. */
export type PageMeta = {
  documentTitle: string
  description: string
  /** Absolute. */
  canonical: string
  openGraph: { property: string; content: string }[]
  twitter: { name: string; content: string }[]
  robots: string | null
}

/** The home page is the bare origin, as the site has always written its canonical URL. */
const absolute = (path: string) => (path === '/' ? getSiteUrl() : new URL(path, getSiteUrl()).href)

/** All carry the site name (docs/specification.md « Routes »). */
export function pageMetadata(seo: PageSeo): PageMeta {
  const image = seo.image ?? (seo.type === 'article' ? undefined : routeImage(seo.path))
  const openGraph: PageMeta['openGraph'] = [
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: absolute(seo.path) },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:type', content: seo.type ?? 'website' },
  ]
  if (image) {
    openGraph.push({ property: 'og:image', content: absolute(image.url) })
    if (image.width) openGraph.push({ property: 'og:image:width', content: String(image.width) })
    if (image.height) openGraph.push({ property: 'og:image:height', content: String(image.height) })
    openGraph.push({ property: 'og:image:alt', content: image.alt })
  }
  if (seo.type === 'article') {
    if (seo.publishedTime)
      openGraph.push({ property: 'article:published_time', content: seo.publishedTime })
    if (seo.modifiedTime)
      openGraph.push({ property: 'article:modified_time', content: seo.modifiedTime })
    for (const author of seo.authors ?? [])
      openGraph.push({ property: 'article:author', content: author })
  }
  const twitter: PageMeta['twitter'] = [
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
  ]
  if (image) twitter.push({ name: 'twitter:image', content: absolute(image.url) })
  return {
    documentTitle: seo.documentTitle ?? `${seo.title} | ${site.shortName}`,
    description: seo.description,
    canonical: absolute(seo.path),
    openGraph,
    twitter,
    robots: robots(seo),
  }
}

/** `robots` meta of a page kept out of search engines, or whose links are not to be followed. */
function robots({ noindex, nofollow }: Pick<PageSeo, 'noindex' | 'nofollow'>): string | null {
  if (!noindex && !nofollow) return null
  return `${noindex ? 'noindex' : 'index'}, ${nofollow ? 'nofollow' : 'follow'}`
}

function routeImage(path: string): NonNullable<PageSeo['image']> {
  const route = staticRoute(path)
  return { url: socialImagePath(route.path), ...OG_SIZE, alt: route.title }
}

/** @throws Error when `path` is not in src/lib/routes.ts `STATIC_ROUTES`. */
export function staticPageMetadata(path: string): PageMeta {
  const route = staticRoute(path)
  if (route.path !== path) throw new Error(`${path} is not in STATIC_ROUTES (src/lib/routes.ts)`)
  return pageMetadata({ title: route.title, description: route.description, path })
}
