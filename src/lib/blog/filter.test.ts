import { describe, expect, it } from 'vitest'
import { applicableFilter, filterPosts } from './filter'

describe('filterPosts (docs/specification.md « Blog list »)', () => {
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
  it('ignores accents, the kind of apostrophe and of space, as WordPress’s search does', () => {
    const typeset = [
      {
        title: 'Conseil de prud’hommes\u00a0: les délais',
        excerpt: 'Le cœur du dossier.',
        categories: [],
      },
    ]
    for (const q of [
      "prud'hommes",
      'prud’hommes',
      'PRUD’HOMMES',
      'DÉLAIS',
      'delais',
      'prud’hommes : les',
      'coeur',
      'cœur',
    ])
      expect(filterPosts(typeset, { q, categorie: '' }), q).toHaveLength(1)
    expect(filterPosts(posts, { q: 'mediation', categorie: '' })).toEqual([posts[2]])
    expect(filterPosts(typeset, { q: 'prudhommes', categorie: '' })).toEqual([])
  })
})

describe('applicableFilter', () => {
  const buttons = [{ slug: 'droit-du-travail' }, { slug: 'mediation' }]
  it('keeps a category a button stands for, and the words', () => {
    const filter = { q: 'bail', categorie: 'mediation' }
    expect(applicableFilter(filter, buttons)).toBe(filter)
  })
  it('drops a category no button stands for, keeping the words', () => {
    expect(applicableFilter({ q: 'bail', categorie: 'inconnue' }, buttons)).toEqual({
      q: 'bail',
      categorie: '',
    })
    expect(applicableFilter({ q: '', categorie: 'mediation' }, [])).toEqual({
      q: '',
      categorie: '',
    })
  })
})
