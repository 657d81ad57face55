import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { decode } from 'html-entities'
import { frenchTypography } from '../src/lib/wordpress/french-typography.mjs'
import {
  CACHED_SITE_URL,
  callWebhook,
  resetDemo,
  setDemoMode,
  transformedImageSource,
  WORDPRESS_URL,
} from './helpers'

/**
 * The RSS feed (README « RSS feed »): `/blog/feed.xml` parsed by the browser's own XML parser and
 * compared field by field with what WordPress answers; advertised in the `<head>` of every blog
 * page; cached with the blog (one WordPress call for many requests) and kept through an outage.
 */

type WpPost = {
  slug: string
  date_gmt: string
  title: { rendered: string }
  excerpt: { rendered: string }
  _embedded: {
    author?: { name: string }[]
    'wp:term'?: { name: string; taxonomy: string }[][]
  }
}

type FeedItem = {
  title: string
  link: string
  guid: string
  permaLink: string | null
  pubDate: string
  creator: string
  categories: string[]
  description: string
  content: string
}

type Feed = {
  error: string | null
  version: string | null
  title: string
  link: string
  self: { href: string | null; rel: string | null; type: string | null } | null
  language: string
  items: FeedItem[]
}

const FEED = '/blog/feed.xml'
/** Text without tags; the « [&hellip;] » WordPress ends a cut excerpt with becomes « … ». */
const plain = (html: string) => {
  const text = decode(html.replace(/<[^>]*>/g, ' '), { level: 'html5' })
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
  const words = text.replace(/\s*\[(?:…|\.\.\.)\]$/, '')
  return words !== text && !/[.!?…]$/.test(words) ? `${words}…` : words
}
const spaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()
/** WordPress text as the site shows it: decoded, then typeset once (src/lib/wordpress/typography.ts). */
const shown = (html: string) => spaces(frenchTypography(plain(html)))

/** Reads the feed with Chromium's XML parser (strict: any malformed byte is a parser error). */
async function parseFeed(page: Page, xml: string): Promise<Feed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const error = doc.querySelector('parsererror')
    const channel = doc.querySelector('rss > channel')
    const child = (parent: Element | null, name: string) =>
      Array.from(parent?.children ?? []).find((element) => element.tagName === name)
    const text = (parent: Element | null, name: string) => child(parent, name)?.textContent ?? ''
    const self = channel?.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
    return {
      error: error ? error.textContent : null,
      version: doc.documentElement.getAttribute('version'),
      title: text(channel, 'title'),
      link: text(channel, 'link'),
      self: self
        ? {
            href: self.getAttribute('href'),
            rel: self.getAttribute('rel'),
            type: self.getAttribute('type'),
          }
        : null,
      language: text(channel, 'language'),
      items: Array.from(channel?.getElementsByTagName('item') ?? []).map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        permaLink: child(item, 'guid')?.getAttribute('isPermaLink') ?? null,
        pubDate: text(item, 'pubDate'),
        creator:
          item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]
            ?.textContent ?? '',
        categories: Array.from(item.getElementsByTagName('category')).map(
          (category) => category.textContent ?? '',
        ),
        description: text(item, 'description'),
        content:
          item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]
            ?.textContent ?? '',
      })),
    }
  }, xml)
}

/** The site's public origin, as its canonical URLs give it (`SITE_URL`). */
async function siteOrigin(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/blog')).text()
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  if (!canonical) throw new Error('no canonical URL on /blog')
  return new URL(canonical).origin
}

async function wordpressPostsCalls(request: APIRequestContext): Promise<number> {
  const stats = (await (await request.get(`${WORDPRESS_URL}/__demo/stats`)).json()) as {
    requests: Record<string, number>
  }
  return stats.requests['/wp-json/wp/v2/posts'] ?? 0
}

test.afterEach(async ({ request }) => resetDemo(request))

