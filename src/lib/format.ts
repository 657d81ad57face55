const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
})

/**
 * French long date, e.g. « 15 mars 2026 » (docs/specification.md « Constants »), in the practice's
 * time zone. Returns an empty string for an unparsable date rather than « Invalid Date ».
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date)
}

/**
 * Cuts `text` to at most `max` characters at a word boundary and appends « … » when it was cut
 * (docs/specification.md « Constants »: card excerpt 150 characters, meta description 160). The
 * ellipsis counts in `max`. A single word longer than the limit is cut inside the word.
 */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.trim()
  if (clean.length <= max) return clean
  const room = clean.slice(0, max - 1)
  const lastSpace = room.lastIndexOf(' ')
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room
  return `${cut.replace(/[\s,;:.!?–—-]+$/u, '')}…`
}
