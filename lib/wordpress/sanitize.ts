import sanitize from 'sanitize-html'
import { getSiteUrl, getWordPressApiUrl } from '@/lib/env'

/*
 * Allow-list of the article body (issue 4 §6, ../shared/ARCHITECTURE.md): structure and text
 * formatting, links, images, figures, quotes, tables and code are kept; scripts, event handlers,
 * `style`, iframes, forms and every URL scheme but http(s), mailto and tel are dropped. WordPress
 * HTML is treated as untrusted: an editor account can be compromised.
 */

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'picture',
  'source',
  'blockquote',
  'cite',
  'q',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'pre',
  'code',
  'kbd',
  'samp',
  'var',
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

/** Every candidate of a `srcset`, resolved like `mediaUrl`; candidates that fail are dropped. */
function mediaSrcset(srcset: string, wordpressOrigin: string): string {
  return srcset
    .split(',')
    .map((candidate) => {
      const [url, descriptor] = candidate.trim().split(/\s+/, 2)
      const resolved = url ? mediaUrl(url, wordpressOrigin) : null
      return resolved ? [resolved, descriptor].filter(Boolean).join(' ') : null
    })
    .filter((candidate): candidate is string => candidate !== null)
    .join(', ')
}

/**
 * Sanitizes the HTML body of a WordPress post (`content.rendered`) for rendering with
 * `dangerouslySetInnerHTML`. `<h1>` becomes `<h2>` (the page keeps one `<h1>`); external links get
 * `target="_blank" rel="noopener noreferrer"`; images get `loading="lazy"` and `decoding="async"`, and
 * relative image sources are resolved against WordPress's origin.
 * Never throws: malformed HTML is repaired by the parser.
 */
export function sanitizePostHtml(html: string): string {
  const siteOrigin = getSiteUrl()
  const wordpressOrigin = new URL(getWordPressApiUrl() ?? siteOrigin).origin
  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'hreflang'],
      img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      source: ['srcset', 'sizes', 'type', 'media', 'width', 'height'],
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
    allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
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
        const src = attribs.src ? mediaUrl(attribs.src, wordpressOrigin) : null
        const kept: Record<string, string> = { ...attribs, loading: 'lazy', decoding: 'async' }
        if (src) kept.src = src
        else delete kept.src
        if (attribs.srcset) kept.srcset = mediaSrcset(attribs.srcset, wordpressOrigin)
        return { tagName, attribs: kept }
      },
      source: (tagName, attribs) => ({
        tagName,
        attribs: attribs.srcset
          ? { ...attribs, srcset: mediaSrcset(attribs.srcset, wordpressOrigin) }
          : attribs,
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  })
}
