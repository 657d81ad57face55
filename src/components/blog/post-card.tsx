import { CalendarDays } from 'lucide-react'
import { articlePath } from '@/lib/blog/url'
import { CARD_CATEGORY_BADGES, CARD_EXCERPT_LENGTH } from '@/lib/constants'
import { truncateAtWord } from '@/lib/format'
import { LongDate } from '@/components/ui/long-date'
import type { CardPost } from './blog-images'
import { CategoryBadges } from './category-badges'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

/** Id of the calendar icon every card draws (PostCardSymbols). */
const CALENDAR_SYMBOL_ID = 'icone-date-article'
/** Id of the vignette of a card without a featured image (PostCardSymbols). */
const VIGNETTE_SYMBOL_ID = 'vignette-article'

/**
 * What every card on a page draws, defined once: the calendar icon in front of each card's date,
 * and the vignette of a card whose article has no featured image. Each card then refers to them
 * with `<use>` (about 80 bytes of HTML) instead of carrying the drawing (about 620 bytes: 5 KB of
 * a list page, docs/benchmarks.md « The blog under load »). Render it once on every page that
 * shows PostCard, next to the cards; a card without it shows no icon.
 *
 * The vignette is drawn in the theme's colours (the accent on the card's muted fill, a seal
 * around a « § »), so that it reads as a design in both themes, never as a broken image.
 */
export function PostCardSymbols() {
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol id={CALENDAR_SYMBOL_ID} viewBox="0 0 24 24">
        <CalendarDays />
      </symbol>
      <symbol id={VIGNETTE_SYMBOL_ID} viewBox="0 0 1200 630">
        <path
          d="M150 315h300m300 0h300"
          stroke="currentColor"
          strokeOpacity="0.4"
          strokeWidth="2"
        />
        <circle
          cx="600"
          cy="315"
          r="124"
          stroke="currentColor"
          strokeWidth="3"
          style={{ fill: 'var(--surface)' }}
        />
        <circle
          cx="600"
          cy="315"
          r="106"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.45"
          strokeWidth="1.5"
        />
        <text
          x="600"
          y="318"
          textAnchor="middle"
          dominantBaseline="central"
          fill="currentColor"
          fontFamily="var(--font-source-serif), Georgia, serif"
          fontSize="136"
          fontWeight="600"
        >
          §
        </text>
      </symbol>
    </svg>
  )
}

/** Classes of a card's image: it fills the card's media box, cropped (`object-cover`). */
const IMAGE_CLASS = 'absolute inset-0 size-full object-cover'

/**
 * A card of the blog list (docs/specification.md « Blog list », « Constants »): featured image, up
 * to 2 category badges, title linking to the article, French long date and the excerpt cut to 150
 * characters. Rendered on the server without script: the list's filter (./list-filter.ts) only
 * chooses which cards to show. Its image comes from the site's image endpoint (blog-images.ts) and loads
 * lazily, unless `inFirstScreen`: on `/blog` no card is in a phone's first screen, and the page's
 * largest paint is its heading; under a category's shorter header the first card's image is, and
 * it is that page's largest paint. Its classes are named in src/styles/globals.css, as they repeat
 * on every card; its calendar icon is PostCardSymbols's, which the page renders once.
 */
export function PostCard({
  post,
  headingLevel = 2,
  inFirstScreen = false,
}: {
  post: CardPost
  /** Level of the title: 2 in a list, 3 under an article's « À lire aussi » heading. */
  headingLevel?: 2 | 3
  /**
   * The card shows in the first screen of a phone: its image is fetched with the page, at high
   * priority, instead of once laid out (HTML « Lazy loading attributes », `fetchpriority`).
   */
  inFirstScreen?: boolean
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article className="post-card">
      <div className="post-card-media">
        {post.picture ? (
          <img
            src={post.picture.src}
            srcSet={post.picture.srcset}
            sizes={post.picture.sizes}
            width={post.picture.width}
            height={post.picture.height}
            alt={post.picture.alt}
            loading={inFirstScreen ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={inFirstScreen ? 'high' : undefined}
            className={IMAGE_CLASS}
          />
        ) : (
          <svg aria-hidden="true" className="size-full text-accent">
            <use href={`#${VIGNETTE_SYMBOL_ID}`} />
          </svg>
        )}
      </div>
      <div className="post-card-body">
        <CategoryBadges categories={post.categories} max={CARD_CATEGORY_BADGES} />
        <Heading className="post-card-title">
          <a href={articlePath(post.slug)} className="post-card-link">
            <WithUnbrokenNumbers text={post.title} />
          </a>
        </Heading>
        <p className="post-card-date">
          <svg aria-hidden="true" className="size-4">
            <use href={`#${CALENDAR_SYMBOL_ID}`} />
          </svg>
          <LongDate iso={post.date} />
        </p>
        <p className="post-card-excerpt">{truncateAtWord(post.excerpt, CARD_EXCERPT_LENGTH)}</p>
      </div>
    </article>
  )
}
