import { CalendarDays } from 'lucide-react'
import Image from 'next/image'
import { SiteLink } from '@/components/ui/site-link'
import { articlePath } from '@/lib/blog-url'
import { CARD_CATEGORY_BADGES, CARD_EXCERPT_LENGTH } from '@/lib/constants'
import { formatLongDate, truncateAtWord } from '@/lib/format'
import type { PostSummary } from '@/lib/wordpress'
import { CategoryBadges } from './category-badges'

/**
 * A card of the blog list (docs/specification.md « Blog list », « Constants »): featured image, up
 * to 2 category badges, title linking to the article, French long date and the excerpt cut to 150
 * characters. A server component: the list's filter (BlogFilter) only chooses which cards to show.
 * Its image loads lazily: on a phone no card is in the first screen, and the page's largest paint
 * is its heading.
 */
export function PostCard({
  post,
  headingLevel = 2,
}: {
  post: PostSummary
  /** Level of the title: 2 in a list, 3 under an article's « À lire aussi » heading. */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[1200/630] bg-surface-muted">
        {post.image ? (
          <Image
            src={post.image.src}
            alt={post.image.alt}
            fill
            sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
            className="object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-full items-center justify-center font-serif text-4xl text-accent opacity-60"
          >
            §
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CategoryBadges categories={post.categories} max={CARD_CATEGORY_BADGES} />
        <Heading className="font-serif text-xl leading-snug font-semibold">
          <SiteLink
            href={articlePath(post.slug)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {post.title}
          </SiteLink>
        </Heading>
        <p className="flex items-center gap-2 text-sm text-muted">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
        <p className="leading-relaxed text-muted">
          {truncateAtWord(post.excerpt, CARD_EXCERPT_LENGTH)}
        </p>
      </div>
    </article>
  )
}
