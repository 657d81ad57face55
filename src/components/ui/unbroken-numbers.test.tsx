import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
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
})
