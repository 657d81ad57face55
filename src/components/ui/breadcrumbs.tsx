import { TOUCH_TARGET } from '@/components/ui/touch-target'
import { ChevronRight } from 'lucide-react'

const crumbClass = `rounded-sm underline-offset-4 hover:text-foreground hover:underline ${TOUCH_TARGET}`

/** One step of a breadcrumb trail; the last one is the current page and has no link. */
export type Crumb = { name: string; href: string }

/**
 * The whole trail of a nested page: « Accueil », then `trail`. What {@link Breadcrumbs} shows, and
 * what the page's route gives src/lib/seo/structured-data.ts `breadcrumbList` for its JSON-LD (the
 * layout's `jsonLd` prop), so that both list the same steps.
 */
export function withHome(trail: readonly Crumb[]): Crumb[] {
  return [{ name: 'Accueil', href: '/' }, ...trail]
}

/**
 * Breadcrumb trail of nested pages (WAI-ARIA breadcrumb pattern: a labelled `<nav>`, an ordered
 * list, `aria-current="page"` on the last item). `trail` starts after « Accueil », which is added.
 * Its `BreadcrumbList` JSON-LD is the route's (`withHome`, then the layout's `jsonLd`).
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const items = withHome(trail)
  return (
    <nav aria-label="Fil d’Ariane" className="text-sm text-muted print:hidden">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((crumb, i) => {
          const last = i === items.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.href} className={crumbClass}>
                    {crumb.name}
                  </a>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
