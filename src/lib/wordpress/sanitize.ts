import sanitize from 'sanitize-html'
import { getSiteUrl, getWordPressOrigin } from '@/lib/env'
import { optimizedImage } from './images'
import { BLOCK_TAGS, VERBATIM_TAGS } from './typography'

/*
 * Allow-list of the article body (docs/architecture.md « Security »): structure and text
 * formatting, links, images, figures, quotes, tables and code are kept; scripts, event handlers,
 * `style`, iframes, forms and every URL scheme but http(s), mailto and tel are dropped. WordPress
 * HTML is treated as untrusted: an editor account can be compromised.
 *
 * Images are served by the site itself: the browser never contacts WordPress, as the privacy
 * policy says (/confidentialite) and as the Content-Security-Policy enforces (`img-src 'self'`,
 * astro.config.mjs). A WordPress image goes through Astro's image endpoint (`/_image`, images.ts,
 * as the featured images and the cards' do); an image from any other origin is dropped, since the
 * site could only show it by sending the visitor to that origin.
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

/** Rendered width of an image in the article column (`.prose-article`, 68ch ≈ 42rem). */
const ARTICLE_SIZES = '(min-width: 48rem) 42rem, 100vw'

/** A WordPress image of a body, between the two passes of {@link sanitizePostHtml}. */
type BodyImage = { src: string; width: number | null; height: number | null }

/** A positive integer attribute (`width="1024"`), `null` otherwise. */
function pixels(raw: string | undefined): number | null {
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 ? value : null
}

/** Allow-list shared by both passes; `data-image` only links an image to its optimized URLs. */
function allowList(): sanitize.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'hreflang'],
      img: [
        'src',
        'srcset',
        'sizes',
        'alt',
        'title',
        'width',
        'height',
        'loading',
        'decoding',
        'data-image',
      ],
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
    // Without `src`, an image is dropped: it could only be shown by contacting its origin.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }
}

/**
 * Sanitizes the HTML body of a WordPress post (`content.rendered`) for rendering with
 * `dangerouslySetInnerHTML`. `<h1>` becomes `<h2>` (the page keeps one `<h1>`); external links get
 * `target="_blank" rel="noopener noreferrer"`; images get `loading="lazy"` and `decoding="async"`.
 * Image sources, relative ones resolved against WordPress's origin, are rewritten to the site's
 * image endpoint (images.ts, Astro's `/_image`) with a `srcset` of its widths (WordPress's own
 * `srcset` and `<source>` elements are dropped); images from another origin, or that the endpoint
 * would not serve, are dropped.
 *
 * Two passes: the first applies the allow-list and collects WordPress's images, whose URLs on the
 * endpoint are then made (asynchronously, by `getImage()`), and the second writes them in.
 * Never throws: malformed HTML is repaired by the parser, an image that cannot be made is dropped.
 */
export async function sanitizePostHtml(html: string): Promise<string> {
  const siteOrigin = getSiteUrl()
  const wordpressOrigin = getWordPressOrigin() ?? siteOrigin
  const images: BodyImage[] = []
  const checked = sanitize(html, {
    ...allowList(),
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
        const { src: rawSrc, srcset: _srcset, sizes, 'data-image': _index, ...rest } = attribs
        const src = rawSrc ? mediaUrl(rawSrc, wordpressOrigin) : null
        const kept: Record<string, string> = { ...rest, loading: 'lazy', decoding: 'async' }
        if (!src || new URL(src).origin !== wordpressOrigin) return { tagName, attribs: kept }
        kept.src = src
        kept['data-image'] = String(images.length)
        kept.sizes = sizes?.trim() ? sizes : ARTICLE_SIZES
        images.push({ src, width: pixels(attribs.width), height: pixels(attribs.height) })
        return { tagName, attribs: kept }
      },
    },
  })
  if (images.length === 0) return checked
  const optimized = await Promise.all(
    images.map((image) =>
      optimizedImage(image.src, image).catch((error: unknown) => {
        console.error('Image d’article non servie', image.src, error)
        return null
      }),
    ),
  )
  return sanitize(checked, {
    ...allowList(),
    transformTags: {
      img: (tagName, attribs) => {
        const { 'data-image': index, src: _src, srcset: _srcset, ...rest } = attribs
        const image = index === undefined ? null : optimized[Number(index)]
        if (!image) return { tagName, attribs: rest }
        return { tagName, attribs: { ...rest, src: image.src, srcset: image.srcset } }
      },
    },
  })
}
