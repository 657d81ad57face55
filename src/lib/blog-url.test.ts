import { describe, expect, it } from 'vitest'
import { applicableFilter, filterPosts } from './blog-filter'
import {
  blogListPath,
  MAX_PAGE,
  parseBlogFilter,
  parsePageSegment,
  parseSlugSegment,
  withFilter,
} from './blog-url'

describe('parsePageSegment', () => {
  it('reads a page number', () => {
    expect(parsePageSegment('1')).toBe(1)
    expect(parsePageSegment('27')).toBe(27)
    expect(parsePageSegment(String(MAX_PAGE))).toBe(MAX_PAGE)
  })
  it.each([['abc'], ['-1'], ['0'], ['01'], ['1.5'], [''], ['1e3'], [' 2'], ['2x'], ['10001']])(
    'refuses %j, which is not one page’s only URL',
    (raw) => {
      expect(parsePageSegment(raw)).toBeNull()
    },
  )
  it('refuses an absurd page number', () => {
    expect(parsePageSegment('9'.repeat(40))).toBeNull()
  })
})

describe('parseSlugSegment', () => {
  it('reads a WordPress slug, encoded or not, lower-cased', () => {
    expect(parseSlugSegment('contester-un-licenciement')).toBe('contester-un-licenciement')
    expect(parseSlugSegment('d%C3%A9cision_2')).toBe('décision_2')
    expect(parseSlugSegment('décision')).toBe('décision')
    expect(parseSlugSegment('Droit-Du-Travail')).toBe('droit-du-travail')
  })
  it.each([['%E0'], ['%'], [''], ['a b'], ['a/b'], ['<script>'], ['x'.repeat(201)]])(
    'refuses %j',
    (raw) => {
      expect(parseSlugSegment(raw)).toBeNull()
    },
  )
  it('counts the length of a non-ASCII slug as WordPress stores it, percent-encoded', () => {
    expect(parseSlugSegment('é'.repeat(33))).toBe('é'.repeat(33))
    expect(parseSlugSegment('é'.repeat(34))).toBeNull()
  })
})

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
