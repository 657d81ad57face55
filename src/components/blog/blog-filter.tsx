'use client'

import { useState, useSyncExternalStore } from 'react'
import { filterPosts } from '@/lib/blog-filter'
import {
  blogListPath,
  parseBlogFilter,
  withFilter,
  type BlogFilter as Filter,
} from '@/lib/blog-url'
import { MAX_SEARCH_LENGTH, SEARCH_PATH } from '@/lib/constants'
import type { Category } from '@/lib/wordpress'
// clsx, not lib/utils.ts cn(): tailwind-merge would add 8 KB gzip to the browser for class lists without conflicts.
import { clsx } from 'clsx'
import { EMPTY_RESULT_MESSAGE } from './empty-result'
import { Pagination } from './pagination'
import { SearchInput, SearchSubmitButton } from './search-controls'

/** One card of the current page and what the filter reads of its post. */
export type FilterItem = {
  id: number
  /**
   * Plain-text title and excerpt, searched case-insensitively (docs/specification.md « Blog list
   * »).
   */
  title: string
  excerpt: string
  /**
   * Slugs of the post's categories (docs/specification.md « Blog list »: the category filter
   * matches by slug).
   */
  categories: { slug: string }[]
  /** The card, rendered on the server (PostCard). */
  card: React.ReactNode
}

/** Event the filter dispatches after it rewrites the URL, so that its store reads it again. */
const URL_EVENT = 'blog-filter-url'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(URL_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(URL_EVENT, onChange)
  }
}

/**
 * Search box, category filter, cards and pagination of the current list page (docs/specification.md
 * « Blog list », « Constants »). The search is a case-insensitive substring of the title or the
 * excerpt and the category matches by slug, on the current page only, in the browser: the cards
 * come rendered from the server and this component only chooses which to show. The filter lives in
 * the URL (`?q=`, `?categorie=`): a category click adds a history entry, typing replaces it, Back
 * and Forward restore it, and the pagination keeps it. Without JavaScript the same controls submit
 * a GET form to the same path, which the server filters identically (proxy.ts).
 */
export function BlogFilter({
  items,
  categories,
  initial,
  category,
  page,
  totalPages,
}: {
  items: readonly FilterItem[]
  /**
   * Categories offered as filter buttons, already limited to the first 5 (docs/specification.md «
   * Constants »); none hides the buttons.
   */
  categories: readonly Category[]
  /** The filter the server applied, from the URL it answered. */
  initial: Filter
  /** Slug of the category of a `/blog/categorie/…` page, as in its path; absent for the whole blog. */
  category?: string
  page: number
  /** From `X-WP-TotalPages`, for the pagination. */
  totalPages: number
}) {
  // The form's action and the base of the URLs the filter writes.
  const path = blogListPath({ page, category })
  const initialSearch = withFilter('', initial)
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => initialSearch,
  )
  const filter = parseBlogFilter(new URLSearchParams(search))
  const [text, setText] = useState(filter.q)
  const [lastUrlQ, setLastUrlQ] = useState(filter.q)
  // Back and Forward change the URL under the input: follow it.
  if (filter.q !== lastUrlQ) {
    setLastUrlQ(filter.q)
    setText(filter.q)
  }

  const visible = filterPosts(items, { q: text, categorie: filter.categorie })
  // This filter reads the current page only (docs/specification.md « Blog list »): an empty result
  // offers WordPress's search of every article with the same words (the server normalises them,
  // lib/search-query.ts).
  const searched = text.replace(/\s+/g, ' ').trim()

  function writeUrl(next: Partial<Filter>, mode: 'push' | 'replace') {
    const href = withFilter(path, { ...filter, q: text.replace(/\s+/g, ' ').trim(), ...next })
    if (mode === 'push') window.history.pushState(null, '', href)
    else window.history.replaceState(null, '', href)
    window.dispatchEvent(new Event(URL_EVENT))
  }

  return (
    <>
      <form
        role="search"
        action={path}
        method="get"
        className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault()
          writeUrl({}, 'replace')
        }}
      >
        <label htmlFor="recherche-blog" className="block text-sm font-semibold">
          Rechercher un article
        </label>
        <div className="mt-2 flex gap-2">
          <SearchInput
            id="recherche-blog"
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => {
              const value = event.target.value
              const q = value.replace(/\s+/g, ' ').trim()
              setText(value)
              setLastUrlQ(q)
              writeUrl({ q }, 'replace')
            }}
          />
          <SearchSubmitButton />
        </div>
        {categories.length > 0 ? (
          <div
            role="group"
            aria-label="Filtrer par catégorie"
            className="mt-4 flex flex-wrap gap-2"
          >
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
                    event.preventDefault()
                    writeUrl({ categorie: category.slug }, 'push')
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
        ) : null}
      </form>

      <p aria-live="polite" className="mt-8 text-sm text-muted" data-results-count>
        {visible.length === 0
          ? EMPTY_RESULT_MESSAGE
          : `${visible.length} article${visible.length > 1 ? 's' : ''} sur cette page`}
      </p>
      {visible.length === 0 && searched ? (
        <p className="mt-3">
          <a
            href={`${SEARCH_PATH}?${new URLSearchParams({ q: searched })}`}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline"
          >
            {`Rechercher « ${searched} » dans tous les articles`}
          </a>
        </p>
      ) : null}
      {visible.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-post-grid>
          {visible.map((item) => (
            <li key={item.id} className="flex">
              {item.card}
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination
        category={category}
        page={page}
        totalPages={totalPages}
        filter={{ q: text.replace(/\s+/g, ' ').trim(), categorie: filter.categorie }}
      />
    </>
  )
}
