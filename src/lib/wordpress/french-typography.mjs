/**
 * French typography of plain text (Lexique des règles typographiques en usage à l'Imprimerie
 * nationale), applied to WordPress text by `typography.ts` and checked in the site's copy by
 * scripts/french-typography.mjs: hence plain JavaScript. The space is U+00A0; a narrow U+202F
 * already typed is kept. Idempotent; URLs, e-mail addresses and clock times are never changed.
 */

const NBSP = '\u00a0'
const NNBSP = '\u202f'
const SPACES = `[ \\t${NBSP}${NNBSP}]`

/** URLs, e-mail addresses, `tel:`/`mailto:` links, clock times. */
const PROTECTED =
  /(?:https?:\/\/|mailto:|tel:)[^\s<>«»"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b\d{1,2}:\d{2}\b/g

const UNITS = '€|\\$|£|%|‰|°C|°|km|kg|m²|m³|cm|mm|ko|Mo|Go|mg|g|m|h|min|s'

/**
 * @param {string} text plain text (entities decoded)
 * @param {string} before the text before it: « <strong>Attention</strong> : » is one sentence
 * @returns {string}
 */
function typesetPlain(text, before) {
  const lead = before ? before.slice(-1) : ''
  let t = lead + text
  t = t
    // Apostrophe between two letters: l'article → l’article.
    .replace(/(?<=\p{L})'(?=\p{L})/gu, '’')
    .replace(/(?<!\.)\.\.\.(?!\.)/g, '…')
    // High punctuation after a word, a number or a closing sign: exactly one non-breaking space.
    .replace(
      new RegExp(
        `(?<=[\\p{L}\\p{N}»)\\]’'"%€…*])(${SPACES}*)([:;!?])(?=\\s|$|[»)"’'!?.,]|\\u00a0)`,
        'gu',
      ),
      (match, spaces, mark, offset, whole) => {
        const previous = whole[offset - 1]
        // The second mark of « !? » sticks to the first.
        if (spaces === '' && (previous === '!' || previous === '?')) return match
        return `${spaces.includes(NNBSP) && !spaces.includes(NBSP) ? NNBSP : NBSP}${mark}`
      },
    )
    .replace(new RegExp(`«(${SPACES}*)`, 'g'), (_m, spaces) =>
      spaces.includes(NNBSP) && !spaces.includes(NBSP) ? `«${NNBSP}` : `«${NBSP}`,
    )
    .replace(new RegExp(`(${SPACES}*)»`, 'g'), (_m, spaces) =>
      spaces.includes(NNBSP) && !spaces.includes(NBSP) ? `${NNBSP}»` : `${NBSP}»`,
    )
    // 10 000, 10 000 €, « n° 71-1130 », « § 3 », « art. L. 612-1 », « L.1471-1 » → « L. 1471-1 ».
    .replace(/(?<=\d) (?=\d{3}(?!\d))/g, NBSP)
    .replace(new RegExp(`(?<=\\d) (?=(?:${UNITS})(?![\\p{L}\\p{N}-]))`, 'gu'), NBSP)
    .replace(/(?<=\b[nN]°|§) (?=\d)/g, NBSP)
    .replace(/(?<=\b(?:[aA]rt\.|[aA]rticles?)) (?=(?:[LRDA]\.\s?)?\d)/g, NBSP)
    .replace(/(?<=\b[LRD]\.)[ \u00a0]?(?=\d)/g, NBSP)
  return lead ? t.slice(lead.length) : t
}

/**
 * @param {string} text plain text, entities already decoded
 * @param {{ before?: string }} [context] `before`: the text that precedes it in the same block
 * @returns {string}
 */
export function frenchTypography(text, context = {}) {
  let out = ''
  let last = 0
  let before = context.before ?? ''
  for (const match of text.matchAll(PROTECTED)) {
    const start = match.index ?? 0
    const plain = typesetPlain(text.slice(last, start), before)
    out += plain + match[0]
    before = match[0]
    last = start + match[0].length
  }
  return out + typesetPlain(text.slice(last), before)
}
