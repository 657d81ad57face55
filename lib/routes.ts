import { expertiseAreas } from '../content/expertise'
import { mediationPages } from '../content/mediation'

/** How often a page changes, as the sitemap protocol says it (sitemaps.org « changefreq »). */
export type ChangeFrequency = 'weekly' | 'monthly' | 'yearly'

/**
 * A route of docs/specification.md « Routes » that exists whatever WordPress holds, with what the
 * sitemap says of it (`priority` from 0 to 1).
 */
export type StaticRoute = { path: string; priority: number; changeFrequency: ChangeFrequency }

/**
 * Every route of docs/specification.md « Routes » but the blog's later pages, categories and
 * articles, the search, the feed and the 404 page, in the specification's order; the expertise and
 * mediation pages are those of content/. The one list the sitemap, the browser tests and the
 * benchmarks visit (scripts/routes.mjs repeats it for Node scripts, checked by lib/routes.test.ts).
 */
export const STATIC_ROUTES: readonly StaticRoute[] = [
  { path: '/', priority: 1, changeFrequency: 'monthly' },
  { path: '/a-propos', priority: 0.8, changeFrequency: 'yearly' },
  { path: '/domaines-expertise', priority: 0.9, changeFrequency: 'yearly' },
  ...expertiseAreas.map((area) => ({
    path: `/expertise/${area.slug}`,
    priority: 0.9,
    changeFrequency: 'yearly' as const,
  })),
  { path: '/mediation', priority: 0.7, changeFrequency: 'yearly' },
  ...Object.values(mediationPages).map((page) => ({
    path: `/mediation/${page.slug}`,
    priority: 0.6,
    changeFrequency: 'yearly' as const,
  })),
  { path: '/honoraires', priority: 0.7, changeFrequency: 'yearly' },
  { path: '/blog', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/contact', priority: 0.9, changeFrequency: 'yearly' },
  { path: '/mentions-legales', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/confidentialite', priority: 0.2, changeFrequency: 'yearly' },
]

/** The paths of {@link STATIC_ROUTES}, in the same order. */
export const STATIC_PATHS: readonly string[] = STATIC_ROUTES.map((route) => route.path)
