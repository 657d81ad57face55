import { decode } from 'html-entities'
import { frenchTypography } from './french-typography.mjs'
import { FIRST_OF_MONTH, NUMBER_WITH_HYPHENS } from '../format'

/*
 * French typography of what WordPress sends (`french-typography.mjs`), applied by `reshape.ts`:
 * authors type « Titre : sous-titre » with an ordinary space and wptexturize() adds none.
 */

export const VERBATIM_TAGS = ['code', 'pre', 'kbd', 'samp', 'var'] as const
const VERBATIM = new Set<string>(VERBATIM_TAGS)

/** The text before these is not the same sentence. */
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
  'details',
  'summary',
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

/** As sanitize-html does for text nodes. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Tailwind's utility, as WithUnbrokenNumbers gives the site's own copy. */
const UNBROKEN = '<span class="whitespace-nowrap">'

/** @param text plain text, entities already decoded (`htmlToText`). */
export function typesetText(text: string): string {
  return frenchTypography(text)
}

/**
 * Typesets the text nodes of `sanitizePostHtml`'s output, but not verbatim ones, and raises the
 * « 1er » of a date (FIRST_OF_MONTH). Splitting on `<…>` is exact: sanitize-html escapes `<` and
 * `>` in text and attributes and keeps no comment.
 */
export function typesetHtml(html: string): string {
  let verbatimDepth = 0
  let unbroken = false
  let before = ''
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<\/?([a-zA-Z][a-zA-Z0-9]*)/.exec(part)?.[1]?.toLowerCase() ?? ''
        const closing = part.startsWith('</')
        if (VERBATIM.has(tag)) verbatimDepth = Math.max(0, verbatimDepth + (closing ? -1 : 1))
        if (BLOCKS.has(tag)) before = ''
        // Already typeset: the span holds text only, so its end is the next `</span>`.
        if (part === UNBROKEN) unbroken = true
        else if (unbroken && part === '</span>') unbroken = false
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
      const escaped = (typeset === text ? part : escapeText(typeset)).replace(
        FIRST_OF_MONTH,
        '1<sup>er</sup>',
      )
      return unbroken
        ? escaped
        : escaped.replace(NUMBER_WITH_HYPHENS, (number) => `${UNBROKEN}${number}</span>`)
    })
    .join('')
}
