import sanitize from 'sanitize-html'
import { stripControlCharacters } from '@/lib/control-characters'
import { getSiteUrl, getWordPressOrigin } from '@/lib/env'
import { optimizedImage } from './images'
import { BLOCK_TAGS, VERBATIM_TAGS } from './typography'

/*
 * Allow-list of the article body (docs/architecture.md « Security »): WordPress HTML is untrusted,
 * as an editor account can be compromised. Images go through the site's image endpoint
 * (images.ts); one from another origin is dropped, as showing it would send the visitor there.
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

/** Their text is code or chrome, not prose. */
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

/** What a link may lead to once sanitized (`allowedSchemes` below), relative links included. */
function isFollowable(href: string, siteOrigin: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(href, siteOrigin).protocol)
  } catch {
    return false
  }
}

/**
 * An embedded frame (a video, a map) as a link to it: showing it would load another origin's
 * page, scripts and cookies (docs/architecture.md « Security »); the caption WordPress puts under
 * it then still has something to caption.
 */
function frameAsLink(attribs: Record<string, string>, wordpressOrigin: string): sanitize.Tag {
  const src = attribs.src ? mediaUrl(attribs.src, wordpressOrigin) : null
  // Still a frame, so dropped with its content.
  if (!src) return { tagName: 'iframe', attribs: {} }
  const host = new URL(src).hostname.replace(/^www\./, '')
  const title = attribs.title?.trim()
  return {
    tagName: 'a',
    attribs: { href: src, target: '_blank', rel: 'noopener noreferrer' },
    text: title ? `Voir «\u00a0${title}\u00a0» sur ${host}` : `Voir le contenu intégré sur ${host}`,
  }
}

/**
 * WordPress's anchors (a heading's « Ancre HTML », the core Footnotes block's notes and calls)
 * under a prefix of their own, so that none can take an id of the page (`contenu`, …).
 */
function anchorId(id: string | undefined): string | undefined {
  return id && /^[\w-]{1,80}$/.test(id) ? `wp-${id}` : undefined
}

/** `attribs` with its `id`, if any, as anchorId() writes it. */
function withAnchor(attribs: Record<string, string>): Record<string, string> {
  const { id, ...rest } = attribs
  const anchor = anchorId(id)
  return anchor ? { ...rest, id: anchor } : rest
}

/** Resolved against WordPress's origin, not the site's; `null` when not http(s). */
function mediaUrl(src: string, wordpressOrigin: string): string | null {
  try {
    const url = new URL(src.trim(), wordpressOrigin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** `.prose-article`, 68ch ≈ 42rem. */
const ARTICLE_SIZES = '(min-width: 48rem) 42rem, 100vw'

type BodyImage = { src: string; width: number | null; height: number | null }

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
      '*': ['id'],
      a: ['href', 'title', 'target', 'rel', 'hreflang', 'aria-label'],
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
      figure: ['class', 'tabindex', 'role', 'aria-label'],
      details: ['open'],
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
    // Without `src`, an image is dropped: it could only be shown by contacting its origin. A
    // paragraph or span left empty (an image dropped, the classic editor) would be a blank gap.
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !frame.attribs.src) ||
      (['p', 'span'].includes(frame.tag) && !frame.text.trim() && frame.mediaChildren.length === 0),
  }
}

/**
 * `content.rendered` made safe for `dangerouslySetInnerHTML`. Two passes, as `getImage()` is
 * asynchronous: the first filters and collects the images, the second writes their endpoint URLs.
 * Never throws: the parser repairs bad HTML, an image that cannot be served is dropped; control
 * characters, raw or as entities, are dropped.
 */
export async function sanitizePostHtml(html: string): Promise<string> {
  return stripControlCharacters(await sanitizeTwice(html), { keepLines: true })
}

async function sanitizeTwice(html: string): Promise<string> {
  const siteOrigin = getSiteUrl()
  const wordpressOrigin = getWordPressOrigin() ?? siteOrigin
  const images: BodyImage[] = []
  const checked = sanitize(html, {
    ...allowList(),
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const { href, title, hreflang, 'aria-label': label } = attribs
        // A link that leads nowhere once its `javascript:` is gone would still look like one.
        if (!href || !isFollowable(href, siteOrigin))
          return { tagName: 'span', attribs: attribs.id ? { id: attribs.id } : {} }
        const kept: Record<string, string> = attribs.id ? { id: attribs.id } : {}
        const target = href.startsWith('#') ? anchorId(href.slice(1)) : undefined
        kept.href = target ? `#${target}` : href
        if (label) kept['aria-label'] = label
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
        // WordPress allows an empty alternative text: the image is then decoration (WCAG H67).
        const kept: Record<string, string> = {
          ...rest,
          alt: rest.alt ?? '',
          loading: 'lazy',
          decoding: 'async',
        }
        if (!src || new URL(src).origin !== wordpressOrigin) return { tagName, attribs: kept }
        kept.src = src
        kept['data-image'] = String(images.length)
        kept.sizes = sizes?.trim() ? sizes : ARTICLE_SIZES
        images.push({ src, width: pixels(attribs.width), height: pixels(attribs.height) })
        return { tagName, attribs: kept }
      },
      iframe: (_tagName, attribs) => frameAsLink(attribs, wordpressOrigin),
      // A table wider than the screen scrolls inside its figure, which a keyboard must reach
      // (WCAG 2.1.1; axe « scrollable-region-focusable »).
      figure: (tagName, attribs) => {
        const table = attribs.class?.split(/\s+/).includes('wp-block-table')
        const kept: Record<string, string> = {}
        if (attribs.id) kept.id = attribs.id
        if (attribs.class) kept.class = attribs.class
        if (table) Object.assign(kept, { tabindex: '0', role: 'region', 'aria-label': 'Tableau' })
        return { tagName, attribs: kept }
      },
      // Runs after the transform of each tag above, and alone for the others.
      '*': (tagName, attribs) => ({ tagName, attribs: withAnchor(attribs) }),
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
