import { blogListPath, articlePath } from '../blog/url'
import { STATIC_ROUTES, type ChangeFrequency } from '../routes'
import { getCategoriesWithPosts, getListPageCount, getPostsForSitemap } from '../wordpress'

export const SITEMAP_PATH = '/sitemap.xml'

/** One `<url>` (sitemaps.org « XML tag definitions »). */
export type SitemapEntry = {
  loc: string
  /** W3C datetime. */
  lastmod?: string
  changefreq: ChangeFrequency
  priority: number
}

/** `complete`: WordPress answered every call. */
export type SitemapContent = { entries: SitemapEntry[]; complete: boolean }

/** The home page is the bare origin, as its canonical URL. */
function url(origin: string, path: string): string {
  return path === '/' ? origin : `${origin}${path}`
}

/** sitemaps.org « Sitemap file location »: at most 50,000 URLs in one file. */
const SITEMAP_MAX_URLS = 50_000

async function listPages(origin: string): Promise<SitemapEntry[]> {
  const pages: SitemapEntry[] = []
  const add = (path: string) =>
    pages.push({ loc: url(origin, path), changefreq: 'weekly', priority: 0.5 })
  const totalPages = await getListPageCount()
  for (let page = 2; page <= totalPages && pages.length < SITEMAP_MAX_URLS; page++)
    add(blogListPath({ page }))
  for (const category of await getCategoriesWithPosts()) {
    // 0 for a category whose posts are all password-protected: it has no page.
    const categoryPages = await getListPageCount(category.id)
    for (let page = 1; page <= categoryPages && pages.length < SITEMAP_MAX_URLS; page++)
      add(blogListPath({ page, category: category.slug }))
  }
  return pages
}

/**
 * The static routes, the blog's list pages and every post a search engine may index; when a
 * WordPress call fails, what the others gave, with `complete` false (then kept nowhere).
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
      changefreq: route.sitemap.changeFrequency,
      priority: route.sitemap.priority,
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

/** sitemaps.org « Entity escaping ». */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** sitemaps.org protocol 0.9. */
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
 * docs/specification.md « Quality »; RFC 9309, which has no `Host` line (a Yandex extension that
 * took no scheme, since abandoned).
 * @param origin public origin without trailing slash (`SITE_URL`).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-Agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n')
}
