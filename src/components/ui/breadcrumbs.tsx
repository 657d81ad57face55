import { TOUCH_TARGET } from '@/components/ui/touch-target'
import { ChevronRight } from '@/components/ui/icons'
import { JsonLd } from '@/components/seo/json-ld'
import { breadcrumbList } from '@/lib/structured-data'

const crumbClass = `rounded-sm underline-offset-4 hover:text-foreground hover:underline ${TOUCH_TARGET}`

/** One step of a breadcrumb trail; the last one is the current page and has no link. */
export type Crumb = { name: string; href: string }

/**
 * Breadcrumb trail of nested pages (WAI-ARIA breadcrumb pattern: a labelled `<nav>`, an ordered
 * list, `aria-current="page"` on the last item), with its `BreadcrumbList` JSON-LD. `trail` starts
 * after « Accueil », which is added.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const items: Crumb[] = [{ name: 'Accueil', href: '/' }, ...trail]
  return (
    <nav aria-label="Fil d’Ariane" className="text-sm text-muted print:hidden">
      <JsonLd data={breadcrumbList(items)} />
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