test('the feed is RSS 2.0 XML holding the 20 latest articles, every field from WordPress', async ({
  page,
  request,
}) => {
  const response = await request.get(FEED)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const xml = await response.text()
  const feed = await parseFeed(page, xml)
  expect(feed.error).toBeNull()
  expect(feed.version).toBe('2.0')

  const origin = await siteOrigin(request)
  expect(feed.link).toBe(`${origin}/blog`)
  expect(feed.self).toEqual({
    href: `${origin}${FEED}`,
    rel: 'self',
    type: 'application/rss+xml',
  })
  expect(feed.language).toBe('fr-FR')
  expect(feed.title).toContain('Blog juridique')

  const wp = (await (
    await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/posts?per_page=20&_embed=true`)
  ).json()) as WpPost[]
  expect(wp).toHaveLength(20)
  expect(feed.items).toHaveLength(20)
  feed.items.forEach((item, i) => {
    const post = wp[i]!
    const what = `item ${i} (${post.slug})`
    // Entities decoded once, escaped once: the reader gets the title as WordPress shows it.
    expect(spaces(item.title), what).toBe(shown(post.title.rendered))
    expect(item.title, what).not.toMatch(/&(?:#\d+|[a-z]+);/)
    expect(item.link, what).toBe(`${origin}/blog/${post.slug}`)
    expect(item.guid, what).toBe(item.link)
    expect(item.permaLink, what).toBe('true')
    // RFC 822, in GMT.
    expect(item.pubDate, what).toBe(new Date(`${post.date_gmt}Z`).toUTCString())
    expect(item.pubDate, what).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    )
    expect(item.creator, what).toBe(post._embedded.author?.[0]?.name)
    const categories = (post._embedded['wp:term'] ?? [])
      .flat()
      .filter((term) => term.taxonomy === 'category')
      .map((term) => shown(term.name))
    expect(item.categories.map(spaces), what).toEqual(categories)
    expect(spaces(item.description), what).toBe(shown(post.excerpt.rendered))
    expect(item.description, what).not.toMatch(/<[a-z]|&(?:#\d+|[a-z]+);/i)
    // The sanitized body: no script, and every link or image absolute on the site.
    expect(item.content, what).toMatch(/<p>/)
    expect(item.content, what).not.toMatch(/<script|onerror=|javascript:/i)
    expect(item.content, what).not.toMatch(/(?:src|href)="\//)
    for (const [, src = ''] of item.content.matchAll(/src="([^"]+)"/g)) {
      expect(src.startsWith(`${origin}/`), what).toBe(true)
      expect(transformedImageSource(src.replaceAll('&amp;', '&'), origin), what).toMatch(
        /^https?:\/\//,
      )
    }
  })
})

test('every blog page advertises the feed in its <head>', async ({ page, request }) => {
  const [post] = (await (
    await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/posts?per_page=1`)
  ).json()) as WpPost[]
  const paths = [
    '/blog',
    '/blog/page/2',
    '/blog/categorie/droit-du-travail',
    `/blog/${post?.slug}`,
    '/blog?q=bail',
    '/blog/recherche?q=licenciement',
    '/blog/recherche',
    // The 404 of an unknown article too.
    '/blog/cet-article-nexiste-pas',
  ]
  const origin = await siteOrigin(request)
  for (const path of paths) {
    await page.goto(path)
    const links = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
    await expect(links, path).toHaveCount(1)
    await expect(links, path).toHaveAttribute('href', `${origin}${FEED}`)
    await expect(links, path).toHaveAttribute('title', /Blog juridique/)
  }
})

test.describe('cached with the blog (cache on)', () => {
  test('requests are served from the cached answer, not from WordPress', async ({ request }) => {
    // Expire the feed's WordPress answer, as publishing a post does: the next request serves the
    // previous answer and refreshes it in the background.
    await callWebhook(request, CACHED_SITE_URL)
    await resetDemo(request)
    await request.get(`${CACHED_SITE_URL}${FEED}`)
    await expect.poll(() => wordpressPostsCalls(request)).toBeGreaterThan(0)
    // Requests made while the refresh is under way may start another one; then it is saved.
    let previous = -1
    await expect
      .poll(async () => {
        await request.get(`${CACHED_SITE_URL}${FEED}`)
        const calls = await wordpressPostsCalls(request)
        const settled = calls === previous
        previous = calls
        return settled
      })
      .toBe(true)

    await resetDemo(request)
    for (let i = 0; i < 20; i++) {
      const response = await request.get(`${CACHED_SITE_URL}${FEED}`)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toMatch(
        /^(public, )?s-maxage=300, stale-while-revalidate=\d+$/,
      )
    }
    expect(await wordpressPostsCalls(request)).toBe(0)
  })

  test('a WordPress outage serves the cached feed', async ({ page, request }) => {
    const before = await (await request.get(`${CACHED_SITE_URL}${FEED}`)).text()
    await setDemoMode(request, { posts: 'error' })
    // Stale now: the next request tries WordPress, which fails.
    await callWebhook(request, CACHED_SITE_URL)
    for (let i = 0; i < 3; i++) {
      const response = await request.get(`${CACHED_SITE_URL}${FEED}`)
      expect(response.status()).toBe(200)
      const feed = await parseFeed(page, await response.text())
      expect(feed.error).toBeNull()
      expect(feed.items.map((item) => item.link)).toEqual(
        (await parseFeed(page, before)).items.map((item) => item.link),
      )
    }
    expect(await wordpressPostsCalls(request)).toBeGreaterThan(0)
  })

  test('with nothing cached, an outage answers 503 that no cache keeps', async ({ request }) => {
    await setDemoMode(request, { posts: 'error' })
    // The site of E2E_PORT keeps nothing (WORDPRESS_CACHE_SECONDS=0).
    const response = await request.get(FEED)
    expect(response.status()).toBe(503)
    expect(response.headers()['cache-control']).toBe('no-store')
  })
})
