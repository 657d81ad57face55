/**
 * Cache tags of WordPress answers (../shared/ARCHITECTURE.md « Data flow of the blog »), expired by
 * `POST /api/revalidate`. Every post-dependent entry carries `posts`, so one tag refreshes all lists
 * and articles; `post:{slug}` lets the webhook expire a single article.
 */
export const TAGS = {
  posts: 'wordpress-posts',
  categories: 'wordpress-categories',
  post: (slug: string) => `wordpress-post-${slug}`.slice(0, 256),
} as const

/** Spec §9: blog page size. */
export const POSTS_PER_PAGE = 9
/** Spec §9: categories fetched up to 100. */
export const CATEGORIES_PER_PAGE = 100
/** Spec §9: only the first 5 categories appear as filters. */
export const FILTER_CATEGORY_COUNT = 5
/** Spec §9: pagination shows at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5
/** Spec §9: cards show at most 2 category badges. */
export const CARD_CATEGORY_BADGES = 2
/** Spec §9: the article header shows 3 category badges. */
export const ARTICLE_CATEGORY_BADGES = 3
/** Spec §9: card excerpt cut to 150 characters at a word boundary. */
export const CARD_EXCERPT_LENGTH = 150
/** Spec §9: article meta description cut to 160 characters. */
export const META_DESCRIPTION_LENGTH = 160
/** Spec §9: reading time fixed at 5 min. */
export const READING_TIME_LABEL = '5 min de lecture'
/** Longest search text kept from the URL, in characters: longer input is cut, not rejected. */
export const MAX_SEARCH_LENGTH = 200
