/**
 * The blog as the site sees it, built by `reshape.ts`: nothing outside `lib/wordpress/` sees a raw
 * WordPress shape (docs/architecture.md « WordPress »). Texts are plain, entities decoded.
 */

export type Category = {
  id: number
  name: string
  slug: string
}

/** Sizes in pixels, when WordPress knows them. */
export type BlogImage = {
  src: string
  /** Empty for a decorative image. */
  alt: string
  width: number | null
  height: number | null
}

export type PostSummary = {
  id: number
  slug: string
  title: string
  /** ISO 8601 in the site's time zone, without offset, as WordPress gives it. */
  date: string
  modified: string
  /** Whole; cards cut it. */
  excerpt: string
  categories: Category[]
  /** `null` when absent, forbidden or malformed. */
  image: BlogImage | null
  /** `null` when WordPress hides it. */
  author: string | null
}

export type Post = PostSummary & {
  /** Sanitized by `sanitize.ts`. */
  contentHtml: string
}

export type PostsPage = {
  posts: PostSummary[]
  page: number
  /** 0 when WordPress has no post, 1 when `X-WP-TotalPages` is missing. */
  totalPages: number
  total: number
}

export type PostSitemapEntry = { slug: string; modified: string }
