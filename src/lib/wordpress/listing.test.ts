import { describe, expect, it } from 'vitest'
import { listOrder, listSlice, newestShown } from './listing'
import type { PostIndexEntry } from './types'

/** `count` posts, newest first, ids 1…count, each in category 2, and 3 for the even ids. */
function blog(
  count: number,
  marks: { sticky?: number[]; protected?: number[] } = {},
): PostIndexEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1
    return {
      id,
      slug: `article-${id}`,
      link: `https://blog.example.fr/article-${id}/`,
      modified: '2026-01-01T10:00:00Z',
      sticky: marks.sticky?.includes(id) ?? false,
      protected: marks.protected?.includes(id) ?? false,
      categoryIds: id % 2 === 0 ? [2, 3] : [2],
      noindex: false,
    }
  })
}

/** Every page's ids, as the site cuts them. */
function pages(entries: PostIndexEntry[], categoryId?: number): number[][] {
  const first = listSlice(entries, { page: 1, perPage: 9, categoryId })!
  return Array.from(
    { length: first.totalPages },
    (_, i) => listSlice(entries, { page: i + 1, perPage: 9, categoryId })!.ids,
  )
}

describe('listSlice: nine posts a page, sticky first, each post on one page', () => {
  it('cuts WordPress’s order in pages of nine when no post is sticky or protected', () => {
    const cut = pages(blog(22))
    expect(cut).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
      [10, 11, 12, 13, 14, 15, 16, 17, 18],
      [19, 20, 21, 22],
    ])
    expect(listSlice(blog(22), { page: 1, perPage: 9 })).toMatchObject({ total: 22, totalPages: 3 })
  })

  it('puts older sticky posts first on page 1, newest first, and takes them off their own page', () => {
    const entries = blog(22, { sticky: [20, 12] })
    const cut = pages(entries)
    expect(cut[0]).toEqual([12, 20, 1, 2, 3, 4, 5, 6, 7])
    expect(cut[1]).toEqual([8, 9, 10, 11, 13, 14, 15, 16, 17])
    expect(cut[2]).toEqual([18, 19, 21, 22])
    // Each post exactly once, and as many pages as without the sticky flag.
    expect(cut.flat().sort((a, b) => a - b)).toEqual(entries.map((entry) => entry.id))
    expect(cut).toHaveLength(3)
  })

  it('lets more sticky posts than a page hold run on to page 2, still before the others', () => {
    const sticky = [3, 5, 7, 9, 11, 13, 15, 17, 19, 21]
    const cut = pages(blog(22, { sticky }))
    expect(cut[0]).toEqual(sticky.slice(0, 9))
    expect(cut[1]?.slice(0, 2)).toEqual([21, 1])
    expect(cut.flat()).toHaveLength(22)
  })

  it('puts a category’s sticky posts first on its page 1, and only its own', () => {
    const entries = blog(22, { sticky: [21, 20] })
    // 21 is odd: not in category 3.
    expect(pages(entries, 3)[0]?.slice(0, 2)).toEqual([20, 2])
    expect(pages(entries, 2)[0]?.slice(0, 3)).toEqual([20, 21, 1])
    expect(pages(entries, 3).flat()).toEqual([
      20,
      ...entries.filter((e) => e.id % 2 === 0 && e.id !== 20).map((e) => e.id),
    ])
  })

  it('leaves password-protected posts out of every page and of the count, sticky or not', () => {
    const entries = blog(19, { protected: [2, 18], sticky: [18] })
    const cut = pages(entries)
    expect(cut.flat()).not.toContain(2)
    expect(cut.flat()).not.toContain(18)
    // 17 posts shown: two pages, not the three WordPress's 19 would make.
    expect(cut).toHaveLength(2)
    expect(listSlice(entries, { page: 1, perPage: 9 })).toMatchObject({ total: 17, totalPages: 2 })
    expect(listOrder(entries)).toHaveLength(17)
  })

  it('answers null past the last page, and an empty page 1 for an empty blog', () => {
    expect(listSlice(blog(22), { page: 4, perPage: 9 })).toBeNull()
    expect(listSlice(blog(18), { page: 3, perPage: 9 })).toBeNull()
    expect(listSlice([], { page: 1, perPage: 9 })).toEqual({ ids: [], total: 0, totalPages: 0 })
    // A category whose posts are all protected has no page at all.
    expect(
      listSlice(blog(4, { protected: [2, 4] }), { page: 1, perPage: 9, categoryId: 3 }),
    ).toEqual({ ids: [], total: 0, totalPages: 0 })
  })

  it('keeps the sizes of POSTS_PER_PAGE other than nine', () => {
    const entries = blog(25, { sticky: [25] })
    const twelve = listSlice(entries, { page: 1, perPage: 12 })!
    expect(twelve.ids[0]).toBe(25)
    expect(twelve.ids).toHaveLength(12)
    expect(twelve.totalPages).toBe(3)
  })
})

describe('newestShown: the feed and the related articles', () => {
  it('keeps WordPress’s order, sticky posts in their place, and leaves protected ones out', () => {
    const entries = blog(10, { sticky: [9], protected: [2] })
    expect(newestShown(entries, 4)).toEqual([1, 3, 4, 5])
    expect(newestShown(entries, 3, (entry) => entry.categoryIds.includes(3))).toEqual([4, 6, 8])
  })
})
