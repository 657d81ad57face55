'use client'

import { Search } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { filterPosts } from '@/lib/blog-filter'
import { blogListHref, parseBlogListState, type BlogListState } from '@/lib/blog-url'
import type { Category, PostSummary } from '@/lib/wordpress'
// clsx, not cn(): tailwind-merge would add 8 KB gzip to the browser for class lists without conflicts.
import { clsx as cn } from 'clsx'
import { Pagination } from './pagination'
import { PostCard } from './post-card'

/** Spec §2: message of an empty result. */
export const EMPTY_RESULT_MESSAGE = 'Aucun article trouvé pour votre recherche.'

/**
 * Search box, category filter and grid of the current page (spec §4, §5): the search is a
 * case-insensitive substring of title or excerpt, the category matches by slug, both on the current
 * page only. The state lives in the URL (`q`, `categorie`): a category click adds a history entry,
 * typing replaces it. Without JavaScript the same controls submit a GET form that the server
 * filters identically.
 */
export function BlogExplorer({
  posts,
  categories,
  page,
  totalPages,
}: {
  posts: readonly PostSummary[]
  /** The filter's categories: already limited to the first 5 (spec §9). */
  categories: readonly Category[]
  page: number
  /** From `X-WP-TotalPages`, for the pagination. */
  totalPages: number
}) {
  const searchParams = useSearchParams()
  const urlState = parseBlogListState(searchParams)
  const [text, setText] = useState(urlState.q)
  const [lastUrlQ, setLastUrlQ] = useState(urlState.q)
  // Back and forward change the URL under the input: follow it.
  if (urlState.q !== lastUrlQ) {
    setLastUrlQ(urlState.q)
    setText(urlState.q)
  }

  const visible = filterPosts(posts, { q: text, categorie: urlState.categorie })

  function writeUrl(next: Partial<BlogListState>, mode: 'push' | 'replace') {
    const href = blogListHref({ ...urlState, q: text, page, ...next })
    if (mode === 'push') window.history.pushState(null, '', href)
    else window.history.replaceState(null, '', href)
  }

  return (
    <>
      <form
        role="search"
        action="/blog"
        method="get"
        className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault()
          writeUrl({ q: text.trim() }, 'replace')
        }}
      >
        {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
        <label htmlFor="recherche-blog" className="block text-sm font-semibold">
          Rechercher un article
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="recherche-blog"
            type="search"
            name="q"
            value={text}
            maxLength={200}
            autoComplete="off"
            placeholder="Licenciement, bail commercial, médiation…"
            onChange={(event) => {
              setText(event.target.value)
              const q = event.target.value.replace(/\s+/g, ' ').trim()
              setLastUrlQ(q)
              writeUrl({ q }, 'replace')
            }}
            className="min-h-11 w-full rounded-md border border-border bg-background px-3 text-base text-foreground placeholder:text-muted"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 font-semibold text-primary-foreground"
          >
            <Search aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Rechercher</span>
          </button>
        </div>
        {categories.length > 0 ? (
          <div
            role="group"
            aria-label="Filtrer par catégorie"
            className="mt-4 flex flex-wrap gap-2"
          >
            {[{ id: 0, name: 'Tous', slug: '' }, ...categories].map((category) => {
              const selected = urlState.categorie === category.slug
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
                  className={cn(
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
      {visible.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-post-grid>
          {visible.map((post, i) => (
            <li key={post.id} className="flex">
              <PostCard post={post} priority={i < 3} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination state={{ ...urlState, q: text.trim(), page }} totalPages={totalPages} />
    </>
  )
}
