import { describe, expect, it } from 'vitest'
import { SITE_SEARCH_MAX_LENGTH } from './constants'
import { normalizeSearchQuery } from './search-text'

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
