import { ChevronLeft, ChevronRight } from 'lucide-react'
import { blogListPath, withFilter, type BlogFilter } from '@/lib/blog/url'
import { MAX_PAGE_BUTTONS } from '@/lib/constants'
// clsx, not lib/utils.ts cn(): the class lists have no conflicts to merge.
import { clsx } from 'clsx'

const labelClass = 'sr-only sm:not-sr-only'

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold'

/**
 * Pagination of a list page (docs/specification.md « Constants »): page buttons 1 to min(5, total),
 * Previous disabled on page 1, Next disabled on the last page. Links go to `/blog/page/N` (or the
 * category's own pages) and keep the current filter of the search box and the category buttons: the
 * one the server applied, then, in the browser, the one the visitor types (./list-filter.ts
 * rewrites each link from its `data-list-path`); `hrefFor` gives other pages their own URLs (the
 * search of every article). Below 640 px « Précédent » and « Suivant » show their chevrons only and
 * keep the words as their accessible names, so that the row fits a phone. Rendered on the server,
 * without script.
 */
export function Pagination({
  category,
  page,
  totalPages,
  filter = { q: '', categorie: '' },
  hrefFor,
}: {
  /** Slug of the category whose pages these are; absent for the whole blog. */
  category?: string
  page: number
  totalPages: number
  filter?: BlogFilter
  /** URL of page N when it is not a list page. */
  hrefFor?: (page: number) => string
}) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: Math.min(MAX_PAGE_BUTTONS, totalPages) }, (_, i) => i + 1)
  const href = (target: number) =>
    hrefFor ? hrefFor(target) : withFilter(blogListPath({ page: target, category }), filter)
  /** The list page's path without filter, for BlogFilter; none on other pages. */
  const listPath = (target: number) =>
    hrefFor ? undefined : blogListPath({ page: target, category })
  const previous = page > 1
  const next = page < totalPages
  return (
    <nav aria-label="Pagination" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {previous ? (
            <a
              href={href(page - 1)}
              data-list-path={listPath(page - 1)}
              className={clsx(itemClass, 'border-border bg-surface hover:bg-surface-muted')}
              rel="prev"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className={labelClass}>Précédent</span>
            </a>
          ) : (
            <button
              type="button"
              disabled
              className={clsx(itemClass, 'cursor-not-allowed border-border text-muted opacity-70')}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className={labelClass}>Précédent</span>
            </button>
          )}
        </li>
        {pages.map((target) => (
          <li key={target}>
            <a
              href={href(target)}
              data-list-path={listPath(target)}
              aria-current={target === page ? 'page' : undefined}
              aria-label={`Page ${target}`}
              className={clsx(
                itemClass,
                target === page
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface hover:bg-surface-muted',
              )}
            >
              {target}
            </a>
          </li>
        ))}
        <li>
          {next ? (
            <a
              href={href(page + 1)}
              data-list-path={listPath(page + 1)}
              className={clsx(itemClass, 'border-border bg-surface hover:bg-surface-muted')}
              rel="next"
            >
              <span className={labelClass}>Suivant</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </a>
          ) : (
            <button
              type="button"
              disabled
              className={clsx(itemClass, 'cursor-not-allowed border-border text-muted opacity-70')}
            >
              <span className={labelClass}>Suivant</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          )}
        </li>
      </ul>
    </nav>
  )
}
