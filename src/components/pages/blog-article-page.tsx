import type { ReactNode } from 'react'
import { TextLink } from '@/components/ui/text-link'
import { ArrowLeft, CalendarDays, Clock, UserRound } from 'lucide-react'
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs'
import { container } from '@/components/ui/container'
import type { CardPost, PictureAttributes } from '@/components/blog/blog-images'
import { CategoryBadges } from '@/components/blog/category-badges'
import { PostCard, PostCardSymbols } from '@/components/blog/post-card'
import { site } from '@/content/site'
import { articleCta, blogIntro } from '@/content/blog'
import { articlePath, blogListPath } from '@/lib/blog/url'
import { ARTICLE_CATEGORY_BADGES, READING_TIME_LABEL } from '@/lib/constants'
import type { Post } from '@/lib/wordpress'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'
import { LongDate } from '@/components/ui/long-date'
import { CtaPanel } from '@/components/sections/cta-panel'
import { actionLabels } from '@/content/actions'

/** The breadcrumb trail of an article, after « Accueil ». */
export function articleTrail(post: Pick<Post, 'slug' | 'title'>): Crumb[] {
  return [
    { name: blogIntro.title, href: '/blog' },
    { name: post.title, href: articlePath(post.slug) },
  ]
}

/**
 * An article as the site shows it (docs/specification.md « Article »): up to 3 category badges,
 * title, French long date, fixed reading time, author, the share button twice, featured image,
 * sanitized body, category list, then the consultation band of every page that leads to the
 * practice (CtaPanel: /contact and the phone) and up to 3 related articles (« À lire aussi »;
 * nothing when there are none). Neither is printed: links to other pages are of no use on paper.
 * The body and its footer share one column, the body's measure (`.article-measure`). Shared by the
 * published article (`/blog/{slug}`) and the draft preview (`/blog/apercu/{id}`), so that a
 * preview looks exactly like the published page. Rendered on the server; the share buttons are
 * islands the route passes in (`shareTop`, `shareBottom`: Astro's named slots).
 *
 * @param cover the featured image, ready to draw (src/components/blog/blog-images.ts).
 * @param banner shown above the article (the preview's banner).
 */
export function BlogArticlePage({
  post,
  cover,
  related,
  banner,
  shareTop,
  shareBottom,
}: {
  post: Post
  cover: PictureAttributes | null
  related: readonly CardPost[]
  banner?: ReactNode
  shareTop?: ReactNode
  shareBottom?: ReactNode
}) {
  return (
    <>
      {banner}
      <article className="pb-16">
        <header className="border-b border-border bg-surface">
          <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
            <Breadcrumbs trail={articleTrail(post)} />
            <div className="mt-8">
              <CategoryBadges categories={post.categories} max={ARTICLE_CATEGORY_BADGES} linked />
            </div>
            <h1 className="mt-4 font-serif text-3xl leading-tight font-semibold text-balance hyphens-auto wrap-break-word sm:text-4xl md:text-5xl">
              <WithUnbrokenNumbers text={post.title} />
            </h1>
            <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted">
              <li className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4" />
                <LongDate iso={post.date} />
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
            <div className="mt-6">{shareTop}</div>
          </div>
        </header>

        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          {cover ? (
            <div className="article-cover relative mt-10 aspect-[1200/630] overflow-hidden rounded-2xl bg-surface-muted">
              <img
                src={cover.src}
                srcSet={cover.srcset}
                sizes={cover.sizes}
                width={cover.width}
                height={cover.height}
                alt={cover.alt}
                loading="eager"
                decoding="async"
                fetchPriority="high"
                className="absolute inset-0 size-full object-cover"
              />
            </div>
          ) : null}
          <div
            className="article-measure prose-article mx-auto mt-10"
            // Sanitized on the server by src/lib/wordpress/sanitize.ts (allow-list, no scripts or
            // handlers, images through the site's image endpoint).
            dangerouslySetInnerHTML={{ __html: post.contentHtml }}
          />
          <footer className="article-measure mx-auto mt-12 space-y-6 border-t border-border pt-8">
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
                {actionLabels.backToBlog}
              </TextLink>
              {shareBottom}
            </div>
          </footer>
        </div>
      </article>
      <CtaPanel id="titre-consultation" {...articleCta} className="print:hidden" />
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
