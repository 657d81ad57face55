import { about } from '@/content/about'
import { blogIntro } from '@/content/blog'
import { contactPage } from '@/content/contact'
import { expertiseAreas, expertiseDetails, expertiseOverview } from '@/content/expertise'
import { fees } from '@/content/fees'
import { homeMeta } from '@/content/home'
import { legalNotice, privacyPolicy } from '@/content/legal'
import { mediationOverview, mediationPages } from '@/content/mediation'
import { articleSocialImagePath } from './blog-url'
import { OG_SIZE } from './og-size'

/** How often a page changes, as the sitemap protocol says it (sitemaps.org « changefreq »). */
export type ChangeFrequency = 'weekly' | 'monthly' | 'yearly'

/**
 * A route of docs/specification.md « Routes » that exists whatever WordPress holds: what its
 * metadata and social image say of it, and what the sitemap says (`priority` from 0 to 1).
 */
export type StaticRoute = {
  path: string
  /** Title without the site name: `<title>`, Open Graph and the social image's text. */
  title: string
  /** Meta description, ideally 120–160 characters. */
  description: string
  /** Line above the title on the social image; the practice's bar by default (src/lib/og.tsx). */
  kicker?: string
  priority: number
  changeFrequency: ChangeFrequency
}

/**
 * Every route of docs/specification.md « Routes » but the blog's later pages, categories and
 * articles, the search, the feed and the 404 page, in the specification's order; the expertise and
 * mediation pages are those of content/. The one list the pages' metadata, the social images
 * (src/pages/og), the sitemap, the browser tests and the benchmarks read (scripts/routes.mjs
 * repeats its paths for Node scripts, checked by src/lib/routes.test.ts).
 */
export const STATIC_ROUTES: readonly StaticRoute[] = [
  { path: '/', ...homeMeta, priority: 1, changeFrequency: 'monthly' },
  {
    path: '/a-propos',
    title: about.metaTitle,
    description: about.metaDescription,
    priority: 0.8,
    changeFrequency: 'yearly',
  },
  {
    path: '/domaines-expertise',
    title: expertiseOverview.metaTitle,
    description: expertiseOverview.metaDescription,
    priority: 0.9,
    changeFrequency: 'yearly',
  },
  ...expertiseAreas.map((area) => ({
    path: `/expertise/${area.slug}`,
    title: expertiseDetails[area.slug].metaTitle,
    description: expertiseDetails[area.slug].metaDescription,
    kicker: 'Domaine d’expertise',
    priority: 0.9,
    changeFrequency: 'yearly' as const,
  })),
  {
    path: '/mediation',
    title: mediationOverview.metaTitle,
    description: mediationOverview.metaDescription,
    priority: 0.7,
    changeFrequency: 'yearly',
  },
  ...Object.values(mediationPages).map((page) => ({
    path: `/mediation/${page.slug}`,
    title: page.metaTitle,
    description: page.metaDescription,
    kicker: 'Médiation',
    priority: 0.6,
    changeFrequency: 'yearly' as const,
  })),
  {
    path: '/honoraires',
    title: fees.metaTitle,
    description: fees.metaDescription,
    priority: 0.7,
    changeFrequency: 'yearly',
  },
  {
    path: '/blog',
    title: blogIntro.title,
    description: blogIntro.description,
    priority: 0.8,
    changeFrequency: 'weekly',
  },
  {
    path: '/contact',
    title: contactPage.metaTitle,
    description: contactPage.metaDescription,
    priority: 0.9,
    changeFrequency: 'yearly',
  },
  {
    path: '/mentions-legales',
    title: legalNotice.metaTitle,
    description: legalNotice.metaDescription,
    priority: 0.2,
    changeFrequency: 'yearly',
  },
  {
    path: '/confidentialite',
    title: privacyPolicy.metaTitle,
    description: privacyPolicy.metaDescription,
    priority: 0.2,
    changeFrequency: 'yearly',
  },
]

/** The paths of {@link STATIC_ROUTES}, in the same order. */
export const STATIC_PATHS: readonly string[] = STATIC_ROUTES.map((route) => route.path)

/**
 * The static route at `path`, or else the nearest one above it (`/blog/page/2` → `/blog`, an
 * unknown path → `/`): the route whose social image a page without one of its own shares.
 */
export function staticRoute(path: string): StaticRoute {
  const pathname = path.split('?')[0] ?? '/'
  return STATIC_ROUTES.filter(
    (route) =>
      route.path === '/' || pathname === route.path || pathname.startsWith(`${route.path}/`),
  ).reduce((best, route) => (route.path.length > best.path.length ? route : best))
}

/**
 * The static route whose path is exactly `path`, or `null`: `/og/{path}` draws an image for these
 * only.
 */
export function findStaticRoute(path: string): StaticRoute | null {
  return STATIC_ROUTES.find((route) => route.path === path) ?? null
}

/**
 * URL path of the social image of a static route (src/pages/og/[...path].ts): `/og` for `/`,
 * `/og/contact`…
 */
export function socialImagePath(path: string): string {
  return path === '/' ? '/og' : `/og${path}`
}

/**
 * The social image of an article, as its page's metadata declares it (`image` of
 * src/lib/seo.ts `pageMetadata`): URL path (src/lib/blog-url.ts `articleSocialImagePath`), size
 * and alternative text (the title it shows).
 */
export function articleImage(post: { slug: string; title: string }): {
  url: string
  width: number
  height: number
  alt: string
} {
  return { url: articleSocialImagePath(post.slug), ...OG_SIZE, alt: post.title }
}
