import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'
/** One entry of a timeline: a date, a title, where, and what. */
export type TimelineEntry = { when: string; title: string; where: string; text: string }

/**
 * A vertical timeline as an ordered list; each item carries `data-timeline-item` for the tests.
 * `label` names the list for assistive technologies.
 */
export function Timeline({ label, entries }: { label: string; entries: readonly TimelineEntry[] }) {
  return (
    <ol aria-label={label} className="relative space-y-8 border-l-2 border-border pl-8">
      {entries.map((entry) => (
        <li key={`${entry.when}-${entry.title}`} data-timeline-item className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-background bg-accent"
          />
          <p className="text-sm font-semibold tracking-wide text-accent">{entry.when}</p>
          <h3 className="mt-1 font-serif text-xl font-semibold">{entry.title}</h3>
          <p className="text-sm font-medium text-foreground">{entry.where}</p>
          <p className="mt-2 leading-relaxed text-muted">
            <WithUnbrokenNumbers text={entry.text} />
          </p>
        </li>
      ))}
    </ol>
  )
}
