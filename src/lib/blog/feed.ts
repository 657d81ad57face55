import { createHash, randomUUID } from 'node:crypto'
import { getRssString } from '@astrojs/rss'
import sanitize from 'sanitize-html'
import { blogIntro } from '@/content/blog'
import { site } from '@/content/site'
import { articlePath, blogListPath } from './url'
import { ALLOWED_TAGS } from '../wordpress/sanitize'
import type { Post } from '../wordpress/types'

export const FEED_PATH = '/blog/feed.xml'
export const FEED_TITLE = `${blogIntro.title} – ${site.name}`

/**
 * The `<link rel="alternate">` of a blog page (RSS Advisory Board « RSS Autodiscovery »).
 * @param siteUrl public origin without trailing slash (`SITE_URL`).
 */
export function feedLink(siteUrl: string): { href: string; title: string } {
  return { href: `${siteUrl}${FEED_PATH}`, title: FEED_TITLE }
}

/** Characters XML 1.0 forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

function xmlText(text: string): string {
  return text.replace(NOT_XML, '')
}

function escapeXml(text: string): string {
  return xmlText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function absoluteUrl(url: string, siteUrl: string): string {
  const trimmed = url.trim()
  return trimmed.startsWith('/') && !trimmed.startsWith('//') ? `${siteUrl}${trimmed}` : trimmed
}

/** A sanitized body with its site-relative URLs made absolute: a feed reader has no base URL. */
function feedBody(html: string, siteUrl: string): string {
  return sanitize(xmlText(html), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href ? { ...attribs, href: absoluteUrl(attribs.href, siteUrl) } : attribs,
      }),
      img: (tagName, attribs) => {
        const next = { ...attribs }
        if (next.src) next.src = absoluteUrl(next.src, siteUrl)
        if (next.srcset)
          next.srcset = next.srcset
            .split(',')
            .map((candidate) => absoluteUrl(candidate, siteUrl))
            .join(', ')
        return { tagName, attribs: next }
      },
    },
  })
}

/**
 * Raw XML for `@astrojs/rss`'s `customData`, whose parser turns text looking like a number into
 * one (« 007 » → « 7 »): each text goes in as a token and comes back, escaped, in the output.
 */
class RawXml {
  readonly #nonce = randomUUID()
  readonly #texts: string[] = []

  text(value: string): string {
    this.#texts.push(value)
    return `rss-text-${this.#nonce}-${this.#texts.length - 1}-`
  }

  restore(xml: string): string {
    return xml.replace(new RegExp(`rss-text-${this.#nonce}-(\\d+)-`, 'g'), (_, index: string) =>
      escapeXml(this.#texts[Number(index)] ?? ''),
    )
  }
}

/**
 * The blog's RSS 2.0 feed (RSS Advisory Board « RSS 2.0 Specification »), one item per post. The
 * author is `dc:creator`, as RSS's `<author>` must be an e-mail address.
 * @param posts whole posts (bodies sanitized), newest first.
 * @param siteUrl public origin without trailing slash (`SITE_URL`).
 */
export async function buildBlogFeed(posts: readonly Post[], siteUrl: string): Promise<string> {
  const newest = posts.reduce<number>(
    (latest, post) => Math.max(latest, Date.parse(post.modified) || Date.parse(post.date) || 0),
    0,
  )
  const raw = new RawXml()
  const channel = [
    '<language>fr-FR</language>',
    `<atom:link href="${raw.text(`${siteUrl}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    newest > 0 ? `<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : '',
    `<copyright>${raw.text(`© ${site.firm.name}`)}</copyright>`,
  ].join('')
  const xml = await getRssString({
    title: xmlText(FEED_TITLE),
    description: xmlText(blogIntro.description),
    site: `${siteUrl}${blogListPath({ page: 1 })}`,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/' },
    customData: channel,
    items: posts.map((post) => ({
      title: xmlText(post.title),
      link: `${siteUrl}${articlePath(post.slug)}`,
      pubDate: new Date(post.date),
      description: xmlText(post.excerpt) || undefined,
      // Never empty, so that every item has a body a reader can show.
      content:
        feedBody(post.contentHtml, siteUrl) || `<p>${escapeXml(post.excerpt || post.title)}</p>`,
      customData: [
        `<dc:creator>${raw.text(post.author ?? site.firm.name)}</dc:creator>`,
        ...post.categories.map(
          (category) =>
            `<category domain="${raw.text(`${siteUrl}${blogListPath({ page: 1, category: category.slug })}`)}">${raw.text(category.name)}</category>`,
        ),
      ].join(''),
    })),
  })
  return raw.restore(xml)
}

let lastFeed: { key: string; xml: Promise<string> } | null = null

/** {@link buildBlogFeed}, written again only when the posts or the origin changed. */
export function cachedBlogFeed(posts: readonly Post[], siteUrl: string): Promise<string> {
  const key = createHash('sha256').update(siteUrl).update(JSON.stringify(posts)).digest('hex')
  if (lastFeed?.key !== key) {
    const xml = buildBlogFeed(posts, siteUrl)
    lastFeed = { key, xml }
    xml.catch(() => {
      if (lastFeed?.xml === xml) lastFeed = null
    })
  }
  return lastFeed.xml
}
