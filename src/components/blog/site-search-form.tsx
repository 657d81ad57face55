import { SEARCH_PATH } from '@/lib/blog/search-query'
import { SITE_SEARCH_MAX_LENGTH } from '@/lib/constants'
import { SearchInput, SearchSubmitButton } from './search-controls'

/** Label of the search of every article's form, on its own page. */
export const SITE_SEARCH_LABEL = 'Rechercher dans tous les articles'

/**
 * Form of the search of every article, on its results page: a plain GET form to
 * `/blog/recherche?q=…`, which the server answers with WordPress's search, so that it works
 * without JavaScript. On /blog the one search box (components/pages/blog-list-page.tsx) submits
 * to the same page.
 *
 * @param query the current query, shown in the field (the results page).
 * @param id id of the field, unique in the page.
 */
export function SiteSearchForm({
  query = '',
  id = 'recherche-tous-articles',
  className,
}: {
  query?: string
  id?: string
  className?: string
}) {
  return (
    <form
      role="search"
      aria-labelledby={`${id}-label`}
      action={SEARCH_PATH}
      method="get"
      className={className}
    >
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-semibold">
        {SITE_SEARCH_LABEL}
      </label>
      <div className="mt-2 flex max-w-xl gap-2">
        <SearchInput id={id} defaultValue={query} maxLength={SITE_SEARCH_MAX_LENGTH} />
        <SearchSubmitButton />
      </div>
    </form>
  )
}
