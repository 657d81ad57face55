/**
 * Cache tags (README « Caching »), carried both by WordPress's answers in the data cache
 * (lib/wordpress/cache.ts) and by the blog pages' HTML (Astro's route caching), and expired by
 * `POST /api/revalidate`. Every post-dependent entry carries `posts`, so one tag refreshes all
 * lists and articles; `post(slug)` lets the webhook expire a single article.
 */
export const TAGS = {
  posts: 'wordpress-posts',
  categories: 'wordpress-categories',
  post: (slug: string) => `wordpress-post-${slug}`.slice(0, 256),
} as const

/** docs/specification.md « Constants »: blog page size. */
export const POSTS_PER_PAGE = 9
/** docs/specification.md « Constants »: categories fetched up to 100. */
export const CATEGORIES_PER_PAGE = 100
/** docs/specification.md « Constants »: only the first 5 categories appear as filters. */
export const FILTER_CATEGORY_COUNT = 5
/** docs/specification.md « Constants »: pagination shows at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5
/** docs/specification.md « Constants »: cards show at most 2 category badges. */
export const CARD_CATEGORY_BADGES = 2
/** docs/specification.md « Constants »: the article header shows 3 category badges. */
export const ARTICLE_CATEGORY_BADGES = 3
/** docs/specification.md « Constants »: card excerpt cut to 150 characters at a word boundary. */
export const CARD_EXCERPT_LENGTH = 150
/** docs/specification.md « Constants »: article meta description cut to 160 characters. */
export const META_DESCRIPTION_LENGTH = 160
/** docs/specification.md « Constants »: reading time fixed at 5 min. */
export const READING_TIME_LABEL = '5 min de lecture'
/** Longest search text kept from the URL, in characters: longer input is cut, not rejected. */
export const MAX_SEARCH_LENGTH = 200

/** Path of the search of every article (src/pages/blog/recherche.astro). */
export const SEARCH_PATH = '/blog/recherche'
/** Articles in the RSS feed (`/blog/feed.xml`): the 20 latest. */
export const FEED_POSTS = 20
/** Articles shown under an article: up to 3 sharing one of its categories. */
export const RELATED_POSTS = 3
/** Longest query of the search of every article (`/blog/recherche`), in characters; longer is cut. */
export const SITE_SEARCH_MAX_LENGTH = 100
/** Queries whose WordPress answers the site keeps in memory at most (lib/wordpress/search.ts). */
export const SEARCH_CACHE_ENTRIES = 500
/** Seconds a search answer is kept at most (never longer than `WORDPRESS_CACHE_SECONDS`). */
export const SEARCH_CACHE_SECONDS = 60
/** Seconds a preview link signed by WordPress stays valid (wordpress-plugin/roques-preview.php). */
export const PREVIEW_LINK_SECONDS = 600
/** Seconds an opened preview stays readable in the editor's browser before a new link is needed. */
export const PREVIEW_SESSION_SECONDS = 3600
/** WordPress answers the data cache keeps at most (lib/wordpress/cache.ts), least recently used first out. */
export const WORDPRESS_CACHE_ENTRIES = 2000
/**
 * Seconds a WordPress answer is kept after it was fetched, to be served while WordPress fails
 * (README « Caching »): long past its freshness (`WORDPRESS_CACHE_SECONDS`).
 */
export const WORDPRESS_FALLBACK_SECONDS = 7 * 24 * 3600
/**
 * Seconds a blog page's HTML may still be served once older than `WORDPRESS_CACHE_SECONDS`, while
 * it is rendered again in the background (route caching's `swr`, and `stale-while-revalidate` for
 * shared caches).
 */
export const BLOG_STALE_SECONDS = 24 * 3600
