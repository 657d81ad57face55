import 'server-only'
import type { Metadata } from 'next'
import { site } from '@/content/site'
import { OG_SIZE } from '@/lib/og'
import { socialImagePath, staticRoute } from '@/lib/routes'

/** What a page declares about itself; the rest of its metadata is derived here. */
export type PageSeo = {
  /** Page title without the site name, which is appended here. */
  title: string
  /** Unique meta description, ideally 120–160 characters. */
  description: string
  /** Route of the page, e.g. `/a-propos`; made absolute through `metadataBase`. */
  path: string
  /** `article` for blog posts, `website` otherwise. */
  type?: 'website' | 'article'
  /**
   * URL of a specific social image (1200×630 preferred), absolute or from the site's root. By
   * default, that of the page's static route or the nearest one above it (app/og); an article has
   * its own (app/blog/[slug]/opengraph-image.tsx).
   */
  image?: { url: string; width?: number; height?: number; alt: string }
  /** ISO dates of an article (Open Graph `article:*`). */
  publishedTime?: string
  modifiedTime?: string
  authors?: string[]
}

/**
 * Builds the Next.js `Metadata` of a page: title, description, canonical URL, Open Graph and
 * Twitter tags carrying the site name (docs/specification.md « Routes »: « the site name is used in
 * social meta tags »). Next.js replaces `openGraph` as a whole when a page sets it, so every field
 * is set here.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const images = seo.image
    ? [seo.image]
    : seo.type === 'article'
      ? undefined
      : [routeImage(seo.path)]
  return {
    // Absolute, so that the home page (the root segment, which a layout's template does not reach)
    // follows the same « Title | Site » pattern as every other page.
    title: { absolute: `${seo.title} | ${site.shortName}` },
    description: seo.description,
    alternates: { canonical: seo.path },
    openGraph: {
      title: seo.title,
      description: seo.description,
      url: seo.path,
      siteName: site.name,
      locale: 'fr_FR',
      type: seo.type ?? 'website',
      ...(images ? { images } : {}),
      ...(seo.type === 'article'
        ? {
            publishedTime: seo.publishedTime,
            modifiedTime: seo.modifiedTime,
            authors: seo.authors,
          }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description: seo.description,
      ...(images ? { images: images.map((image) => image.url) } : {}),
    },
  }
}

/** The social image of the static route at or above `path` (lib/routes.ts). */
function routeImage(path: string): NonNullable<PageSeo['image']> {
  const route = staticRoute(path)
  return { url: socialImagePath(route.path), ...OG_SIZE, alt: route.title }
}

/**
 * Metadata of a page of lib/routes.ts `STATIC_ROUTES`, from its title and description there.
 * @throws Error when `path` is not one of those routes (a programming error).
 */
export function staticPageMetadata(path: string): Metadata {
  const route = staticRoute(path)
  if (route.path !== path) throw new Error(`${path} is not in STATIC_ROUTES (lib/routes.ts)`)
  return pageMetadata({ title: route.title, description: route.description, path })
}
