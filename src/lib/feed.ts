import { createHash, randomUUID } from 'node:crypto'
import { getRssString } from '@astrojs/rss'
import sanitize from 'sanitize-html'
import { blogIntro } from '@/content/blog'
import { site } from '@/content/site'
import { articlePath, blogListPath } from './blog-url'
import { ALLOWED_TAGS } from './wordpress/sanitize'
import type { Post } from './wordpress/types'

/** Path of the blog's RSS 2.0 feed (src/pages/blog/feed.xml.ts). */
export const FEED_PATH = '/blog/feed.xml'
/** Title of the feed, also the `title` of the `<link rel="alternate">` that advertises it. */
export const FEED_TITLE = `${blogIntro.title} – ${site.name}`

/**
 * What the `<link rel="alternate" type="application/rss+xml">` of a blog page's `<head>` carries,
 * so that feed readers find the feed from the page (RSS Advisory Board, « RSS Autodiscovery »).
 * @param siteUrl public origin without trailing slash (`SITE_URL`, src/lib/env.ts).
 */
export function feedLink(siteUrl: string): { href: string; title: string } {
  return { href: `${siteUrl}${FEED_PATH}`, title: FEED_TITLE }
}

/** Characters XML 1.0 forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text that XML can hold: its forbidden characters dropped. Escaping is the writer's job. */
function xmlText(text: string): string {
  return text.replace(NOT_XML, '')
}

/** Text escaped for an XML element or a double-quoted attribute. */
function escapeXml(text: string): string {
  return xmlText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** `url` made absolute on `siteUrl` when it is relative to the site (`/_image?…`, `/blog/…`). */
function absoluteUrl(url: string, siteUrl: string): string {
  const trimmed = url.trim()
  return trimmed.startsWith('/') && !trimmed.startsWith('//') ? `${siteUrl}${trimmed}` : trimmed
}

/**
 * An article body, already sanitized for the site (src/lib/wordpress/sanitize.ts), for a feed
 * reader: links and images relative to the site — the images are served by the site — made
 * absolute, since a reader resolves them against nothing. Nothing else changes.
 */
function feedBody(html: string, siteUrl: string): string {
  return sanitize(xmlText(html), {
    // Already sanitized: the same tags and every attribute are kept, only URLs are rewritten.
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
 * Raw XML for `@astrojs/rss`'s `customData`, whose texts are kept exactly. The library reads
 * `customData` with an XML parser that turns text looking like a number into one (« 007 » would
 * be written « 7 »), so each text goes in as a token of letters and digits, which that parser
 * keeps, and the written document gets the escaped text back in its place.
 */
class RawXml {
  readonly #nonce = randomUUID()
  readonly #texts: string[] = []

  /** A token standing for `value` in the XML given to the library. */
  text(value: string): string {
    this.#texts.push(value)
    return `rss-text-${this.#nonce}-${this.#texts.length - 1}-`
  }

  /** `xml` with every token replaced by its text, escaped. */
  restore(xml: string): string {
    return xml.replace(new RegExp(`rss-text-${this.#nonce}-(\\d+)-`, 'g'), (_, index: string) =>
      escapeXml(this.#texts[Number(index)] ?? ''),
    )
  }
}

/**
 * The blog's RSS 2.0 feed (RSS Advisory Board, « RSS 2.0 Specification »), written by
 * `@astrojs/rss`: the channel (title, `<link>` to /blog, description, language, `atom:link
 * rel="self"`, last build date = the newest modification, copyright) and one item per post, newest
 * first, with its absolute URL on `siteUrl` (`<link>` and `<guid isPermaLink="true">`), title,
 * publication date (RFC 822), author (`dc:creator`: RSS's own `<author>` must be an e-mail
 * address), categories (`domain` = the category's page), plain-text excerpt (`<description>`) and
 * sanitized body (`content:encoded`). Titles and excerpts are plain text, entities already decoded
 * (src/lib/wordpress/reshape.ts): the writer escapes them once.
 *
 * @param posts whole posts (bodies sanitized), newest first.
 * @param siteUrl public origin without trailing slash (`SITE_URL`).
 * @returns the XML document.
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

/** The last feed written, by a digest of what it was written from. */
let lastFeed: { key: string; xml: Promise<string> } | null = null

/**
 * {@link buildBlogFeed}, written again only when the posts or the origin changed: the posts come
 * from the WordPress cache on every render of the feed, and sanitising twenty bodies and writing
 * the XML costs far more than a digest of them.
 */
export function cachedBlogFeed(posts: readonly Post[], siteUrl: string): Promise<string> {
  const key = createHash('sha256').update(siteUrl).update(JSON.stringify(posts)).digest('hex')
  if (lastFeed?.key !== key) {
    const xml = buildBlogFeed(posts, siteUrl)
    lastFeed = { key, xml }
    // A failed write is not kept: the next request writes it again.
    xml.catch(() => {
      if (lastFeed?.xml === xml) lastFeed = null
    })
  }
  return lastFeed.xml
}
