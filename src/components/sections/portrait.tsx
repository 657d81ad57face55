import { cn } from '@/lib/utils'
import type { PortraitPicture } from './portrait-image'

/**
 * The lawyer's portrait (docs/specification.md « About »): the photograph of content/site.ts
 * `site.portrait`, prepared by portrait-image.ts, in a 4:5 frame with its credit under it; while
 * there is none (`picture` null), a monogram drawn in SVG in the theme's colours (a seal: two
 * rings and the initials), exposed as one image with a French description. The frame's box is
 * the same either way, so the photograph moves nothing when it loads.
 *
 * @param sizes the `sizes` of the place it is drawn (CSS widths of the frame).
 * @param loading `eager` where it may be the page's largest paint (/a-propos on a wide screen),
 *   `lazy` below the first screen.
 */
export function Portrait({
  picture,
  sizes,
  loading = 'lazy',
  monogram,
  fallbackLabel,
  className,
}: {
  picture: PortraitPicture | null
  sizes: string
  loading?: 'eager' | 'lazy'
  monogram: string
  fallbackLabel: string
  className?: string
}) {
  const frame = 'relative aspect-[4/5] w-full overflow-hidden rounded-3xl border border-border'
  if (picture) {
    return (
      <figure className={cn('w-full', className)} data-portrait="photographie">
        <div className={cn(frame, 'bg-surface-muted')}>
          <img
            src={picture.src}
            srcSet={picture.srcset}
            sizes={sizes}
            width={picture.width}
            height={picture.height}
            alt={picture.alt}
            loading={loading}
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        </div>
        <figcaption className="mt-2 text-xs text-muted">Photo : {picture.credit}</figcaption>
      </figure>
    )
  }
  return (
    <div className={cn(frame, 'bg-surface-muted', className)} data-portrait="monogramme">
      <svg
        role="img"
        aria-label={fallbackLabel}
        viewBox="0 0 400 500"
        className="size-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        <title>{fallbackLabel}</title>
        <rect
          x="18"
          y="18"
          width="364"
          height="464"
          rx="30"
          fill="none"
          className="stroke-accent"
          strokeOpacity="0.35"
          strokeWidth="1.5"
        />
        <circle cx="200" cy="228" r="124" className="fill-surface stroke-accent" strokeWidth="2" />
        <circle
          cx="200"
          cy="228"
          r="110"
          fill="none"
          className="stroke-accent"
          strokeOpacity="0.45"
          strokeWidth="1"
        />
        <text
          x="200"
          y="230"
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-foreground"
          fontFamily="var(--font-source-serif), Georgia, serif"
          fontSize="108"
          fontWeight="600"
          letterSpacing="4"
        >
          {monogram}
        </text>
        <path d="M150 412h100" className="stroke-accent" strokeWidth="1.5" />
        <path d="M200 404l8 8-8 8-8-8z" className="fill-accent" />
      </svg>
    </div>
  )
}
