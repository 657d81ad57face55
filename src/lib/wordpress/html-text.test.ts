import { describe, expect, it } from 'vitest'
import { htmlToText } from './html-text'

describe('htmlToText', () => {
  it('drops control characters of a title, raw or as character references', () => {
    expect(htmlToText('Ti\u0000tre\u001b[31m &#27;du&#x1F; blog\u0085&#xFFFE;')).toBe(
      'Titre[31m du blog',
    )
  })

  it('keeps line breaks and tabs as the spaces between words', () => {
    expect(htmlToText('<p>Un\ttitre\nsur deux lignes</p>')).toBe('Un titre sur deux lignes')
  })
})
