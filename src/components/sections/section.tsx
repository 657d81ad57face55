import { SectionHeading } from '@/components/ui/section-heading'
import { cn } from '@/lib/utils'
import { container } from '@/components/ui/container'

/**
 * A page section labelled by its `<h2>` (`aria-labelledby`), in the home page's rhythm: a centred
 * column, generous vertical padding, and an optional tinted band.
 */
export function ContentSection({
  id,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  className,
  children,
}: {
  /** Id of the heading; also the anchor of the section. */
  id: string
  eyebrow?: string
  title: string
  lead?: string
  tone?: 'plain' | 'muted' | 'surface'
  className?: string
  children: React.ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        tone === 'muted' && 'border-y border-border bg-surface-muted',
        tone === 'surface' && 'border-y border-border bg-surface',
      )}
    >
      <div className={cn(container('py-14 md:py-20'), className)}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
