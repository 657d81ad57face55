/**
 * French typography of plain text: the one set of rules applied to WordPress text on the server
 * (`typography.ts`) and checked in the site's own copy (`scripts/french-typography.mjs`).
 *
 * Rules (Lexique des règles typographiques en usage à l'Imprimerie nationale; the repository's
 * convention is the non-breaking space U+00A0, and a narrow one U+202F already typed is kept):
 * - a non-breaking space before « : ; ! ? » and inside « », never a second one;
 * - the typographic apostrophe ’ between two letters, the ellipsis … for three dots;
 * - numbers: a non-breaking space in digit groups (10 000), between a number and its unit
 *   (10 000 €, 50 %, 20 km), after « n° » and « § », and inside references to articles of a code
 *   (art. L. 612-1).
 * URLs, e-mail addresses and clock times (12:30) are never changed. Applying the rules twice gives
 * the text of the first pass (idempotent). Plain JavaScript, so that the Node script reads it
 * without a build step; the types are given in JSDoc.
 */

const NBSP = '\u00a0'
const NNBSP = '\u202f'
/** Spaces that may stand before a high punctuation mark or inside guillemets. */
const SPACES = `[ \\t${NBSP}${NNBSP}]`

/**
 * Pieces of text that are code-like: URLs, e-mail addresses, `tel:`/`mailto:` links, clock times.
 * Their characters are never rewritten.
 */
const PROTECTED =
  /(?:https?:\/\/|mailto:|tel:)[^\s<>«»"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b\d{1,2}:\d{2}\b/g

/** Units written after a number (symbols and abbreviations of the SI and the currencies). */
const UNITS = '€|\\$|£|%|‰|°C|°|km|kg|m²|m³|cm|mm|ko|Mo|Go|mg|g|m|h|min|s'

/**
 * @param {string} text plain text (entities decoded)
 * @param {string} before the character that precedes `text` in the document ('' at the start of
 *   a block), so that « <strong>Attention</strong> : » is read as one sentence
 * @returns {string}
 */
function typesetPlain(text, before) {
  // Each rule sees a sentinel for the preceding character, removed at the end.
  const lead = before ? before.slice(-1) : ''
  let t = lead + text
  t = t
    // Apostrophe between two letters: l'article → l’article.
    .replace(/(?<=\p{L})'(?=\p{L})/gu, '’')
    // Three dots, not four or more: … (a « ... » in a quotation stays an ellipsis).
    .replace(/(?<!\.)\.\.\.(?!\.)/g, '…')
    // High punctuation after a word, a number or a closing sign: exactly one non-breaking space
    // (a narrow one already there is kept). « !? » and « ?! » keep their second mark attached.
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
    // Inside guillemets: exactly one non-breaking space (a narrow one already there is kept).
    .replace(new RegExp(`«(${SPACES}*)`, 'g'), (_m, spaces) =>
      spaces.includes(NNBSP) && !spaces.includes(NBSP) ? `«${NNBSP}` : `«${NBSP}`,
    )
    .replace(new RegExp(`(${SPACES}*)»`, 'g'), (_m, spaces) =>
      spaces.includes(NNBSP) && !spaces.includes(NBSP) ? `${NNBSP}»` : `${NBSP}»`,
    )
    // Digit groups: 10 000, 1 250 000 (a group of exactly three digits after the space).
    .replace(/(?<=\d) (?=\d{3}(?!\d))/g, NBSP)
    // A number and its unit: 10 000 €, 50 %, 20 km.
    .replace(new RegExp(`(?<=\\d) (?=(?:${UNITS})(?![\\p{L}\\p{N}-]))`, 'gu'), NBSP)
    // « n° 71-1130 », « § 3 ».
    .replace(/(?<=\b[nN]°|§) (?=\d)/g, NBSP)
    // References to articles: « art. 10 », « article L. 612-1 », « L.1471-1 » → « L. 1471-1 ».
    .replace(/(?<=\b(?:[aA]rt\.|[aA]rticles?)) (?=(?:[LRDA]\.\s?)?\d)/g, NBSP)
    .replace(/(?<=\b[LRD]\.)[ \u00a0]?(?=\d)/g, NBSP)
  return lead ? t.slice(lead.length) : t
}

/**
 * French typography of one piece of plain text; URLs, e-mail addresses and clock times inside it
 * are left as they are.
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
