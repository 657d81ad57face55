import type { MetadataRoute } from 'next'
import { getSiteUrl } from '@/lib/env'
import { blogListPath } from '@/lib/blog-url'
import { STATIC_ROUTES } from '@/lib/routes'
import { getCategoriesWithPosts, getPosts, getPostsForSitemap } from '@/lib/wordpress'

/** Rendered per request (from the WordPress cache): the build never needs WordPress. */
export const dynamic = 'force-dynamic'

/** The blog's later list pages and every category's pages; nothing when WordPress fails. */
async function listPages(origin: string): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = []
  const add = (path: string) =>
    pages.push({ url: `${origin}${path}`, changeFrequency: 'weekly', priority: 0.5 })
  try {
    const { totalPages } = await getPosts({ page: 1 })
    for (let page = 2; page <= totalPages; page++) add(blogListPath({ page }))
    for (const category of await getCategoriesWithPosts()) {
      const { totalPages: categoryPages } = await getPosts({ page: 1, categoryId: category.id })
      for (let page = 1; page <= categoryPages; page++) {
        add(blogListPath({ page, category: category.slug }))
      }
    }
  } catch (error) {
    console.error('Impossible de charger les pages du blog pour le plan du site', error)
  }
  return pages
}

/**
 * `/sitemap.xml`: the static routes, the blog's list and category pages and every published post
 * with its last modification from WordPress. When WordPress is down the static routes are still
 * listed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = getSiteUrl()
  const pages: MetadataRoute.Sitemap = STATIC_ROUTES.map((route) => ({
    url: `${origin}${route.path === '/' ? '' : route.path}`,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }))
  const [lists, posts] = await Promise.all([
    listPages(origin),
    getPostsForSitemap().catch((error: unknown) => {
      console.error('Impossible de charger les articles pour le plan du site', error)
      return []
    }),
  ])
  return [
    ...pages,
    ...lists,
    ...posts.map((post) => ({
      url: `${origin}/blog/${post.slug}`,
      lastModified: post.modified,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ]
}
