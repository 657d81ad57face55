import { ExternalLink as ExternalIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

/**
 * A link to another site, opened in a new tab with `rel="noopener noreferrer"`. The new tab is
 * announced in visible text (WCAG 3.2.5 advice), not only by the icon.
 */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-md font-semibold text-accent underline-offset-4 hover:underline',
        className,
      )}
    >
      <span>{children}</span>
      <span className="inline-flex items-center gap-1 text-sm font-normal text-muted">
        <ExternalIcon aria-hidden="true" className="size-4" />
        (nouvel onglet)
      </span>
    </a>
  )
}
