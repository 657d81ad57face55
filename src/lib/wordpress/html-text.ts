import { decode } from 'html-entities'
import { stripControlCharacters } from '@/lib/control-characters'

/**
 * Plain text of `title.rendered` or `excerpt.rendered`. WordPress ends an excerpt it cut with
 * `[&hellip;]` (wp_trim_excerpt, WordPress code reference): an ellipsis then ends the text, unless
 * a sentence did; control characters are dropped. Server only: html-entities' table stays out of
 * the browser.
 */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>/g, '')
  const decoded = stripControlCharacters(decode(withoutTags, { level: 'html5' }), {
    keepLines: true,
  })
  const text = decoded.replace(/\s+/g, ' ').trim()
  const cut = /\s*\[(?:…|\.\.\.)\]$/.test(text)
  const plain = text
    .replace(/\[(?:…|\.\.\.)\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return cut && plain && !/[.!?…]$/.test(plain) ? `${plain}…` : plain
}
