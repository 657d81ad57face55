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

/** sitemaps.org « changefreq ». */
export type ChangeFrequency = 'weekly' | 'monthly' | 'yearly'

/** A route that exists whatever WordPress holds: its metadata and its sitemap entry. */
export type StaticRoute = {
  path: string
  /** Without the site name. */
  title: string
  description: string
  /** Line above the title on the social image. */
  kicker?: string
  /** From 0 to 1. */
  priority: number
  changeFrequency: ChangeFrequency
}

/**
 * The routes of docs/specification.md « Routes » that do not come from WordPress, in its order:
 * the one list of metadata, social images, sitemap, tests and benchmarks (scripts/routes.mjs
 * repeats the paths for Node scripts; src/lib/routes.test.ts checks it).
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
    // « expertise » is kept to the menu's label (docs/specification.md « Rules for the copy »).
    kicker: 'Domaine d’activité',
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

export const STATIC_PATHS: readonly string[] = STATIC_ROUTES.map((route) => route.path)

/** The static route at `path` or the nearest above it, whose social image a page shares. */
export function staticRoute(path: string): StaticRoute {
  const pathname = path.split('?')[0] ?? '/'
  return STATIC_ROUTES.filter(
    (route) =>
      route.path === '/' || pathname === route.path || pathname.startsWith(`${route.path}/`),
  ).reduce((best, route) => (route.path.length > best.path.length ? route : best))
}

export function findStaticRoute(path: string): StaticRoute | null {
  return STATIC_ROUTES.find((route) => route.path === path) ?? null
}

/** src/pages/og/[...path].ts */
export function socialImagePath(path: string): string {
  return path === '/' ? '/og' : `/og${path}`
}

/** An article's social image as src/lib/seo.ts `pageMetadata` declares it. */
export function articleImage(post: { slug: string; title: string }): {
  url: string
  width: number
  height: number
  alt: string
} {
  return { url: articleSocialImagePath(post.slug), ...OG_SIZE, alt: post.title }
}
