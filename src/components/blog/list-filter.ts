import { applicableFilter, filterPosts, foldPosts } from '@/lib/blog/filter'
import { collapseWords, parseBlogFilter, withFilter } from '@/lib/blog/url'
import { SEARCH_PATH } from '@/lib/constants'
import { EMPTY_RESULT_MESSAGE } from './empty-result'

/**
 * The parts of a blog list page that its filter changes (docs/specification.md « Blog list »),
 * written by the server (components/pages/blog-list-page.tsx) and, in the browser, rewritten by
 * {@link startListFilter}: ids are decided here.
 */
export const LIST_PARTS = {
  /** The search form, outside the island: React never sees the box's keys. */
  searchForm: 'recherche-blog-formulaire',
  /** The search box in it. */
  searchBox: 'recherche-blog',
  /** The grid of cards; those the server filtered out wait in `<template id="{grid}-masques">`. */
  grid: 'articles',
  /** The live count of cards under the box. */
  count: 'articles-nombre',
  /** The paragraph of the link to the search of every article, shown when nothing matches. */
  everywhere: 'articles-recherche-globale',
  /** The JSON data block of {@link ListFilterData}. */
  data: 'articles-filtre',
} as const

/** What the filter reads of one card of the current page. */
export type FilterItem = {
  id: number
  /** Plain-text title and excerpt, searched case-insensitively. */
  title: string
  excerpt: string
  /** The post's categories, by slug (the category filter matches by slug). */
  categories: { slug: string }[]
}

/** What the server tells the filter, in the page's JSON data block ({@link LIST_PARTS}.data). */
export type ListFilterData = {
  /** The current page's posts, in the page's order. */
  items: FilterItem[]
  /** The slugs the category buttons stand for (lib/blog/filter.ts applicableFilter). */
  buttons: string[]
  /** Path of the current list page without filter (`/blog/page/2`, `/blog/categorie/…`). */
  listPath: string
  /** The search text and category the server applied. */
  q: string
  categorie: string
}

/** Event dispatched on `window` after the filter pushes a URL, for the island's buttons. */
export const LIST_URL_EVENT = 'blog-filter-url'

/** How long typing must pause before the URL follows the search box, in milliseconds. */
const URL_REPLACE_DELAY_MS = 150

/** The count under the box for `count` cards shown (0: the spec's empty result message). */
export function resultCountText(count: number): string {
  if (count === 0) return EMPTY_RESULT_MESSAGE
  return `${count} article${count > 1 ? 's' : ''} sur cette page`
}

/** The link of an empty filter to the search of every article with `words`: its href and text. */
export function searchEverywhereLink(words: string): { href: string; text: string } {
  return {
    href: `${SEARCH_PATH}?${new URLSearchParams({ q: words })}`,
    text: `Rechercher «\u00a0${words}\u00a0» dans tous les articles`,
  }
}

/** The filter of the list page in the browser: see {@link startListFilter}. */
export type ListFilter = {
  /** A category button chosen (its slug, '' for « Tous »): a new history entry, cards follow. */
  choose(categorie: string): void
}

/**
 * Starts the filter of a blog list page on the server's HTML, without React, as soon as the
 * island's code is loaded, before React hydrates its buttons: a key typed from then on filters at
 * once, and what was typed before is applied now (docs/benchmarks.md « The blog filter »).
 * - The box's `input` event filters the cards of the page: a case-insensitive substring of the
 *   title or the plain excerpt (lib/blog/filter.ts), with the category shown. The grid holds the
 *   matching cards in the page's order, only those that leave or come back being moved; the
 *   count, the link to the search of every article and the pagination's links
 *   (`a[data-list-path]`, components/blog/pagination.tsx) follow.
 * - The URL keeps the filter (`?q=`, `?categorie=`): typing replaces the history entry once it
 *   pauses ({@link URL_REPLACE_DELAY_MS}), or when the page is left; a category pushes one; Back
 *   and Forward restore the box and the cards.
 *
 * @returns the filter, or `null` when the page has no list to filter (no data block, no box).
 */
