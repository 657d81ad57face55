import { CheckCircle2 } from 'lucide-react'
import { cn } from '@/lib/utils'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

/**
 * A grid of points, each a check mark, an `<h3>` and a sentence: one to three columns as the
 * screen widens. `marker` names a `data-*` attribute set on each `<li>` (e.g. `strength` gives
 * `data-strength`), which the browser tests select.
 */
export function CheckList({
  items,
  marker,
  className,
}: {
  items: readonly { title: string; text: string }[]
  marker?: string
  className?: string
}) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4" {...(marker ? { [`data-${marker}`]: '' } : {})}>
          <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
          <div>
            <h3 className="font-semibold text-foreground">{item.title}</h3>
            <p className="mt-1 leading-relaxed text-muted">
              <WithUnbrokenNumbers text={item.text} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
