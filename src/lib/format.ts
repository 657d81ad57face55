const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
})

/**
 * « 15 mars 2026 », « 1er mai 2026 » (docs/specification.md « Constants »; the first of a month is
 * an ordinal in French, as the Lexique de l'Imprimerie nationale writes it, which Intl does not);
 * '' rather than « Invalid Date ».
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return longDate
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')
}

/** At most `max` characters, « … » included, cut at a word boundary. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.trim()
  if (clean.length <= max) return clean
  const room = clean.slice(0, max - 1)
  const lastSpace = room.lastIndexOf(' ')
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room
  return `${cut.replace(/[\s,;:.!?–—-]+$/u, '')}…`
}

/**
 * A number written with hyphens, an article's (« L. 3245-1 », with its letter) or a text's
 * (« n° 2025-660 »): the hyphen is a line-break opportunity (UAX #14), so it is wrapped in a
 * `nowrap` span rather than given U+2011, which would no longer match a search for the reference.
 */
export const NUMBER_WITH_HYPHENS = /(?:\b[LRDA]\.\u00a0)?\d+(?:-\d+)+/g

/** The months as Intl.DateTimeFormat('fr-FR') and the copy write them. */
const MONTHS =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre'

/**
 * The « 1er » (three characters) of a date, whose letters French raises on the page (« 1<sup>er</sup>
 * mai », Lexique de l'Imprimerie nationale); plain text (feed, metadata) keeps « 1er ».
 */
export const FIRST_OF_MONTH = new RegExp(
  `(?<![\\p{L}\\p{N}])1er(?=[ \\u00a0\\u202f](?:${MONTHS})(?!\\p{L}))`,
  'gu',
)