export function startListFilter(): ListFilter | null {
  const source = document.getElementById(LIST_PARTS.data)
  const found = document.getElementById(LIST_PARTS.searchBox)
  if (!source || !(found instanceof HTMLInputElement)) return null
  const box = found
  const data = JSON.parse(source.textContent ?? '') as ListFilterData
  const buttons = data.buttons.map((slug) => ({ slug }))
  let categorie = data.categorie
  /** Every card of the page by post id, gathered at the first change: the grid's and the parked. */
  let cards: Map<string, Element> | null = null
  /** The entry replace waiting for the visitor to pause: its `setTimeout` id and its URL. */
  let pending: { timer: number; href: string } | null = null

  function moveCards(grid: HTMLElement, shown: readonly FilterItem[]) {
    if (!cards) {
      const parked = document.getElementById(`${LIST_PARTS.grid}-masques`)
      cards = new Map()
      for (const card of [
        ...grid.children,
        ...(parked instanceof HTMLTemplateElement ? parked.content.children : []),
      ])
        cards.set(card.getAttribute('data-post-id') ?? '', card)
    }
    const all = cards
    const elements = shown.flatMap((item) => all.get(String(item.id)) ?? [])
    const kept = new Set(elements)
    for (const card of [...grid.children]) if (!kept.has(card)) card.remove()
    let next = grid.firstElementChild
    for (const card of elements)
      if (card === next) next = next.nextElementSibling
      else grid.insertBefore(card, next)
    grid.hidden = shown.length === 0
  }

  function show() {
    const shown = filterPosts(data.items, { q: box.value, categorie })
    const grid = document.getElementById(LIST_PARTS.grid)
    if (grid) moveCards(grid, shown)
    const words = collapseWords(box.value)
    const count = document.getElementById(LIST_PARTS.count)
    const text = resultCountText(shown.length)
    if (count && count.textContent !== text) count.textContent = text
    const everywhere = document.getElementById(LIST_PARTS.everywhere)
    const hide = shown.length > 0 || !words
    const template = everywhere?.querySelector('template')
    if (template && !hide) everywhere?.replaceChildren(template.content.cloneNode(true))
    const link = everywhere?.querySelector('a')
    if (everywhere && link) {
      everywhere.hidden = hide
      const { href, text } = searchEverywhereLink(words)
      link.href = href
      link.textContent = text
    }
    for (const page of document.querySelectorAll<HTMLAnchorElement>('a[data-list-path]'))
      page.href = withFilter(page.dataset.listPath ?? '', { q: words, categorie })
  }

  function dropPending() {
    if (pending) window.clearTimeout(pending.timer)
    pending = null
  }

  const currentHref = () => withFilter(data.listPath, { q: collapseWords(box.value), categorie })

  function typed() {
    show()
    // Replacing the history entry costs Chromium as much as the rest of a key's work: it waits
    // until typing pauses, so that the cards change in the frame after the key.
    dropPending()
    const href = currentHref()
    const timer = window.setTimeout(() => {
      pending = null
      window.history.replaceState(null, '', href)
    }, URL_REPLACE_DELAY_MS)
    pending = { timer, href }
  }

  box.addEventListener('input', typed)
  // Back and Forward: the box and the cards follow the URL; a replace still waiting is dropped.
  window.addEventListener('popstate', () => {
    dropPending()
    const shown = applicableFilter(
      parseBlogFilter(new URLSearchParams(window.location.search)),
      buttons,
    )
    box.value = shown.q
    categorie = shown.categorie
    show()
  })
  // Leaving the page writes the URL still waiting, for Back to come back to it.
  window.addEventListener('pagehide', () => {
    if (!pending) return
    window.history.replaceState(null, '', pending.href)
    dropPending()
  })
  // What was typed before the code arrived counts.
  if (collapseWords(box.value) !== data.q) typed()
  // After this task, not on a key's path: each post's text folded once.
  window.setTimeout(() => foldPosts(data.items))

  return {
    choose(slug) {
      dropPending()
      categorie = slug
      window.history.pushState(null, '', currentHref())
      window.dispatchEvent(new Event(LIST_URL_EVENT))
      show()
    },
  }
}
