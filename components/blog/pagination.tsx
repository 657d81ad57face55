import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { blogListHref, type BlogListState } from '@/lib/blog-url'
import { MAX_PAGE_BUTTONS } from '@/lib/constants'
// clsx, not cn(): tailwind-merge would add 8 KB gzip to the browser for class lists without conflicts.
import { clsx as cn } from 'clsx'
import { PendingOverlay } from './pending-overlay'
import { BlogListSkeleton } from './skeletons'

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold'

/**
 * Pagination of the blog list (spec §9): page buttons 1 to min(5, total), Previous disabled on
 * page 1, Next disabled on the last page. Links keep the search text and the category and show
 * the list skeleton while the next page loads.
 */
export function Pagination({ state, totalPages }: { state: BlogListState; totalPages: number }) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: Math.min(MAX_PAGE_BUTTONS, totalPages) }, (_, i) => i + 1)
  const href = (page: number) => blogListHref({ ...state, page })
  const pending = (
    <PendingOverlay>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <BlogListSkeleton />
      </div>
    </PendingOverlay>
  )
  const previous = state.page > 1
  const next = state.page < totalPages
  return (
    <nav aria-label="Pagination" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {previous ? (
            <Link
              href={href(state.page - 1)}
              className={cn(itemClass, 'border-border bg-surface hover:bg-surface-muted')}
              rel="prev"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Précédent
              {pending}
            </Link>
          ) : (
            <button
              type="button"
              disabled
              className={cn(itemClass, 'cursor-not-allowed border-border text-muted opacity-70')}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Précédent
            </button>
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>
            <Link
              href={href(page)}
              aria-current={page === state.page ? 'page' : undefined}
              aria-label={`Page ${page}`}
              className={cn(
                itemClass,
                page === state.page
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface hover:bg-surface-muted',
              )}
            >
              {page}
              {pending}
            </Link>
          </li>
        ))}
        <li>
          {next ? (
            <Link
              href={href(state.page + 1)}
              className={cn(itemClass, 'border-border bg-surface hover:bg-surface-muted')}
              rel="next"
            >
              Suivant
              <ChevronRight aria-hidden="true" className="size-4" />
              {pending}
            </Link>
          ) : (
            <button
              type="button"
              disabled
              className={cn(itemClass, 'cursor-not-allowed border-border text-muted opacity-70')}
            >
              Suivant
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          )}
        </li>
      </ul>
    </nav>
  )
}
