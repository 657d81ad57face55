import { decode } from 'html-entities'

/* Server-side only: the entity table of html-entities weighs 12 KB gzip, kept out of the browser. */

/**
 * Plain text of a WordPress HTML fragment (`title.rendered`, `excerpt.rendered`): tags removed,
 * entities decoded (`&#8217;` → ’, `&#038;` → &), the `[&hellip;]` « read more » marker dropped and
 * whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>/g, '')
  return decode(withoutTags, { level: 'html5' })
    .replace(/\[(?:…|\.\.\.)\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
