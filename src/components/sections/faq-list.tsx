import { ChevronDown } from 'lucide-react'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

export type FaqItem = { question: string; answer: string }

/**
 * Questions and answers as native `<details>`/`<summary>` disclosures: they open and close with
 * the keyboard (Enter, Space) and without JavaScript.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="space-y-4">
      {items.map((item) => (
        <details
          key={item.question}
          data-faq
          className="group rounded-2xl border border-border bg-surface shadow-sm open:bg-background"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-serif text-lg font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-accent transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-muted">
            <WithUnbrokenNumbers text={item.answer} />
          </p>
        </details>
      ))}
    </div>
  )
}
