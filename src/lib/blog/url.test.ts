import { describe, expect, it } from 'vitest'
import { blogListPath, parseBlogFilter, withFilter } from './url'

describe('parseBlogFilter', () => {
  it('reads q and categorie', () => {
    expect(parseBlogFilter({ q: 'licenciement', categorie: 'droit-du-travail' })).toEqual({
      q: 'licenciement',
      categorie: 'droit-du-travail',
    })
  })
  it('cuts a very long search and collapses spaces', () => {
    const filter = parseBlogFilter({ q: `  bail   commercial ${'x'.repeat(5000)}` })
    expect(filter.q.length).toBe(200)
    expect(filter.q.startsWith('bail commercial x')).toBe(true)
  })
  it('keeps only slug characters in the category', () => {
    expect(parseBlogFilter({ categorie: 'Droit-du-Travail"><script>' }).categorie).toBe(
      'droit-du-travailscript',
    )
  })
  it('takes the first of repeated parameters and reads URLSearchParams', () => {
    expect(parseBlogFilter({ q: ['bail', 'x'] }).q).toBe('bail')
    expect(parseBlogFilter(new URLSearchParams('q=m%C3%A9diation')).q).toBe('médiation')
  })
})

describe('blogListPath and withFilter', () => {
  it('gives page 1 its short URL and later pages a path', () => {
    expect(blogListPath({ page: 1 })).toBe('/blog')
    expect(blogListPath({ page: 3 })).toBe('/blog/page/3')
    expect(blogListPath({ page: 1, category: 'mediation' })).toBe('/blog/categorie/mediation')
    expect(blogListPath({ page: 2, category: 'mediation' })).toBe(
      '/blog/categorie/mediation/page/2',
    )
  })
  it('writes the filter in a stable order, encoded, and leaves empty values out', () => {
    expect(withFilter('/blog', {})).toBe('/blog')
    expect(
      withFilter('/blog/page/2', { q: 'licenciement économique', categorie: 'mediation' }),
    ).toBe('/blog/page/2?q=licenciement+%C3%A9conomique&categorie=mediation')
  })
  it('round-trips through parseBlogFilter', () => {
    const filter = { q: 'rupture & délai ?', categorie: 'mediation' }
    expect(parseBlogFilter(new URL(withFilter('/blog', filter), 'http://x').searchParams)).toEqual(
      filter,
    )
  })
})
