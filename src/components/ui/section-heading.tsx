import { cn } from '@/lib/utils'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

/**
 * Heading of a page section: a small eyebrow, an `<h2>` and an optional lead paragraph. The `id`
 * is put on the `<h2>` so that the section can be labelled with `aria-labelledby`.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  className,
}: {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  align?: 'left' | 'center'
  className?: string
}) {
  return (
    <div className={cn(align === 'center' && 'mx-auto text-center', 'max-w-3xl', className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 font-serif text-3xl font-semibold text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? (
        <p className="mt-4 text-lg leading-relaxed text-muted">
          <WithUnbrokenNumbers text={lead} />
        </p>
      ) : null}
    </div>
  )
}
