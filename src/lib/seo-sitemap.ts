import { blogListPath, articlePath } from './blog-url'
import { STATIC_ROUTES, type ChangeFrequency } from './routes'
import { getCategoriesWithPosts, getPosts, getPostsForSitemap } from './wordpress'

/** Path of the sitemap (src/pages/sitemap.xml.ts), named by robots.txt. */
export const SITEMAP_PATH = '/sitemap.xml'

/** One `<url>` of the sitemap (sitemaps.org « XML tag definitions »). */
export type SitemapEntry = {
  /** Absolute URL. */
  loc: string
  /** W3C datetime of the last modification, when known. */
  lastmod?: string
  changefreq: ChangeFrequency
  /** From 0 to 1. */
  priority: number
}

/** The sitemap's entries, and whether WordPress answered every call they were read from. */
export type SitemapContent = { entries: SitemapEntry[]; complete: boolean }

/** `origin` + `path`, the home page being the bare origin (as its canonical URL). */
function url(origin: string, path: string): string {
  return path === '/' ? origin : `${origin}${path}`
}

/** The blog's later list pages and every category's pages (they hold posts, so they exist). */
async function listPages(origin: string): Promise<SitemapEntry[]> {
  const pages: SitemapEntry[] = []
  const add = (path: string) =>
    pages.push({ loc: url(origin, path), changefreq: 'weekly', priority: 0.5 })
  const { totalPages } = await getPosts({ page: 1 })
  for (let page = 2; page <= totalPages; page++) add(blogListPath({ page }))
  for (const category of await getCategoriesWithPosts()) {
    const { totalPages: categoryPages } = await getPosts({ page: 1, categoryId: category.id })
    for (let page = 1; page <= categoryPages; page++)
      add(blogListPath({ page, category: category.slug }))
  }
  return pages
}

/**
 * What `/sitemap.xml` lists: the static routes of src/lib/routes.ts (their priority and change
 * frequency), the blog's later list pages and every category's pages, and every published post
 * with its last modification from WordPress. WordPress's answers come through src/lib/wordpress's
 * cache. When a WordPress call fails the static routes are still listed, with what the other
 * calls gave, and `complete` is false (the endpoint then keeps no copy).
 * @param origin public origin without trailing slash (`SITE_URL`).
 */
export async function sitemapContent(origin: string): Promise<SitemapContent> {
  let complete = true
  const failed = (what: string) => (error: unknown) => {
    console.error(`Impossible de charger ${what} pour le plan du site`, error)
    complete = false
    return []
  }
  const [lists, posts] = await Promise.all([
    listPages(origin).catch(failed('les pages du blog')),
    getPostsForSitemap().catch(failed('les articles')),
  ])
  const entries: SitemapEntry[] = [
    ...STATIC_ROUTES.map((route) => ({
      loc: url(origin, route.path),
      changefreq: route.changeFrequency,
      priority: route.priority,
    })),
    ...lists,
    ...posts.map((post) => ({
      loc: url(origin, articlePath(post.slug)),
      lastmod: post.modified,
      changefreq: 'monthly' as const,
      priority: 0.6,
    })),
  ]
  return { entries, complete }
}

/** Text escaped for XML (sitemaps.org « Entity escaping »). */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/**
 * The sitemap document of `entries` (sitemaps.org protocol 0.9, `<urlset>` in UTF-8), in their
 * order.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '<url>',
      `<loc>${escapeXml(entry.loc)}</loc>`,
      entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '',
      `<changefreq>${entry.changefreq}</changefreq>`,
      `<priority>${entry.priority}</priority>`,
      '</url>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * `/robots.txt` (docs/specification.md « Quality »; RFC 9309): every path may be crawled but the
 * API, and the sitemap's absolute URL.
 * @param origin public origin without trailing slash (`SITE_URL`).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-Agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Host: ${origin}`,
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n')
}
