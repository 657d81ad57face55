import { container } from '@/components/ui/container'
import { WithUnbrokenNumbers } from '@/components/ui/unbroken-numbers'

/**
 * Head of an inner page: an eyebrow, the page's only `<h1>` and a lead paragraph, then `children`.
 * `before` is rendered above the eyebrow (the breadcrumbs of {@link PageHeader} in
 * ./page-header.tsx).
 */
export function PageHeading({
  title,
  lead,
  eyebrow,
  before,
  children,
}: {
  title: string
  lead?: string
  eyebrow?: string
  before?: React.ReactNode
  children?: React.ReactNode
}) {
  return (
    <header className="border-b border-border bg-surface">
      <div className={container('py-12 md:py-16')}>
        {before}
        {eyebrow ? (
          <p className="mt-6 text-sm font-semibold tracking-[0.14em] text-accent uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-3 max-w-4xl font-serif text-4xl leading-tight font-semibold text-balance sm:text-5xl">
          {title}
        </h1>
        {lead ? (
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-muted">
            <WithUnbrokenNumbers text={lead} />
          </p>
        ) : null}
        {children}
      </div>
    </header>
  )
}
