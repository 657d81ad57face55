// Relative imports with extensions: Node.js scripts import this table (« Modules: TypeScript »).
import { about } from '../../content/about.ts'
import { blogIntro } from '../../content/blog.ts'
import { contactPage } from '../../content/contact.ts'
import { expertiseAreas, expertiseDetails, expertiseOverview } from '../../content/expertise.ts'
import { fees } from '../../content/fees.ts'
import { homeMeta } from '../../content/home.ts'
import { legalNotice, privacyPolicy } from '../../content/legal.ts'
import { mediationOverview, mediationPages } from '../../content/mediation.ts'
import { EXPERTISE_LABEL, site } from '../../content/site.ts'

/** sitemaps.org « changefreq ». */
export type ChangeFrequency = 'weekly' | 'monthly' | 'yearly'

/** Astro's route caching of a page (`routeRules`), in seconds: fresh, then served stale. */
export type CachePolicy = { maxAge: number; swr: number }

/** The content pages, which only change with a deployment: an hour, then a day stale. */
export const CONTENT_PAGE_CACHE: CachePolicy = { maxAge: 3600, swr: 86_400 }

/** Where a page is linked from the footer besides the main menu (docs/specification.md « Shared footer »). */
export type FooterGroup = 'navigation' | 'domains' | 'legal'

/** A page that exists whatever WordPress holds: one row of the route table. */
export type StaticRoute = {
  path: string
  /** Astro's route of the file under src/pages/ that answers it, e.g. `/expertise/[slug]`. */
  route: string
  /** Without the site name. */
  title: string
  description: string
  /** Line above the title on the social image. */
  kicker?: string
  /** Its label in the main menu (header and footer), in the table's order. */
  menu?: string
  /** Its link in a column of the footer, with that label. */
  footer?: { group: FooterGroup; label: string }
  sitemap: { priority: number; changeFrequency: ChangeFrequency }
  /** `routeRules`; absent where the route sets its own (the blog: `WORDPRESS_CACHE_SECONDS`). */
  cache?: CachePolicy
}

/**
 * The routes of docs/specification.md « Routes » that do not come from WordPress, in its order:
 * the one list of metadata, social images, menus, footer, sitemap, route caching (astro.config.ts
 * `routeRules`), tests and benchmarks. README « Adding a page ».
 */
export const STATIC_ROUTES: readonly StaticRoute[] = [
  {
    path: '/',
    route: '/',
    ...homeMeta,
    menu: 'Accueil',
    sitemap: { priority: 1, changeFrequency: 'monthly' },
    cache: CONTENT_PAGE_CACHE,
  },
  {
    path: '/a-propos',
    route: '/a-propos',
    title: about.metaTitle,
    description: about.metaDescription,
    menu: 'À propos',
    sitemap: { priority: 0.8, changeFrequency: 'yearly' },
    cache: CONTENT_PAGE_CACHE,
  },
  {
    path: '/domaines-expertise',
    route: '/domaines-expertise',
    title: expertiseOverview.metaTitle,
    description: expertiseOverview.metaDescription,
    menu: EXPERTISE_LABEL,
    sitemap: { priority: 0.9, changeFrequency: 'yearly' },
    cache: CONTENT_PAGE_CACHE,
  },
  ...expertiseAreas.map((area): StaticRoute => ({
    path: `/expertise/${area.slug}`,
    route: '/[section]/[slug]',
    title: expertiseDetails[area.slug].metaTitle,
    description: expertiseDetails[area.slug].metaDescription,
    // « expertise » is kept to the menu's label (docs/specification.md « Rules for the copy »).
    kicker: 'Domaine d’activité',
    footer: { group: 'domains', label: area.title },
    sitemap: { priority: 0.9, changeFrequency: 'yearly' },
    cache: CONTENT_PAGE_CACHE,
  })),
  {
    path: '/mediation',
    route: '/mediation',
    title: mediationOverview.metaTitle,
    description: mediationOverview.metaDescription,
    menu: 'Médiation',
    sitemap: { priority: 0.7, changeFrequency: 'yearly' },
    cache: CONTENT_PAGE_CACHE,
  },
  ...Object.values(mediationPages).map((page): StaticRoute => ({
    path: `/mediation/${page.slug}`,
    route: '/[section]/[slug]',
    title: page.metaTitle,
    description: page.metaDescription,
    kicker: 'Médiation',
    sitemap: { priority: 0.6, changeFrequency: 'yearly' },
    cache: CONTENT_PAGE_CACHE,
  })),
  {
    path: '/honoraires',
    route: '/honoraires',
    title: fees.metaTitle,
    description: fees.metaDescription,
    menu: 'Honoraires',
    sitemap: { priority: 0.7, changeFrequency: 'yearly' },
    cache: CONTENT_PAGE_CACHE,
  },
  {
    path: '/blog',
    // With its later pages and its categories' (lib/blog/url.ts `readListUrl`).
    route: '/blog/[...list]',
    title: blogIntro.title,
    description: blogIntro.description,
    // The header's « Actualités » leaves for the external news blog (spec « Shared header »): the
    // practice's own articles are reached from the footer.
    footer: { group: 'navigation', label: blogIntro.title },
    sitemap: { priority: 0.8, changeFrequency: 'weekly' },
  },
  {
    path: '/contact',
    route: '/contact',
    title: contactPage.metaTitle,
    description: contactPage.metaDescription,
    menu: 'Contact',
    sitemap: { priority: 0.9, changeFrequency: 'yearly' },
    cache: CONTENT_PAGE_CACHE,
  },
  {
    path: '/mentions-legales',
    route: '/mentions-legales',
    title: legalNotice.metaTitle,
    description: legalNotice.metaDescription,
    footer: { group: 'legal', label: 'Mentions légales' },
    sitemap: { priority: 0.2, changeFrequency: 'yearly' },
    cache: CONTENT_PAGE_CACHE,
  },
  {
    path: '/confidentialite',
    route: '/confidentialite',
    title: privacyPolicy.metaTitle,
    description: privacyPolicy.metaDescription,
    footer: { group: 'legal', label: 'Politique de confidentialité' },
    sitemap: { priority: 0.2, changeFrequency: 'yearly' },
    cache: CONTENT_PAGE_CACHE,
  },
]

