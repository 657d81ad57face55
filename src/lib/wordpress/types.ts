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

/** What the editor set in an SEO plugin (seo.ts); `null` or `false`: the site's own. */
export type PostSeo = {
  /** The whole document title, as the plugin writes it. */
  title: string | null
  description: string | null
  noindex: boolean
  nofollow: boolean
  /** A page of the site, or another post's article; `null`: the page's own. */
  canonical: { sitePath: string } | { postSlug: string } | null
  /** Never the featured image, the plugins' own default. */
  image: { url: string; width: number | null; height: number | null; alt: string } | null
}

export type Post = PostSummary & {
  /** Sanitized by `sanitize.ts`. */
  contentHtml: string
  /** `null` without an SEO plugin. */
  seo: PostSeo | null
}

/** A published post with a password: the site shows nothing of it. */
export type ReservedPost = { reserved: true; slug: string }

/** A published post as the index of every post knows it (post-index.ts). */
export type PostIndexEntry = {
  id: number
  slug: string
  link: string | null
  /** ISO 8601 UTC. */
  modified: string
  sticky: boolean
  protected: boolean
  categoryIds: number[]
  /** Yoast SEO's `robots.index`. */
  noindex: boolean
}

export type PostsPage = {
  posts: PostSummary[]
  page: number
  /** 0 when WordPress has no post, 1 when `X-WP-TotalPages` is missing. */
  totalPages: number
  total: number
}

export type PostSitemapEntry = { slug: string; modified: string }
