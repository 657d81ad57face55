import { articlePath } from '../blog/url'
import { META_DESCRIPTION_LENGTH } from '../constants'
import { truncateAtWord } from '../format'
import type { Post } from '../wordpress'
import { pageMetadata, type PageMeta } from './metadata'
import { articleImage } from './social-image'
import { authorPage } from './structured-data'

/**
 * The metadata of a published article: the site's own (docs/specification.md « Article »: the
 * title, the excerpt cut to META_DESCRIPTION_LENGTH, the drawn social image), where the editor's
 * SEO plugin sets nothing else (README « Pointing the site at a real WordPress »): its title,
 * description, robots directives, canonical URL (already kept to the site or WordPress,
 * src/lib/wordpress/seo.ts) and social image win.
 */
export function articleMetadata(post: Post): PageMeta {
  const seo = post.seo
  const canonical = seo?.canonical
  const path = !canonical
    ? articlePath(post.slug)
    : 'postSlug' in canonical
      ? articlePath(canonical.postSlug)
      : canonical.sitePath
  // Open Graph's `article:author` is a profile's URL, not a name.
  const authorUrl = authorPage(post.author)
  return pageMetadata({
    title: post.title,
    documentTitle: seo?.title ?? undefined,
    description:
      seo?.description ?? truncateAtWord(post.excerpt || post.title, META_DESCRIPTION_LENGTH),
    path,
    type: 'article',
    image: seo?.image
      ? {
          url: seo.image.url,
          width: seo.image.width ?? undefined,
          height: seo.image.height ?? undefined,
          alt: seo.image.alt || post.title,
        }
      : articleImage(post),
    publishedTime: post.date,
    modifiedTime: post.modified,
    authors: authorUrl ? [authorUrl] : undefined,
    noindex: seo?.noindex,
    nofollow: seo?.nofollow,
  })
}
