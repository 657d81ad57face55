import { describe, expect, it } from 'vitest'
import { searchCacheKey, wordpressSearchTerms } from './search'

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
