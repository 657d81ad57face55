/**
 * Cache tags of WordPress's answers and of the blog's HTML (README « Caching »): every entry that
 * depends on posts carries `posts`; `post(slug)` expires one article.
 */
export const TAGS = {
  posts: 'wordpress-posts',
  categories: 'wordpress-categories',
  post: (slug: string) => `wordpress-post-${slug}`.slice(0, 256),
} as const

// docs/specification.md « Constants ».
export const POSTS_PER_PAGE = 9
export const CATEGORIES_PER_PAGE = 100
export const FILTER_CATEGORY_COUNT = 5
export const MAX_PAGE_BUTTONS = 5
export const CARD_CATEGORY_BADGES = 2
export const ARTICLE_CATEGORY_BADGES = 3
export const CARD_EXCERPT_LENGTH = 150
export const META_DESCRIPTION_LENGTH = 160
export const READING_TIME_LABEL = '5 min de lecture'

// Lengths in characters (longer input is cut, not rejected), durations in seconds.
export const MAX_SEARCH_LENGTH = 200
export const SEARCH_PATH = '/blog/recherche'
export const FEED_POSTS = 20
export const RELATED_POSTS = 3
export const SITE_SEARCH_MAX_LENGTH = 100
export const SEARCH_CACHE_ENTRIES = 500
/** Never longer than `WORDPRESS_CACHE_SECONDS`. */
export const SEARCH_CACHE_SECONDS = 60
/** A preview link signed by WordPress (wordpress-plugin/roques-preview.php). */
export const PREVIEW_LINK_SECONDS = 600
/** An opened preview, before the editor needs a new link. */
export const PREVIEW_SESSION_SECONDS = 3600
export const WORDPRESS_CACHE_ENTRIES = 2000
/** Answers that a post does not exist (an unknown slug), kept apart from the others. */
export const WORDPRESS_ABSENT_ENTRIES = 200
/** How long a WordPress answer may stand in while WordPress fails (README « Caching »). */
export const WORDPRESS_FALLBACK_SECONDS = 7 * 24 * 3600
/** How long a blog page is served stale while rendered again (`swr`). */
export const BLOG_STALE_SECONDS = 24 * 3600
