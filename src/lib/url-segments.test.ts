import { describe, expect, it } from 'vitest'
import {
  canonicalPercentEncoding,
  isWellEncoded,
  MAX_PAGE,
  parsePageSegment,
  parseSlugSegment,
} from './url-segments'

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

describe('canonicalPercentEncoding', () => {
  it('decodes what needs no encoding and writes the rest in upper case (RFC 3986 § 6.2.2)', () => {
    expect(canonicalPercentEncoding('/a-propo%73')).toBe('/a-propos')
    expect(canonicalPercentEncoding('/blog/%6dediation-%7e_%2E')).toBe('/blog/mediation-~_.')
    expect(canonicalPercentEncoding('/blog/caf%c3%a9')).toBe('/blog/caf%C3%A9')
    expect(canonicalPercentEncoding('/a%2fb%20c%25')).toBe('/a%2Fb%20c%25')
  })

  it('leaves a path already in that form, or a % without two hexadecimal digits, alone', () => {
    for (const path of ['/blog/caf%C3%A9', '/wp-content/uploads/a.png', '/100%', '/%zz'])
      expect(canonicalPercentEncoding(path)).toBe(path)
  })
})
