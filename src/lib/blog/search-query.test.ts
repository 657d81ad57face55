import { describe, expect, it } from 'vitest'
import { parseSearchPage, searchPath } from './search-query'

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
