import { cn } from '@/lib/utils'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

export type NumberedStep = { title: string; text: string; source?: string }

/**
 * An ordered list of steps (a method, an approach, a procedure). Each item carries `data-step` so
 * that tests count them; the number is decorative, the list semantics give the order.
 */
export function NumberedSteps({
  steps,
  columns = 'auto',
  headingLevel = 3,
  className,
}: {
  steps: readonly NumberedStep[]
  columns?: 'auto' | 'single'
  headingLevel?: 3 | 4
  className?: string
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <ol
      className={cn(
        'grid gap-6',
        columns === 'auto' &&
          (steps.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'lg:grid-cols-3'),
        className,
      )}
    >
      {steps.map((step, i) => (
        <li
          key={step.title}
          data-step
          className={cn(
            'relative flex gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm',
            // Three steps share a row from 1024 px only: at 768 px a third of the row is narrower
            // than « Accompagnement », so each step is a row of its own there, number beside it.
            columns === 'auto' && (steps.length === 4 ? 'flex-col' : 'lg:flex-col'),
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-serif text-lg font-semibold text-primary-foreground"
          >
            {i + 1}
          </span>
          <div>
            <Heading className="font-serif text-xl font-semibold">{step.title}</Heading>
            <p className="mt-2 leading-relaxed text-muted">
              <WithUnbrokenNumbers text={step.text} />
            </p>
            {step.source ? (
              <p className="mt-3 text-sm font-medium text-accent">
                <WithUnbrokenNumbers text={step.source} />
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
