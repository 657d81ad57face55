import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArticleView } from '@/components/blog/article-view'
import { loadArticle } from '@/lib/article'
import { articlePath, parseSlugSegment } from '@/lib/blog-url'
import { META_DESCRIPTION_LENGTH } from '@/lib/constants'
import { withFeedLink } from '@/lib/feed'
import { truncateAtWord } from '@/lib/format'
import { loadRelatedPosts } from '@/lib/related-articles'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

/*
 * No article is rendered at build time, so that the build never needs WordPress: each is rendered
 * on its first request, whole, before anything is sent — an unknown slug answers a real 404 — and
 * its HTML is cached for `WORDPRESS_CACHE_SECONDS` (README « Caching »), related articles
 * included. When WordPress fails and no copy is cached, the page throws and
 * app/blog/[slug]/error.tsx shows the spec's error state.
 */
export function generateStaticParams(): { slug: string }[] {
  return []
}

/** The slug of the URL, or the 404 page for what cannot be a WordPress slug. */
async function slugOf(params: Props['params']): Promise<string> {
  const slug = parseSlugSegment((await params).slug)
  if (slug === null) notFound()
  return slug
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugOf(params)
  let post
  try {
    post = await loadArticle(slug)
  } catch {
    // The page throws the same error, shown by error.tsx; its title says what the visitor sees.
    return withFeedLink({ title: 'Article non trouvé', robots: { index: false, follow: true } })
  }
  if (!post) notFound()
  return withFeedLink(
    pageMetadata({
      title: post.title,
      description: truncateAtWord(post.excerpt || post.title, META_DESCRIPTION_LENGTH),
      path: articlePath(post.slug),
      type: 'article',
      publishedTime: post.date,
      modifiedTime: post.modified,
      authors: post.author ? [post.author] : undefined,
    }),
  )
}

/**
 * Article (docs/specification.md « Article », « WordPress calls » call 2), then its related
 * articles.
 */
export default async function ArticlePage({ params }: Props) {
  const post = await loadArticle(await slugOf(params))
  if (!post) notFound()
  return <ArticleView post={post} related={await loadRelatedPosts(post)} />
}
