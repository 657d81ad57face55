import { cn } from '@/lib/utils'

/**
 * The practice's mark: the lawyer's initials in a square, drawn in SVG so that it needs no image
 * request and follows the theme's colours. Decorative: the lawyer's name always sits beside it.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={cn('size-11 shrink-0', className)}
    >
      <rect x="1" y="1" width="46" height="46" rx="8" className="fill-primary" />
      <path d="M10 36h28" className="stroke-primary-foreground" strokeWidth="1.5" opacity="0.6" />
      <text
        x="24"
        y="30"
        textAnchor="middle"
        className="fill-primary-foreground font-serif"
        fontSize="18"
        fontWeight="600"
        letterSpacing="1"
      >
        VR
      </text>
    </svg>
  )
}
