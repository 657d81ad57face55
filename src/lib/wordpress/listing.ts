import { MAX_PAGE } from '@/lib/url-segments'
import type { PostIndexEntry } from './types'

/*
 * A list page's posts, cut from the index of every post: sticky posts first, as WordPress's theme
 * shows its blog (Theme Handbook « Sticky Posts »), then the others, newest first. The REST API's
 * `sticky` only filters, and the theme adds sticky posts to page 1 on top of its nine, showing them
 * twice; the site cuts one order in equal pages instead. No list shows a protected post.
 */

/** The posts a list shows, in order (`entries`: WordPress's, newest first). */
export function listOrder(
  entries: readonly PostIndexEntry[],
  categoryId?: number,
): PostIndexEntry[] {
  const shown = entries.filter(
    (entry) =>
      !entry.protected && (categoryId === undefined || entry.categoryIds.includes(categoryId)),
  )
  return [...shown.filter((entry) => entry.sticky), ...shown.filter((entry) => !entry.sticky)]
}

/** `totalPages`: 0 for an empty list, at most MAX_PAGE. */
export type ListSlice = { ids: number[]; total: number; totalPages: number }

/**
 * Page `page` (from 1) of the list.
 * @returns `null` past the last page of a list that is not empty, where WordPress answers 400.
 */
export function listSlice(
  entries: readonly PostIndexEntry[],
  { page, perPage, categoryId }: { page: number; perPage: number; categoryId?: number },
): ListSlice | null {
  const ordered = listOrder(entries, categoryId)
  const total = ordered.length
  const totalPages = Math.min(Math.ceil(total / perPage), MAX_PAGE)
  if (total > 0 && page > totalPages) return null
  const ids = ordered.slice((page - 1) * perPage, page * perPage).map((entry) => entry.id)
  return { ids, total, totalPages }
}

/** The `count` newest posts a feed or the related articles show: not protected, sticky ignored. */
export function newestShown(
  entries: readonly PostIndexEntry[],
  count: number,
  keep: (entry: PostIndexEntry) => boolean = () => true,
): number[] {
  return entries
    .filter((entry) => !entry.protected && keep(entry))
    .slice(0, count)
    .map((entry) => entry.id)
}
