import { cn } from '@/lib/utils'

/**
 * The lawyer's portrait slot. While `src` is `null` (content/about.ts), a monogram drawn in SVG
 * stands in, exposed as one image with a French description. Giving `src` a path under `public/`
 * (e.g. `/portrait-vincent-roques.jpg`, 4:5, about 800 px wide) switches to the photograph with the
 * same `alt`, drawn lazily in the 4:5 frame (its box is the frame's, so it moves nothing).
 */
export function Portrait({
  src,
  alt,
  monogram,
  fallbackLabel,
  className,
}: {
  src: string | null
  alt: string
  monogram: string
  fallbackLabel: string
  className?: string
}) {
  const frame = cn(
    'relative aspect-[4/5] w-full overflow-hidden rounded-3xl border border-border shadow-sm',
    className,
  )
  if (src) {
    return (
      <div className={frame}>
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </div>
    )
  }
  return (
    <div className={cn(frame, 'bg-primary text-primary-foreground')} data-portrait="monogramme">
      <svg
        role="img"
        aria-label={fallbackLabel}
        viewBox="0 0 400 500"
        className="size-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        <title>{fallbackLabel}</title>
        <rect width="400" height="500" fill="currentColor" opacity="0" />
        <circle
          cx="200"
          cy="230"
          r="130"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.35"
          strokeWidth="2"
        />
        <circle
          cx="200"
          cy="230"
          r="118"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="1"
        />
        <text
          x="200"
          y="232"
          textAnchor="middle"
          dominantBaseline="central"
          fill="currentColor"
          fontFamily="var(--font-source-serif), Georgia, serif"
          fontSize="120"
          fontWeight="600"
          letterSpacing="6"
        >
          {monogram}
        </text>
        <line
          x1="150"
          y1="410"
          x2="250"
          y2="410"
          stroke="currentColor"
          strokeOpacity="0.5"
          strokeWidth="2"
        />
      </svg>
    </div>
  )
}
