import type { MetadataRoute } from 'next'
import { expertiseAreas } from '@/content/expertise'
import { getSiteUrl } from '@/lib/env'
import { getPostsForSitemap } from '@/lib/wordpress'

/** Rendered per request (from the WordPress cache): the build never needs WordPress. */
export const dynamic = 'force-dynamic'

const STATIC_ROUTES: {
  path: string
  priority: number
  changeFrequency: 'weekly' | 'monthly' | 'yearly'
}[] = [
  { path: '/', priority: 1, changeFrequency: 'monthly' },
  { path: '/a-propos', priority: 0.8, changeFrequency: 'yearly' },
  { path: '/domaines-expertise', priority: 0.9, changeFrequency: 'yearly' },
  ...expertiseAreas.map((area) => ({
    path: `/expertise/${area.slug}`,
    priority: 0.9,
    changeFrequency: 'yearly' as const,
  })),
  { path: '/mediation', priority: 0.7, changeFrequency: 'yearly' },
  { path: '/mediation/conventionnelle', priority: 0.6, changeFrequency: 'yearly' },
  { path: '/mediation/judiciaire', priority: 0.6, changeFrequency: 'yearly' },
  { path: '/honoraires', priority: 0.7, changeFrequency: 'yearly' },
  { path: '/blog', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/contact', priority: 0.9, changeFrequency: 'yearly' },
  { path: '/mentions-legales', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/confidentialite', priority: 0.2, changeFrequency: 'yearly' },
]

/**
 * `/sitemap.xml` (issue 6 §2): the static routes and every published post with its last
 * modification from WordPress. When WordPress is down the static routes are still listed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = getSiteUrl()
  const pages: MetadataRoute.Sitemap = STATIC_ROUTES.map((route) => ({
    url: `${origin}${route.path === '/' ? '' : route.path}`,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }))
  try {
    const posts = await getPostsForSitemap()
    return [
      ...pages,
      ...posts.map((post) => ({
        url: `${origin}/blog/${encodeURIComponent(post.slug)}`,
        lastModified: post.modified,
        changeFrequency: 'monthly' as const,
        priority: 0.6,
      })),
    ]
  } catch (error) {
    console.error('Impossible de charger les articles pour le plan du site', error)
    return pages
  }
}
