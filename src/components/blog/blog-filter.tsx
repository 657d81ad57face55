import { useSyncExternalStore } from 'react'
// clsx, not lib/utils.ts cn(): tailwind-merge would add 8 KB gzip to this island for class lists
// without conflicts.
import { clsx } from 'clsx'
import { applicableFilter } from '@/lib/blog/filter'
import { parseBlogFilter, withFilter, type BlogFilter as Filter } from '@/lib/blog/url'
import { LIST_URL_EVENT, startListFilter } from './list-filter'

/** A category offered as a filter button. */
export type FilterCategory = { id: number; name: string; slug: string }

/**
 * The page's filter, started when this module loads in the browser: the island's code has
 * arrived, and a key filters from then on, while React still hydrates the buttons. On the server,
 * none.
 */
const listFilter = typeof document === 'undefined' ? null : startListFilter()

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(LIST_URL_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(LIST_URL_EVENT, onChange)
  }
}

/**
 * The blog list's filter (docs/specification.md « Blog list », « Constants »): an island, the only
 * script of a list page, started at the visitor's first sign of using the search box or the
 * category buttons (`client:interaction` with the search form's id: the box is outside the island).
 *
 * - Typing in the box filters the cards of the current page in the browser, by the title or the
 *   plain excerpt (./list-filter.ts, which listens to the box without React and changes the
 *   server's HTML in place); what was typed before the code arrived is applied.
 * - Submitting the box (« Rechercher », or Enter) is a plain GET form to `/blog/recherche?q=…`,
 *   WordPress's search of every article, with the same words.
 * - The category buttons, rendered here, belong to a GET form to the list page itself, which the
 *   server filters (README « Blog URLs »); with script they filter at once and add a history
 *   entry. The pressed button follows the URL, Back and Forward included.
 * Without JavaScript every card the server chose is shown and both forms work.
 */
export function BlogFilter({
  categories,
  initial,
  listPath,
}: {
  /** Filter buttons (lib/blog/list-page.ts loadFilterCategories); none hides the buttons. */
  categories: readonly FilterCategory[]
  /** The filter the server applied, from the URL it answered. */
  initial: Filter
  /** Path of the current list page without filter (`/blog/page/2`, `/blog/categorie/…`). */
  listPath: string
}) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => withFilter('', initial),
  )
  const filter = applicableFilter(parseBlogFilter(new URLSearchParams(search)), categories)
  if (categories.length === 0) return null
  return (
    <form action={listPath} method="get" className="mt-4" noValidate>
      {/* For the server, before the island runs or if it cannot: the words the server applied. */}
      {initial.q ? <input type="hidden" name="q" value={initial.q} /> : null}
      <div role="group" aria-label="Filtrer par catégorie" className="flex flex-wrap gap-2">
        {[{ id: 0, name: 'Tous', slug: '' }, ...categories].map((category) => {
          const selected = filter.categorie === category.slug
          return (
            <button
              key={category.id}
              type="submit"
              name="categorie"
              value={category.slug}
              aria-pressed={selected}
              onClick={(event) => {
                if (!listFilter) return
                event.preventDefault()
                listFilter.choose(category.slug)
              }}
              className={clsx(
                'min-h-11 rounded-full border px-4 text-sm font-semibold transition',
                selected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background text-foreground hover:bg-surface-muted',
              )}
            >
              {category.name}
            </button>
          )
        })}
      </div>
    </form>
  )
}
