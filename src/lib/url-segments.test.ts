import { describe, expect, it } from 'vitest'
import { isWellEncoded, MAX_PAGE, parsePageSegment, parseSlugSegment } from './url-segments'

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

describe('isWellEncoded', () => {
  it('is false for a path whose percent-encoding is broken, anywhere', () => {
    for (const path of ['/blog/%E0', '/blog/%', '/expertise/%E0', '/mediation/%', '/%zz'])
      expect(isWellEncoded(path), path).toBe(false)
  })
  it('is true for well-encoded paths', () => {
    for (const path of ['/blog/d%C3%A9cision', '/contact', '/blog/categorie/m%C3%A9diation'])
      expect(isWellEncoded(path), path).toBe(true)
  })
})
