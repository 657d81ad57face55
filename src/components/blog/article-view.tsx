import { TextLink } from '@/components/ui/text-link'
import { ArrowLeft, CalendarDays, Clock, Share2, UserRound } from '@/components/ui/icons'
import { ArticleBody } from '@/components/blog/article-body'
import { CategoryBadges } from '@/components/blog/category-badges'
import { PostCard, PostCardSymbols } from '@/components/blog/post-card'
import { ShareButton } from '@/components/blog/share-button'
import { JsonLd } from '@/components/seo/json-ld'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { Toaster } from '@/components/ui/toaster'
import { site } from '@/content/site'
import { articlePath, blogListPath } from '@/lib/blog-url'
import { ARTICLE_CATEGORY_BADGES, READING_TIME_LABEL } from '@/lib/constants'
import { formatLongDate } from '@/lib/format'
import { blogPosting } from '@/lib/structured-data'
import type { Post, PostSummary } from '@/lib/wordpress'
import { container } from '@/components/ui/container'
import { EagerServerImage } from '@/components/ui/eager-server-image'

/**
 * An article as the site shows it (docs/specification.md « Article »): up to 3 category badges,
 * title, French long date, fixed reading time, author, the share button twice, featured image,
 * sanitized body, category list, then up to 3 related articles (« À lire aussi »; nothing when
 * there are none; not printed: links to other pages are of no use on paper). Shared by the
 * published article (app/blog/[slug]) and the draft preview (app/blog/apercu), so that a preview
 * looks exactly like the published page.
 *
 * @param banner shown above the article (the preview's banner).
 * @param structuredData false for a draft: no `BlogPosting` for what is not published.
 */
export function ArticleView({
  post,
  related,
  banner,
  structuredData = true,
}: {
  post: Post
  related: readonly PostSummary[]
  banner?: React.ReactNode
  structuredData?: boolean
}) {
  const share = (
    <ShareButton
      title={post.title}
      text={post.excerpt}
      icon={<Share2 aria-hidden="true" className="size-4" />}
    />
  )
  return (
    <>
      {banner}
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
              <EagerServerImage
                src={post.image.src}
                alt={post.image.alt}
                fill
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
                      <a
                        href={blogListPath({ page: 1, category: category.slug })}
                        className="inline-flex min-h-11 min-w-11 items-center rounded-full border border-border px-3 text-sm hover:bg-surface-muted sm:min-h-8 sm:min-w-0"
                      >
                        {category.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-4">
              <TextLink href="/blog">
                <ArrowLeft aria-hidden="true" className="size-4" />
                Tous les articles
              </TextLink>
              {share}
            </div>
          </footer>
        </div>
        <Toaster />
        {structuredData ? <JsonLd data={blogPosting(post)} /> : null}
      </article>
      {related.length > 0 ? (
        <section
          aria-labelledby="a-lire-aussi"
          className="border-t border-border bg-surface py-12 print:hidden"
          data-related-posts
        >
          <div className={container()}>
            <PostCardSymbols />
            <h2 id="a-lire-aussi" className="font-serif text-2xl font-semibold">
              À lire aussi
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id} className="flex">
                  <PostCard post={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  )
}
