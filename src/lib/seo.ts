import { site } from '@/content/site'
import { getSiteUrl } from '@/lib/env'
import { OG_SIZE } from '@/lib/og-size'
import { socialImagePath, staticRoute } from '@/lib/routes'

/** What a page declares about itself; the rest of its metadata is derived here. */
export type PageSeo = {
  /** Page title without the site name, which is appended here. */
  title: string
  /** Unique meta description, ideally 120–160 characters. */
  description: string
  /** Route of the page, e.g. `/a-propos`; made absolute with `SITE_URL`. */
  path: string
  /** `article` for blog posts, `website` otherwise. */
  type?: 'website' | 'article'
  /**
   * A specific social image (1200×630 preferred), absolute or from the site's root: an article's
   * is src/lib/blog-url.ts `articleSocialImagePath`. By default, that of the page's static route or
   * the nearest one above it (src/pages/og).
   */
  image?: { url: string; width?: number; height?: number; alt: string }
  /** ISO dates of an article (Open Graph `article:*`). */
  publishedTime?: string
  modifiedTime?: string
  authors?: string[]
  /** `noindex, follow` for pages that must not be indexed (404, search, preview). */
  noindex?: boolean
}

/** The `<head>` metadata of a page, as the layout writes it (src/layouts/BaseLayout.astro). */
export type PageMeta = {
  /** `<title>`: « {title} | {short site name} ». */
  documentTitle: string
  description: string
  /** Absolute canonical URL. */
  canonical: string
  /** `<meta property="og:…">` and `<meta name="twitter:…">` pairs, in order. */
  openGraph: { property: string; content: string }[]
  twitter: { name: string; content: string }[]
  robots: string | null
}

/**
 * `path` made absolute on `SITE_URL`; the home page is the bare origin, as the site has always
 * written its canonical URL.
 */
const absolute = (path: string) => (path === '/' ? getSiteUrl() : new URL(path, getSiteUrl()).href)

/**
 * Title, description, canonical URL, Open Graph and Twitter tags of a page, all carrying the site
 * name (docs/specification.md « Routes »: « the site name is used in social meta tags »).
 */
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
    documentTitle: `${seo.title} | ${site.shortName}`,
    description: seo.description,
    canonical: absolute(seo.path),
    openGraph,
    twitter,
    robots: seo.noindex ? 'noindex, follow' : null,
  }
}

/** The social image of the static route at or above `path` (src/lib/routes.ts). */
function routeImage(path: string): NonNullable<PageSeo['image']> {
  const route = staticRoute(path)
  return { url: socialImagePath(route.path), ...OG_SIZE, alt: route.title }
}

/**
 * Metadata of a page of src/lib/routes.ts `STATIC_ROUTES`, from its title and description there.
 * @throws Error when `path` is not one of those routes (a programming error).
 */
export function staticPageMetadata(path: string): PageMeta {
  const route = staticRoute(path)
  if (route.path !== path) throw new Error(`${path} is not in STATIC_ROUTES (src/lib/routes.ts)`)
  return pageMetadata({ title: route.title, description: route.description, path })
}
