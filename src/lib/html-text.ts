import { decode } from 'html-entities'

/**
 * Plain text of `title.rendered` or `excerpt.rendered`, without the `[&hellip;]` marker. Server
 * only: html-entities' table stays out of the browser.
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
