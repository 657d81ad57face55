import { describe, expect, it } from 'vitest'
import { filterPosts } from './blog-filter'
import { blogListHref, parseBlogListState } from './blog-url'

describe('parseBlogListState (issue 4 §2, §5)', () => {
  it('reads page, q and categorie', () => {
    expect(
      parseBlogListState({ page: '2', q: 'licenciement', categorie: 'droit-du-travail' }),
    ).toEqual({
      page: 2,
      q: 'licenciement',
      categorie: 'droit-du-travail',
    })
  })
  it.each([['abc'], ['-1'], ['0'], ['1.5'], [''], ['1e3'], [' 2x']])(
    'treats page=%s as page 1',
    (page) => {
      expect(parseBlogListState({ page }).page).toBe(1)
    },
  )
  it('caps a huge page number', () => {
    expect(parseBlogListState({ page: '99999' }).page).toBe(10000)
    expect(parseBlogListState({ page: '9'.repeat(40) }).page).toBe(1)
  })
  it('cuts a very long search and collapses spaces', () => {
    const state = parseBlogListState({ q: `  bail   commercial ${'x'.repeat(5000)}` })
    expect(state.q.length).toBe(200)
    expect(state.q.startsWith('bail commercial x')).toBe(true)
  })
  it('keeps only slug characters in the category', () => {
    expect(parseBlogListState({ categorie: 'Droit-du-Travail"><script>' }).categorie).toBe(
      'droit-du-travailscript',
    )
  })
  it('takes the first of repeated parameters and reads URLSearchParams', () => {
    expect(parseBlogListState({ page: ['3', '4'] }).page).toBe(3)
    expect(parseBlogListState(new URLSearchParams('page=2&q=m%C3%A9diation')).q).toBe('médiation')
  })
})

describe('blogListHref', () => {
  it('leaves defaults out so /blog stays canonical', () => {
    expect(blogListHref({ page: 1, q: '', categorie: '' })).toBe('/blog')
  })
  it('writes the state in a stable order and encodes it', () => {
    expect(
      blogListHref({ page: 2, q: 'licenciement économique', categorie: 'droit-du-travail' }),
    ).toBe('/blog?page=2&q=licenciement+%C3%A9conomique&categorie=droit-du-travail')
  })
  it('round-trips through parseBlogListState', () => {
    const state = { page: 3, q: 'rupture & délai ?', categorie: 'mediation' }
    expect(parseBlogListState(new URL(blogListHref(state), 'http://x').searchParams)).toEqual(state)
  })
})

describe('filterPosts (spec §5)', () => {
  const travail = { id: 1, name: 'Droit du travail', slug: 'droit-du-travail' }
  const affaires = { id: 2, name: 'Droit des affaires', slug: 'droit-des-affaires' }
  const posts = [
    { title: 'Contester un LICENCIEMENT', excerpt: 'Les délais.', categories: [travail] },
    {
      title: 'Le bail commercial',
      excerpt: 'Renouvellement et licenciement du gérant ?',
      categories: [affaires],
    },
    { title: 'La médiation', excerpt: 'Un accord.', categories: [] },
  ]
  it('matches a case-insensitive substring of the title or the excerpt', () => {
    expect(filterPosts(posts, { q: 'licenciement', categorie: '' })).toHaveLength(2)
    expect(filterPosts(posts, { q: 'BAIL', categorie: '' })).toHaveLength(1)
  })
  it('filters by category slug, combined with the search', () => {
    expect(filterPosts(posts, { q: '', categorie: 'droit-du-travail' })).toEqual([posts[0]])
    expect(filterPosts(posts, { q: 'licenciement', categorie: 'droit-des-affaires' })).toEqual([
      posts[1],
    ])
    expect(filterPosts(posts, { q: '', categorie: 'inconnue' })).toEqual([])
  })
  it('returns everything without criteria', () => {
    expect(filterPosts(posts, { q: '  ', categorie: '' })).toHaveLength(3)
  })
})
