import { SITE_SEARCH_MAX_LENGTH } from './constants'
import { stripControlCharacters } from './control-characters'

/** The typographic apostrophes a keyboard or a copied sentence may give: ’ ‘ ʼ ′. */
const APOSTROPHES = /[\u2018\u2019\u02BC\u2032]/g

/**
 * The straight apostrophe for any typographic one. WordPress stores what the author typed, usually
 * `'`, and only prints `’` (wptexturize, WordPress code reference), so its search finds
 * « prud'hommes » and not « prud’hommes », the form a phone types.
 */
export function straightApostrophes(text: string): string {
  return text.replace(APOSTROPHES, "'")
}

/**
 * Text as the blog's filter compares it: lower case, without accents, œ and æ written out, one
 * kind of apostrophe and one kind of space. WordPress's own search reads text the same way through
 * MySQL's `_ci` collations, so the filter of a page and the search of every article agree
 * (docs/specification.md « Blog list »).
 */
export function foldSearchText(text: string): string {
  return straightApostrophes(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/gu, ' ')
}

/** NFC, one space per run of white space, cut by code points so that an emoji stays whole. */
export function normalizeSearchQuery(raw: string | string[] | undefined | null): string {
  const value = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')
  const clean = stripControlCharacters(value.normalize('NFC').replace(/\s+/gu, ' ')).trim()
  return Array.from(clean).slice(0, SITE_SEARCH_MAX_LENGTH).join('').trim()
}
