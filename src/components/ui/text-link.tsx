import { ArrowRight } from 'lucide-react'
import { cn } from '@/lib/utils'

/**
 * An internal link in the accent colour, as tall as a touch target (44 pixels, WCAG 2.5.5), with
 * an optional arrow after its text. `className` adds margins and alignment.
 */
export function TextLink({
  href,
  arrow = false,
  className,
  children,
}: {
  href: string
  arrow?: boolean
  className?: string
  children: React.ReactNode
}) {
  return (
    <a
      href={href}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline',
        className,
      )}
    >
      {children}
      {arrow ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
    </a>
  )
}
