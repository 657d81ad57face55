import { createHash } from 'node:crypto'
import { Feed } from 'feed'
import type { Metadata } from 'next'
import sanitize from 'sanitize-html'
import { blogIntro } from '@/content/blog'
import { site } from '@/content/site'
import { articlePath, blogListPath } from './blog-url'
import { ALLOWED_TAGS } from './wordpress/sanitize'
import type { Post } from './wordpress/types'

/** Path of the blog's RSS 2.0 feed (app/blog/feed.xml/route.ts). */
export const FEED_PATH = '/blog/feed.xml'
/** Title of the feed, also the `title` of the `<link rel="alternate">` that advertises it. */
export const FEED_TITLE = `${blogIntro.title} – ${site.name}`

/**
 * `alternates.types` of every blog page's metadata: `<link rel="alternate"
 * type="application/rss+xml" href="…/blog/feed.xml">` in its `<head>`, so that feed readers find
 * the feed from any blog page (RSS Advisory Board, « RSS Autodiscovery »).
 */
export function feedAlternate(): NonNullable<Metadata['alternates']>['types'] {
  return { 'application/rss+xml': [{ url: FEED_PATH, title: FEED_TITLE }] }
}

/**
 * `metadata` with the feed's `<link rel="alternate">` added. Next.js replaces `alternates` as a
 * whole when a page sets it (the canonical URL), so each blog page adds the feed to its own.
 */
export function withFeedLink(metadata: Metadata): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: feedAlternate() } }
}

/** Characters XML 1.0 forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/**
 * Text safe inside XML and CDATA: forbidden characters dropped, and `]]>` — which would end the
 * CDATA section the `feed` library writes titles in — split by a zero-width space.
 */
function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replaceAll(']]>', ']]\u200B>')
}

function escapeHtml(text: string): string {
  return xmlText(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** `url` made absolute on `siteUrl` when it is relative to the site (`/_next/image?…`, `/blog/…`). */
function absoluteUrl(url: string, siteUrl: string): string {
  const trimmed = url.trim()
  return trimmed.startsWith('/') && !trimmed.startsWith('//') ? `${siteUrl}${trimmed}` : trimmed
}

/**
 * An article body, already sanitized for the site (lib/wordpress/sanitize.ts), for a feed reader:
 * links and images relative to the site — the images go through its optimizer — made absolute,
 * since a reader resolves them against nothing. Nothing else changes.
 */
function feedBody(html: string, siteUrl: string): string {
  return sanitize(html.replace(NOT_XML, ''), {
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
 * The blog's RSS 2.0 feed (RSS Advisory Board, « RSS 2.0 Specification »), built with the `feed`
 * library: the channel (title, `<link>` to /blog, description, language, `atom:link rel="self"`,
 * last build date = the newest modification) and one item per post, newest first, with its
 * absolute URL on `siteUrl` (`<link>` and `<guid isPermaLink="true">`), title, publication date
 * (RFC 822), author (`dc:creator`: RSS's own `<author>` must be an e-mail address), categories
 * (`domain` = the category's page), plain-text excerpt (`<description>`) and sanitized body
 * (`content:encoded`). Titles and excerpts are plain text, entities already decoded
 * (lib/wordpress/reshape.ts): the library escapes them once.
 *
 * @param posts whole posts (bodies sanitized), newest first.
 * @param siteUrl public origin without trailing slash (`SITE_URL`).
 * @returns the XML document.
 */
export function buildBlogFeed(posts: readonly Post[], siteUrl: string): string {
  const newest = posts.reduce<number>(
    (latest, post) => Math.max(latest, Date.parse(post.modified) || Date.parse(post.date) || 0),
    0,
  )
  const feed = new Feed({
    id: `${siteUrl}${blogListPath({ page: 1 })}`,
    title: FEED_TITLE,
    description: blogIntro.description,
    link: `${siteUrl}${blogListPath({ page: 1 })}`,
    language: 'fr-FR',
    copyright: `© ${site.firm.name}`,
    updated: newest > 0 ? new Date(newest) : undefined,
    feedLinks: { rss: `${siteUrl}${FEED_PATH}` },
    generator: false,
  })
  for (const post of posts) {
    const link = `${siteUrl}${articlePath(post.slug)}`
    feed.addItem({
      title: xmlText(post.title),
      link,
      date: new Date(post.date),
      description: xmlText(post.excerpt) || undefined,
      // Never empty: `content:encoded` is also what declares the `dc:` namespace of the author.
      content:
        feedBody(post.contentHtml, siteUrl) || `<p>${escapeHtml(post.excerpt || post.title)}</p>`,
      category: post.categories.map((category) => ({
        name: xmlText(category.name),
        domain: `${siteUrl}${blogListPath({ page: 1, category: category.slug })}`,
      })),
      extensions: [
        { name: 'dc:creator', objects: { _text: xmlText(post.author ?? site.firm.name) } },
      ],
    })
  }
  return feed.rss2()
}

/** The last feed written, by a digest of what it was written from. */
let lastFeed: { key: string; xml: string } | null = null

/**
 * {@link buildBlogFeed}, written again only when the posts or the origin changed: the posts come
 * from the data cache on every request, and sanitising 20 bodies and writing the XML costs about
 * ten times more CPU than comparing a digest of them.
 */
export function cachedBlogFeed(posts: readonly Post[], siteUrl: string): string {
  const key = createHash('sha256').update(siteUrl).update(JSON.stringify(posts)).digest('hex')
  if (lastFeed?.key !== key) lastFeed = { key, xml: buildBlogFeed(posts, siteUrl) }
  return lastFeed.xml
}
