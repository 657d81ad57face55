import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LongDate } from './long-date'
import { WithUnbrokenNumbers } from './unbroken-numbers'

const NBSP = '\u00a0'

describe('WithUnbrokenNumbers', () => {
  it('keeps each hyphenated reference on one line, letter included, and the rest as text', () => {
    const html = renderToStaticMarkup(
      <WithUnbrokenNumbers
        text={`Code de la consommation, art.${NBSP}L.${NBSP}612-1 ; loi n°${NBSP}71-1130, art.${NBSP}10.`}
      />,
    )
    expect(html).toBe(
      `Code de la consommation, art.${NBSP}<span class="whitespace-nowrap">L.${NBSP}612-1</span> ; loi n°${NBSP}<span class="whitespace-nowrap">71-1130</span>, art.${NBSP}10.`,
    )
  })

  it('leaves a text without such a number as it is', () => {
    expect(renderToStaticMarkup(<WithUnbrokenNumbers text="De 9h à 19h, 1998–2004." />)).toBe(
      'De 9h à 19h, 1998–2004.',
    )
  })

  it('raises the letters of the « 1er » of a date, and of no other « 1er »', () => {
    expect(
      renderToStaticMarkup(
        <WithUnbrokenNumbers
          text={`Depuis le 1er septembre 2025 ; le 1er${NBSP}mai ; 11 mai ; 1er étage.`}
        />,
      ),
    ).toBe(
      `Depuis le 1<sup>er</sup> septembre 2025 ; le 1<sup>er</sup>${NBSP}mai ; 11 mai ; 1er étage.`,
    )
  })
})

describe('LongDate (docs/specification.md « Constants »)', () => {
  it('writes the date in French long format, the first of a month as « 1er » raised', () => {
    expect(renderToStaticMarkup(<LongDate iso="2026-05-01T08:00:00Z" />)).toBe(
      '<time dateTime="2026-05-01T08:00:00Z">1<sup>er</sup> mai 2026</time>',
    )
    expect(renderToStaticMarkup(<LongDate iso="2026-05-11T08:00:00Z" />)).toBe(
      '<time dateTime="2026-05-11T08:00:00Z">11 mai 2026</time>',
    )
  })
})
