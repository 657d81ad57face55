import { ArrowLeft, CalendarDays, Clock, Share2, UserRound } from 'lucide-react'
import type { Metadata } from 'next'
import Image from 'next/image'
import { SiteLink } from '@/components/ui/site-link'
import { notFound } from 'next/navigation'
import { ArticleBody } from '@/components/blog/article-body'
import { CategoryBadges } from '@/components/blog/category-badges'
import { ShareButton } from '@/components/blog/share-button'
import { JsonLd } from '@/components/seo/json-ld'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { Toaster } from '@/components/ui/toaster'
import { site } from '@/content/site'
import { loadArticle } from '@/lib/article'
import { articlePath, blogListPath, parseSlugSegment } from '@/lib/blog-url'
import {
  ARTICLE_CATEGORY_BADGES,
  META_DESCRIPTION_LENGTH,
  READING_TIME_LABEL,
} from '@/lib/constants'
import { formatLongDate, truncateAtWord } from '@/lib/format'
import { pageMetadata } from '@/lib/seo'
import { blogPosting } from '@/lib/structured-data'

type Props = { params: Promise<{ slug: string }> }

/*
 * No article is rendered at build time, so that the build never needs WordPress: each is rendered
 * on its first request, whole, before anything is sent — an unknown slug answers a real 404 — and
 * its HTML is cached for `WORDPRESS_CACHE_SECONDS` (README « Caching »). When WordPress fails and
 * no copy is cached, the page throws and app/blog/[slug]/error.tsx shows the spec's error state.
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
    return { title: 'Article non trouvé', robots: { index: false, follow: true } }
  }
  if (!post) notFound()
  return pageMetadata({
    title: post.title,
    description: truncateAtWord(post.excerpt || post.title, META_DESCRIPTION_LENGTH),
    path: articlePath(post.slug),
    type: 'article',
    publishedTime: post.date,
    modifiedTime: post.modified,
    authors: post.author ? [post.author] : undefined,
  })
}

/** Article (spec §2 « Article », §7 call 2). */
export default async function ArticlePage({ params }: Props) {
  const post = await loadArticle(await slugOf(params))
  if (!post) notFound()

  const share = (
    <ShareButton
      title={post.title}
      text={post.excerpt}
      icon={<Share2 aria-hidden="true" className="size-4" />}
    />
  )
  return (
    <article className="pb-16">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
          <Breadcrumbs
            trail={[
              { name: 'Blog', href: '/blog' },
              { name: post.title, href: articlePath(post.slug) },
            ]}
          />
          <div className="mt-8">
            <CategoryBadges categories={post.categories} max={ARTICLE_CATEGORY_BADGES} linked />
          </div>
          <h1 className="mt-4 font-serif text-3xl leading-tight font-semibold text-balance sm:text-4xl md:text-5xl">
            {post.title}
          </h1>
          <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={post.date}>{formatLongDate(post.date)}</time>
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4" />
              {READING_TIME_LABEL}
            </li>
            <li className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-4" />
              {post.author ?? site.firm.name}
            </li>
          </ul>
          <div className="mt-6">{share}</div>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        {post.image ? (
          <div className="relative mt-10 aspect-[1200/630] overflow-hidden rounded-2xl bg-surface-muted">
            <Image
              src={post.image.src}
              alt={post.image.alt}
              fill
              preload
              fetchPriority="high"
              sizes="(min-width: 768px) 48rem, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
        <ArticleBody className="prose-article mx-auto mt-10" html={post.contentHtml} />
        <footer className="mx-auto mt-12 max-w-[68ch] space-y-6 border-t border-border pt-8">
          {post.categories.length > 0 ? (
            <div>
              <h2 className="text-sm font-semibold text-muted">Catégories</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {post.categories.map((category) => (
                  <li key={category.id}>
                    <SiteLink
                      href={blogListPath({ page: 1, category: category.slug })}
                      className="inline-flex min-h-11 items-center rounded-full border border-border px-3 text-sm hover:bg-surface-muted sm:min-h-8"
                    >
                      {category.name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-4">
            <SiteLink
              href="/blog"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Tous les articles
            </SiteLink>
            {share}
          </div>
        </footer>
      </div>
      <Toaster />
      <JsonLd data={blogPosting(post)} />
    </article>
  )
}
