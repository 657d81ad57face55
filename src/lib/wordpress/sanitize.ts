import sanitize from 'sanitize-html'
import { getSiteUrl, getWordPressOrigin } from '@/lib/env'
import { IMAGE_WIDTHS } from '@/lib/image-widths.mjs'
import { BLOCK_TAGS, VERBATIM_TAGS } from './typography'

/*
 * Allow-list of the article body (docs/architecture.md « Security »): structure and text
 * formatting, links, images, figures, quotes, tables and code are kept; scripts, event handlers,
 * `style`, iframes, forms and every URL scheme but http(s), mailto and tel are dropped. WordPress
 * HTML is treated as untrusted: an editor account can be compromised.
 *
 * Images are served by the site itself: the browser never contacts WordPress, as the privacy
 * policy says (/confidentialite) and as the Content-Security-Policy enforces (`img-src 'self'`,
 * next.config.ts). A WordPress image goes through Next.js's image optimizer (`/_next/image`, the
 * same route as the featured images of components/ui/server-image.tsx); an image from any other
 * origin is dropped, since the site could only show it by sending the visitor to that origin.
 */

export const ALLOWED_TAGS: string[] = [
  ...new Set([
    // Every block of typography.ts but `h1`, which becomes `h2`: the page keeps one `<h1>`.
    ...BLOCK_TAGS.filter((tag) => tag !== 'h1'),
    ...VERBATIM_TAGS,
    'span',
    'a',
    'img',
    'picture',
    'cite',
    'q',
    'colgroup',
    'col',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'time',
  ]),
]

/** Tags whose whole content goes with them (their text is code or chrome, not prose). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'select',
  'button',
  'frameset',
  'frame',
  'applet',
  'title',
  'head',
]

function isExternal(href: string, siteOrigin: string): boolean {
  try {
    const url = new URL(href, siteOrigin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== siteOrigin
  } catch {
    return false
  }
}

/**
 * Absolute http(s) URL of an image source written relatively in WordPress (`/wp-content/…`),
 * resolved against WordPress's origin, not the site's; `null` when it is not http(s).
 */
function mediaUrl(src: string, wordpressOrigin: string): string | null {
  try {
    const url = new URL(src.trim(), wordpressOrigin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Quality of optimized images: Next.js's default and only allowed `images.qualities` value. */
const IMAGE_QUALITY = 75
/** Width of the `src` fallback: enough for the article column (68ch) on a 1.5x screen. */
const FALLBACK_WIDTH = 1080
/** Rendered width of an image in the article column (`.prose-article`, 68ch ≈ 42rem). */
const ARTICLE_SIZES = '(min-width: 48rem) 42rem, 100vw'

/**
 * URL of `src` (an absolute WordPress media URL) through the site's image optimizer, `w` pixels
 * wide: `/_next/image?url=…&w=…&q=75`, as next/image writes it.
 */
export function optimizedImageUrl(src: string, w: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=${IMAGE_QUALITY}`
}

/**
 * Optimizer widths for an image `intrinsic` pixels wide: every allowed width below it and the
 * first one above (the optimizer never enlarges); all of them when the width is unknown.
 */
function widthsFor(intrinsic: number): number[] {
  if (!(intrinsic > 0)) return [...IMAGE_WIDTHS]
  const below = IMAGE_WIDTHS.filter((w) => w < intrinsic)
  const above = IMAGE_WIDTHS.find((w) => w >= intrinsic)
  return above ? [...below, above] : below
}

/**
 * Sanitizes the HTML body of a WordPress post (`content.rendered`) for rendering with
 * `dangerouslySetInnerHTML`. `<h1>` becomes `<h2>` (the page keeps one `<h1>`); external links get
 * `target="_blank" rel="noopener noreferrer"`; images get `loading="lazy"` and `decoding="async"`.
 * Image sources, relative ones resolved against WordPress's origin, are rewritten to the site's
 * image optimizer with a `srcset` of its widths (WordPress's own `srcset` and `<source>` elements
 * are dropped); images from another origin are dropped.
 * Never throws: malformed HTML is repaired by the parser.
 */
export function sanitizePostHtml(html: string): string {
  const siteOrigin = getSiteUrl()
  const wordpressOrigin = getWordPressOrigin() ?? siteOrigin
  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'hreflang'],
      img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope', 'abbr'],
      td: ['colspan', 'rowspan'],
      col: ['span'],
      colgroup: ['span'],
      ol: ['start', 'reversed', 'type'],
      li: ['value'],
      abbr: ['title'],
      time: ['datetime'],
      q: ['cite'],
      blockquote: ['cite'],
      code: ['class'],
      pre: ['class'],
      figure: ['class'],
    },
    allowedClasses: {
      code: ['language-*', 'lang-*'],
      pre: ['wp-block-code', 'wp-block-preformatted'],
      figure: [
        'wp-block-image',
        'wp-block-table',
        'wp-block-embed',
        'aligncenter',
        'alignwide',
        'alignfull',
      ],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
    allowProtocolRelative: false,
    enforceHtmlBoundary: false,
    parseStyleAttributes: false,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const { href, title, hreflang } = attribs
        const kept: Record<string, string> = {}
        if (href) kept.href = href
        if (title) kept.title = title
        if (hreflang) kept.hreflang = hreflang
        if (href && isExternal(href, siteOrigin)) {
          kept.target = '_blank'
          kept.rel = 'noopener noreferrer'
        }
        return { tagName, attribs: kept }
      },
      img: (tagName, attribs) => {
        const { src: rawSrc, srcset: _srcset, sizes, ...rest } = attribs
        const src = rawSrc ? mediaUrl(rawSrc, wordpressOrigin) : null
        const kept: Record<string, string> = { ...rest, loading: 'lazy', decoding: 'async' }
        // Without `src`, the exclusive filter below drops the image.
        if (!src || new URL(src).origin !== wordpressOrigin) return { tagName, attribs: kept }
        const widths = widthsFor(Number(attribs.width))
        const fallback = widths.find((w) => w >= FALLBACK_WIDTH) ?? widths.at(-1) ?? FALLBACK_WIDTH
        kept.src = optimizedImageUrl(src, fallback)
        kept.srcset = widths.map((w) => `${optimizedImageUrl(src, w)} ${w}w`).join(', ')
        kept.sizes = sizes?.trim() ? sizes : ARTICLE_SIZES
        return { tagName, attribs: kept }
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  })
}
