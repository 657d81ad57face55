import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
// clsx, not lib/utils.ts cn(): tailwind-merge would add 8 KB gzip to this island for class lists
// without conflicts.
import { clsx } from 'clsx'
import { applicableFilter, filterPosts, foldPosts } from '@/lib/blog/filter'
import { parseBlogFilter, withFilter, type BlogFilter as Filter } from '@/lib/blog/url'
import { SEARCH_PATH, SITE_SEARCH_MAX_LENGTH } from '@/lib/constants'
import { EMPTY_RESULT_MESSAGE } from './empty-result'
import { SearchInput, SearchSubmitButton } from './search-controls'

/** What the filter reads of one card of the current page (docs/specification.md « Blog list »). */
export type FilterItem = {
  id: number
  /** Plain-text title and excerpt, searched case-insensitively. */
  title: string
  excerpt: string
  /** The post's categories, by slug (the category filter matches by slug). */
  categories: { slug: string }[]
}

/** A category offered as a filter button. */
export type FilterCategory = { id: number; name: string; slug: string }

/** Event the filter dispatches after it rewrites the URL, so that its store reads it again. */
const URL_EVENT = 'blog-filter-url'

/** How long typing must pause before the URL follows the search box, in milliseconds. */
const URL_REPLACE_DELAY_MS = 150

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(URL_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(URL_EVENT, onChange)
  }
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The blog list's one search box and its category buttons (docs/specification.md « Blog list »,
 * « Constants »): an island, the only script of a list page, started at the visitor's first sign
 * of using it (`client:interaction`); what was typed before it ran is read from the box and applied.
 *
 * - As the visitor types, the cards of the current page are filtered in the browser: a
 *   case-insensitive substring of the title or the plain excerpt, and the category by slug.
 * - Submitting the box (« Rechercher », or Enter) is a plain GET form to `/blog/recherche?q=…`,
 *   WordPress's search of every article, with the same words.
 * - The category buttons belong to a GET form to the list page itself, which the server filters
 *   (README « Blog URLs »); with script they filter at once and add a history entry.
 * The filter lives in the URL (`?q=`, `?categorie=`): typing replaces the entry, Back and Forward
 * restore it, the pagination's links keep it. Without JavaScript every card the server chose is
 * shown and both forms work.
 *
 * The cards stay the server's HTML (PostCard): this island moves them in and out of the grid
 * `#{gridId}` (those the server filtered out wait in `<template id="{gridId}-masques">`), in the
 * page's order, and rewrites the pagination's links (`a[data-list-path]`).
 */
