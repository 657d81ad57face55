import { describe, expect, it } from 'vitest'
import { stripControlCharacters } from './control-characters'

describe('stripControlCharacters', () => {
  it('drops C0 and C1 controls, noncharacters and lone surrogates', () => {
    expect(
      stripControlCharacters('Ti\u0000tre\u001b[2J \u0085\u009fdu\u007f\uFFFE\uFDD0 blog'),
    ).toBe('Titre[2J du blog')
    expect(stripControlCharacters('a\uD800b\uDFFFc')).toBe('abc')
    expect(stripControlCharacters('a\tb\nc\rd\u000be\u000cf')).toBe('abcdef')
  })

  it('keeps every character of text: accents, typography, emoji, non-Latin scripts', () => {
    const text = 'L’été « décisif » — 25\u00a0%\u202f; 😀 Ωμέγα 東京 \u200d'
    expect(stripControlCharacters(text)).toBe(text)
  })

  it('keeps tab and line breaks in a message when asked', () => {
    expect(stripControlCharacters('Ligne 1\r\nLigne\u0000 2\tfin\u000b', { keepLines: true })).toBe(
      'Ligne 1\r\nLigne 2\tfin',
    )
  })
})