/** The other files of src/pages/, by Astro route: each sets its own caching (README « Caching »). */
export const OTHER_ROUTES: Readonly<Record<string, string>> = {
  '/404': 'the 404 page',
  '/500': 'the error page',
  '/blog/[slug]': 'an article',
  '/blog/[slug]/opengraph-image': 'an article’s social image',
  '/blog/apercu/[id]': 'a draft preview',
  '/blog/recherche': 'the search of every article',
  '/blog/feed.xml': 'the RSS feed',
  '/contact/demande-envoyee': 'the form’s confirmation without JavaScript',
  '/api/consultation': 'the consultation form’s endpoint',
  '/api/health': 'the health check',
  '/api/preview': 'the draft preview’s signed link',
  '/api/preview/exit': 'the end of a draft preview',
  '/api/revalidate': 'the webhook',
  '/og/[...path]': 'a static page’s social image',
  '/apple-icon.png': 'the touch icon',
  '/robots.txt': 'robots.txt',
  '/sitemap.xml': 'the sitemap',
}

/** The endpoints that export `POST` (routes.test.ts checks): any other route answers it 405. */
export const POST_ROUTES: readonly string[] = [
  '/api/consultation',
  '/api/preview/exit',
  '/api/revalidate',
]

export const STATIC_PATHS: readonly string[] = STATIC_ROUTES.map((route) => route.path)

/** Astro's `routeRules`: each route's cache policy (rows sharing a route share it). */
export function routeRules(): Record<string, CachePolicy> {
  return Object.fromEntries(
    STATIC_ROUTES.flatMap((row) => (row.cache ? [[row.route, row.cache] as const] : [])),
  )
}

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

/** One link of the menu or the footer. */
export type MenuItem = {
  /** Visible French label. */
  name: string
  /** Internal route (`/…`) or absolute URL for an external link. */
  href: string
  /** True when `href` leaves the site: opened in a new tab with `rel="noopener noreferrer"`. */
  external?: boolean
}

/**
 * The main menu of header and footer (docs/specification.md « Shared header »): the rows with a
 * menu label, and « Actualités », the external news blog, before « Contact ».
 */
export const mainMenu: readonly MenuItem[] = STATIC_ROUTES.flatMap((row): MenuItem[] => {
  if (!row.menu) return []
  const item = { name: row.menu, href: row.path }
  return row.path === '/contact'
    ? [{ name: 'Actualités', href: site.links.newsBlog, external: true }, item]
    : [item]
})

/** The links of one column of the footer, in the table's order. */
export function footerLinks(group: FooterGroup): MenuItem[] {
  return STATIC_ROUTES.flatMap((row) =>
    row.footer?.group === group ? [{ name: row.footer.label, href: row.path }] : [],
  )
}
