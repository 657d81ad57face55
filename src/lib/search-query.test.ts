import { describe, expect, it } from 'vitest'
import { SITE_SEARCH_MAX_LENGTH } from './constants'
import {
  normalizeSearchQuery,
  parseSearchPage,
  searchCacheKey,
  searchPath,
  wordpressSearchTerms,
} from './search-query'

describe('normalizeSearchQuery', () => {
  it('collapses white space, non-breaking ones included, and trims', () => {
    expect(normalizeSearchQuery('  bail \u00a0 commercial\t\n ')).toBe('bail commercial')
  })

  it('reads « é » typed as one or two code points the same (NFC)', () => {
    expect(normalizeSearchQuery('me\u0301diation')).toBe('médiation')
  })

  it('drops control characters and keeps markup and SQL-looking text as text', () => {
    expect(normalizeSearchQuery('a\u0000b\u0007c')).toBe('abc')
    expect(normalizeSearchQuery('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
    expect(normalizeSearchQuery("' OR 1=1; --")).toBe("' OR 1=1; --")
  })

  it('cuts to 100 characters without splitting an emoji', () => {
    expect(normalizeSearchQuery('a'.repeat(150))).toHaveLength(SITE_SEARCH_MAX_LENGTH)
    const emojis = '🙂'.repeat(120)
    const cut = normalizeSearchQuery(emojis)
    expect(Array.from(cut)).toHaveLength(SITE_SEARCH_MAX_LENGTH)
    expect(cut).toBe('🙂'.repeat(SITE_SEARCH_MAX_LENGTH))
  })

  it('takes the first of repeated parameters and accepts nothing', () => {
    expect(normalizeSearchQuery(['bail', 'prud’hommes'])).toBe('bail')
    expect(normalizeSearchQuery(undefined)).toBe('')
  })
})

describe('wordpressSearchTerms', () => {
  it('asks WordPress with the straight apostrophe its posts are stored with', () => {
    for (const typed of ['prud’hommes', 'prud‘hommes', 'prudʼhommes', "prud'hommes"])
      expect(wordpressSearchTerms(typed)).toBe("prud'hommes")
    expect(wordpressSearchTerms('  Période  d’essai ')).toBe("Période d'essai")
  })
})

describe('searchCacheKey', () => {
  it('is the same for queries WordPress answers alike', () => {
    expect(searchCacheKey('  Bail   COMMERCIAL ')).toBe(searchCacheKey('bail commercial'))
    expect(searchCacheKey('Médiation')).toBe(searchCacheKey('me\u0301diation'))
    expect(searchCacheKey('bail')).not.toBe(searchCacheKey('baux'))
    expect(searchCacheKey('prud’hommes')).toBe(searchCacheKey("Prud'hommes"))
  })
})

describe('parseSearchPage', () => {
  it('reads 1 to 1000, absent meaning 1', () => {
    expect(parseSearchPage(undefined)).toBe(1)
    expect(parseSearchPage('3')).toBe(3)
    expect(parseSearchPage(['2', '5'])).toBe(2)
    for (const raw of ['0', '03', '-1', 'abc', '1001', '2.5', ''])
      expect(parseSearchPage(raw)).toBeNull()
  })
})

describe('searchPath', () => {
  it('encodes the query and leaves page 1 out', () => {
    expect(searchPath('bail commercial')).toBe('/blog/recherche?q=bail+commercial')
    expect(searchPath('<b>&é', 2)).toBe('/blog/recherche?q=%3Cb%3E%26%C3%A9&page=2')
    expect(searchPath('')).toBe('/blog/recherche')
  })
})
