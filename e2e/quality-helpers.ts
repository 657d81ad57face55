import type { APIRequestContext } from '@playwright/test'
import { STATIC_ROUTES, WORDPRESS_URL } from './helpers'

/**
 * Shared by the quality checks (accessibility, HTML validity, crawl, no JavaScript): the pages
 * every check visits are the static routes plus one article of the demo WordPress.
 */

/** Path of the newest published article of the demo WordPress (`/blog/<slug>`). */
export async function firstArticlePath(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/posts?per_page=1`)
  if (!response.ok()) throw new Error(`demo WordPress answered ${response.status()}`)
  const posts = (await response.json()) as { slug?: unknown }[]
  const slug = posts[0]?.slug
  if (typeof slug !== 'string' || !slug) throw new Error('the demo WordPress has no article')
  return `/blog/${slug}`
}

/** Name of the article route in test titles; its path is only known once WordPress answers. */
export const ARTICLE = 'article' as const

/** Every page a quality check visits: the static routes, then the article. */
export const QUALITY_ROUTES = [...STATIC_ROUTES, ARTICLE] as const
export type QualityRoute = (typeof QUALITY_ROUTES)[number]

/** Resolves `ARTICLE` to the path of the demo WordPress's first article. */
export async function resolveRoute(
  route: QualityRoute,
  request: APIRequestContext,
): Promise<string> {
  return route === ARTICLE ? firstArticlePath(request) : route
}
