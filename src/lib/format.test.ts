import { describe, expect, it } from 'vitest'
import { formatLongDate, truncateAtWord } from './format'
import { htmlToText } from './wordpress/html-text'

describe('formatLongDate (docs/specification.md « Constants »: French long format)', () => {
  it('formats in French in the practice’s time zone', () => {
    expect(formatLongDate('2026-03-15T10:00:00Z')).toBe('15 mars 2026')
    expect(formatLongDate('2025-12-31T23:30:00Z')).toBe('1er janvier 2026')
    expect(formatLongDate('2026-05-01T08:00:00Z')).toBe('1er mai 2026')
    expect(formatLongDate('2026-05-11T08:00:00Z')).toBe('11 mai 2026')
  })
  it('returns an empty string for a broken date', () => {
    expect(formatLongDate('pas une date')).toBe('')
  })
})

describe('htmlToText', () => {
  it('decodes WordPress entities in titles', () => {
    expect(htmlToText('L&#8217;indemnité &#8211; mode d&#8217;emploi &#038; calcul')).toBe(
      'L’indemnité – mode d’emploi & calcul',
    )
    expect(htmlToText('&laquo;&nbsp;Clause&nbsp;&raquo;')).toBe('« Clause »')
  })
  it('strips tags, and ends an excerpt WordPress cut with an ellipsis', () => {
    expect(htmlToText('<p>Un extrait <strong>utile</strong> [&hellip;]</p>\n')).toBe(
      'Un extrait utile…',
    )
    expect(htmlToText('<p>Une phrase entière. [&hellip;]</p>')).toBe('Une phrase entière.')
    expect(htmlToText('<p>Un extrait complet.</p>')).toBe('Un extrait complet.')
    expect(htmlToText('<p>[&hellip;]</p>')).toBe('')
  })
  it('never keeps a script’s text', () => {
    expect(htmlToText('<p>Texte</p><script>alert(1)</script>')).toBe('Texte')
  })
})

describe('truncateAtWord (docs/specification.md « Constants »: 150 characters at a word boundary with an ellipsis)', () => {
  const text =
    'Vous venez de recevoir votre lettre de licenciement et vous estimez que les motifs invoqués ne tiennent pas : voici les délais à respecter pour agir utilement.'
  it('leaves a short text as it is', () => {
    expect(truncateAtWord('Court.', 150)).toBe('Court.')
  })
  it('cuts at a word boundary, ellipsis included in the limit', () => {
    const cut = truncateAtWord(text, 150)
    expect(cut.length).toBeLessThanOrEqual(150)
    expect(cut.endsWith('…')).toBe(true)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    expect(text[cut.length - 1]).toMatch(/[\s,:;]/)
  })
  it('cuts inside a single word longer than the limit', () => {
    expect(truncateAtWord('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`)
  })
  it('cuts the meta description at 160', () => {
    expect(truncateAtWord(text.repeat(2), 160).length).toBeLessThanOrEqual(160)
  })
})
