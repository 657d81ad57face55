// clsx, not cn(): islands use these classes and tailwind-merge weighs 8 KB gzip.
import { clsx } from 'clsx'

type Variant = 'primary' | 'secondary' | 'inverse' | 'ghost'

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:opacity-90',
  secondary: 'border border-border bg-surface text-foreground hover:bg-surface-muted',
  /** On a dark `bg-primary` band: a light button without the border. */
  inverse: 'bg-surface text-foreground hover:bg-surface-muted',
  ghost: 'text-accent underline-offset-4 hover:underline',
}

/**
 * Class names of a link styled as a button, for `<a>` elements that are not a ButtonLink.
 * `className` is appended, not merged: it must not repeat a property the variant sets.
 */
export function buttonClass(variant: Variant = 'primary', className?: string): string {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-base font-semibold transition',
    variants[variant],
    className,
  )
}

/** An internal link that looks like a button (calls to action). */
export function ButtonLink({
  href,
  variant = 'primary',
  className,
  children,
}: {
  href: string
  variant?: Variant
  className?: string
  children: React.ReactNode
}) {
  return (
    <a href={href} className={buttonClass(variant, className)}>
      {children}
    </a>
  )
}
