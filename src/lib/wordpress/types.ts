/**
 * The blog as the site sees it: our own types, built from WordPress answers by `reshape.ts`.
 * Nothing outside `lib/wordpress/` sees a raw WordPress shape (docs/architecture.md « WordPress »).
 */

/** A post category (docs/specification.md « WordPress calls »); `name` is plain text. */
export type Category = {
  id: number
  name: string
  slug: string
}

/** An image served by WordPress; sizes in pixels when WordPress knows them. */
export type BlogImage = {
  src: string
  /** Alternative text from the media library; empty for a decorative image. */
  alt: string
  width: number | null
  height: number | null
}

/** What a card and the list need about a post. */
export type PostSummary = {
  id: number
  slug: string
  /** Plain text, entities decoded. */
  title: string
  /** ISO 8601 publication date as WordPress gives it (site time zone, no offset). */
  date: string
  /** ISO 8601 last modification date. */
  modified: string
  /** Plain-text excerpt, whole (cards cut it to 150 characters). */
  excerpt: string
  /** Categories in WordPress's order, named (docs/specification.md « WordPress calls »). */
  categories: Category[]
  /** Featured image, `null` when absent, forbidden or malformed. */
  image: BlogImage | null
  /** Display name of the author, `null` when WordPress hides it. */
  author: string | null
}

/** A whole article: the summary plus its body, already sanitized for rendering. */
export type Post = PostSummary & {
  /** Sanitized HTML body (`sanitize.ts`): safe to render with `dangerouslySetInnerHTML`. */
  contentHtml: string
}

/** One page of the list (docs/specification.md « WordPress calls » call 1). */
export type PostsPage = {
  posts: PostSummary[]
  /** Current page, from 1. */
  page: number
  /** From `X-WP-TotalPages`: 0 when WordPress has no post, 1 when the header is missing. */
  totalPages: number
  /** From `X-WP-Total`, or the count of posts received when the header is missing. */
  total: number
}

/** What the sitemap needs about a post. */
export type PostSitemapEntry = { slug: string; modified: string }
