import { decode } from 'html-entities'
import { frenchTypography } from './french-typography.mjs'

/*
 * French typography of what WordPress sends, applied once on the server by `reshape.ts`: authors
 * type « Titre : sous-titre » with an ordinary space, which a browser may break before the colon,
 * and wptexturize() adds no space before « : ; ! ? ». The rules are those of the site's own copy
 * (`french-typography.mjs`); typographic output is plain Unicode (U+00A0), never an entity.
 */

/** Elements whose text is code, shown character for character: never rewritten. */
export const VERBATIM_TAGS = ['code', 'pre', 'kbd', 'samp', 'var'] as const
const VERBATIM = new Set<string>(VERBATIM_TAGS)

/** Elements that start or end a block: the text before them is not the same sentence. */
export const BLOCK_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'pre',
] as const
const BLOCKS = new Set<string>(BLOCK_TAGS)

/** Escapes text for HTML as sanitize-html does for text nodes (`&`, `<`, `>`). */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * French typography of plain WordPress text (a decoded title, an excerpt): non-breaking spaces
 * before « : ; ! ? » and inside « », apostrophes, ellipses, numbers and units. Idempotent.
 *
 * @param text plain text, entities already decoded (`htmlToText`).
 */
export function typesetText(text: string): string {
  return frenchTypography(text)
}

/**
 * French typography of the text nodes of a sanitized article body (the output of
 * `sanitizePostHtml`). Tags and their attributes are copied as they are; the text inside `code`,
 * `pre`, `kbd`, `samp` and `var` is never changed. The character before a text node in the same
 * block is taken into account, so that « <strong>Attention</strong> : » gets its space. Idempotent.
 *
 * Splitting on `<…>` is exact here because sanitize-html escapes `<` and `>` in text and in
 * attribute values, and keeps no comment.
 *
 * @param html sanitized HTML.
 * @returns the same HTML with typeset text nodes.
 */
export function typesetHtml(html: string): string {
  let verbatimDepth = 0
  let before = ''
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<\/?([a-zA-Z][a-zA-Z0-9]*)/.exec(part)?.[1]?.toLowerCase() ?? ''
        const closing = part.startsWith('</')
        if (VERBATIM.has(tag)) verbatimDepth = Math.max(0, verbatimDepth + (closing ? -1 : 1))
        if (BLOCKS.has(tag)) before = ''
        return part
      }
      if (part === '') return part
      const text = decode(part, { level: 'html5' })
      if (verbatimDepth > 0) {
        before = text
        return part
      }
      const typeset = frenchTypography(text, { before })
      before = typeset
      return typeset === text ? part : escapeText(typeset)
    })
    .join('')
}