export function BlogFilter({
  items,
  categories,
  initial,
  listPath,
  gridId,
}: {
  /** The current page's posts, in the page's order. */
  items: readonly FilterItem[]
  /** Filter buttons (lib/blog/list-page.ts loadFilterCategories); none hides the buttons. */
  categories: readonly FilterCategory[]
  /** The filter the server applied, from the URL it answered. */
  initial: Filter
  /** Path of the current list page without filter (`/blog/page/2`, `/blog/categorie/…`). */
  listPath: string
  /** `id` of the grid of cards. */
  gridId: string
}) {
  const initialSearch = withFilter('', initial)
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => initialSearch,
  )
  const filter = applicableFilter(parseBlogFilter(new URLSearchParams(search)), categories)
  const [text, setText] = useState(filter.q)
  const input = useRef<HTMLInputElement>(null)
  const words = collapse(text)
  const visible = useMemo(
    () => filterPosts(items, { q: text, categorie: filter.categorie }),
    [items, text, filter.categorie],
  )

  // What was typed before this island woke up stays, and counts. Layout effects, here and for the
  // grid: the cards change in the frame that follows the key, not one frame later.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? ''
    if (typed === text) return
    setText(typed)
    writeUrl({ q: collapse(typed) }, 'replace')
    // Only once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // After the island's first paint, not on a key's path.
  useEffect(() => foldPosts(items), [items])

  // Every card of the page, by post id, gathered once: those in the grid and those the server
  // left out; the grid then holds the visible ones only.
  const cards = useRef<Map<string, Element> | null>(null)

  /**
   * Shows `shown` in the grid, in the page's order. Only the cards that leave or come back are
   * moved: a card that stays is not laid out again (docs/benchmarks.md « The blog filter »).
   */
  function showCards(shown: readonly FilterItem[]) {
    const grid = document.getElementById(gridId)
    if (!grid) return
    if (!cards.current) {
      const parked = document.getElementById(`${gridId}-masques`)
      cards.current = new Map()
      for (const card of [
        ...grid.children,
        ...(parked instanceof HTMLTemplateElement ? parked.content.children : []),
      ])
        cards.current.set(card.getAttribute('data-post-id') ?? '', card)
    }
    const all = cards.current
    const elements = shown.flatMap((item) => all.get(String(item.id)) ?? [])
    const kept = new Set(elements)
    for (const card of [...grid.children]) if (!kept.has(card)) card.remove()
    let next = grid.firstElementChild
    for (const card of elements)
      if (card === next) next = next.nextElementSibling
      else grid.insertBefore(card, next)
    grid.hidden = shown.length === 0
  }

  // The grid and the pagination's links follow every render (a category, Back and Forward).
  useLayoutEffect(() => {
    showCards(visible)
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-list-path]')) {
      link.href = withFilter(link.dataset.listPath ?? '', { q: words, categorie: filter.categorie })
    }
    // showCards reads the grid's id only, which is among the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gridId, visible, words, filter.categorie])

  /** The entry replace waiting for the visitor to pause: its `setTimeout` id and its URL. */
  const pendingReplace = useRef<{ timer: number; href: string } | null>(null)

  function dropPendingReplace() {
    if (pendingReplace.current) window.clearTimeout(pendingReplace.current.timer)
    pendingReplace.current = null
  }

  function writeUrl(next: Partial<Filter>, mode: 'push' | 'replace') {
    // The box, not `words`: its render may still be waiting in its transition.
    const q = collapse(input.current?.value ?? text)
    const href = withFilter(listPath, { ...filter, q, ...next })
    dropPendingReplace()
    if (mode === 'push') {
      window.history.pushState(null, '', href)
      window.dispatchEvent(new Event(URL_EVENT))
      return
    }
    // Replacing the history entry costs Chromium as much as the rest of a key's work: it waits
    // until typing pauses, so that the cards change in the frame after the key (docs/benchmarks.md
    // « The blog filter »). No event: the caller sets the text, and the page's links follow it.
    const timer = window.setTimeout(() => {
      pendingReplace.current = null
      window.history.replaceState(null, '', href)
    }, URL_REPLACE_DELAY_MS)
    pendingReplace.current = { timer, href }
  }

  // Back and Forward: the box follows the URL, and a replace still waiting is dropped. Leaving
  // the page writes it first. Listeners set once: the pending URL is in the ref.
  useEffect(() => {
    const follow = () => {
      dropPendingReplace()
      const shown = parseBlogFilter(new URLSearchParams(window.location.search))
      const q = applicableFilter(shown, categories).q
      if (input.current) input.current.value = q
      setText(q)
    }
    const flush = () => {
      const pending = pendingReplace.current
      if (!pending) return
      dropPendingReplace()
      window.history.replaceState(null, '', pending.href)
    }
    window.addEventListener('popstate', follow)
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('popstate', follow)
      window.removeEventListener('pagehide', flush)
    }
  }, [categories])

  return (
    <>
      <div className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
        {/* The page's one search landmark: unnamed, so that the box's label names the box only. */}
        {/* `noValidate`: before the island starts, the browser submits both forms itself
            (src/integrations/interaction-directive-client.ts); there is nothing to check. */}
        <form role="search" action={SEARCH_PATH} method="get" noValidate>
          <label htmlFor="recherche-blog" className="block text-sm font-semibold">
            Rechercher un article
          </label>
          <div className="mt-2 flex gap-2">
            {/* Uncontrolled: the key's own task moves the cards, and React's render of the
                rest (the count, the links) follows in a transition, after the paint — on a
                slow phone the first key's render, with React's code not yet optimised by the
                engine, took longer than the frame (docs/benchmarks.md « The blog filter »). */}
            <SearchInput
              ref={input}
              id="recherche-blog"
              defaultValue={text}
              maxLength={SITE_SEARCH_MAX_LENGTH}
              aria-describedby="recherche-blog-aide"
              onChange={(event) => {
                const value = event.target.value
                showCards(filterPosts(items, { q: value, categorie: filter.categorie }))
                writeUrl({ q: collapse(value) }, 'replace')
                startTransition(() => setText(value))
              }}
            />
            <SearchSubmitButton />
          </div>
          <p id="recherche-blog-aide" className="mt-2 text-sm text-muted">
            Les articles de cette page se filtrent pendant la saisie ; « Rechercher » cherche dans
            tous les articles.
          </p>
        </form>
        {categories.length > 0 ? (
          <form action={listPath} method="get" className="mt-4" noValidate>
            {words ? <input type="hidden" name="q" value={words} /> : null}
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
          </form>
        ) : null}
      </div>

      <p aria-live="polite" className="mt-8 text-sm text-muted" data-results-count>
        {visible.length === 0
          ? EMPTY_RESULT_MESSAGE
          : `${visible.length} article${visible.length > 1 ? 's' : ''} sur cette page`}
      </p>
      {visible.length === 0 && words ? (
        <p className="mt-3">
          <a
            href={`${SEARCH_PATH}?${new URLSearchParams({ q: words })}`}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline"
          >
            {`Rechercher « ${words} » dans tous les articles`}
          </a>
        </p>
      ) : null}
    </>
  )
}
