import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { site } from '@/content/site'
import { buildBlogFeed, cachedBlogFeed, FEED_PATH, FEED_TITLE, feedLink } from './feed'
import type { Post } from '../wordpress/types'

const SITE = 'https://www.example.fr'

function post(overrides: Partial<Post> = {}): Post {
  return {
    id: 12,
    slug: 'contester-un-licenciement',
    title: 'Fusions & acquisitions : « l’essentiel » <en bref>',
    date: '2026-10-27T08:30:00Z',
    modified: '2026-10-28T09:00:00Z',
    excerpt: 'Douze mois pour agir & pas un de plus.',
    categories: [{ id: 2, name: 'Droit du travail', slug: 'droit-du-travail' }],
    image: null,
    author: 'Vincent Roques',
    contentHtml:
      '<p>Texte & <a href="/blog/autre">lien interne</a>, <a href="https://legifrance.gouv.fr/">externe</a>.</p>' +
      '<img src="/_image?href=x&amp;w=1080" srcset="/_image?href=x&amp;w=640 640w, /_image?href=x&amp;w=1080 1080w" alt="">',
    seo: null,
    ...overrides,
  }
}

type Node = Record<string, unknown>

/**
 * The feed read by a strict parser (the one `@astrojs/rss` itself uses), every text kept as a
 * string, untrimmed, and `item` and `category` always lists.
 */
function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true)
  const document = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => name === 'item' || name === 'category',
  }).parse(xml) as { rss: Node & { channel: Node & { item?: Node[] } } }
  return {
    rss: document.rss,
    channel: document.rss.channel,
    items: document.rss.channel.item ?? [],
  }
}

/** Text of an element that may carry attributes. */
const text = (node: unknown): string =>
  typeof node === 'string' ? node : String((node as Node | undefined)?.['#text'] ?? '')

describe('buildBlogFeed', () => {
  it('writes an RSS 2.0 channel with its self link', async () => {
    const { rss, channel } = parse(await buildBlogFeed([post()], SITE))
    expect(rss['@version']).toBe('2.0')
    expect(channel.title).toBe(FEED_TITLE)
    expect(channel.link).toBe(`${SITE}/blog`)
    expect(channel['atom:link']).toMatchObject({
      '@href': `${SITE}${FEED_PATH}`,
      '@rel': 'self',
      '@type': 'application/rss+xml',
    })
    expect(channel.language).toBe('fr-FR')
    expect(channel.lastBuildDate).toBe('Wed, 28 Oct 2026 09:00:00 GMT')
    expect(channel.copyright).toBe(`© ${site.firm.name}`)
  })

  it('writes each field of an item, text escaped once', async () => {
    const [item] = parse(await buildBlogFeed([post()], SITE)).items
    expect(item?.title).toBe('Fusions & acquisitions : « l’essentiel » <en bref>')
    expect(item?.link).toBe(`${SITE}/blog/contester-un-licenciement`)
    expect(item?.guid).toEqual({
      '#text': `${SITE}/blog/contester-un-licenciement`,
      '@isPermaLink': 'true',
    })
    expect(item?.pubDate).toBe('Tue, 27 Oct 2026 08:30:00 GMT')
    expect(item?.['dc:creator']).toBe('Vincent Roques')
    expect(item?.category).toEqual([
      { '#text': 'Droit du travail', '@domain': `${SITE}/blog/categorie/droit-du-travail` },
    ])
    expect(item?.description).toBe('Douze mois pour agir & pas un de plus.')
  })

  it('keeps names that look like numbers, spaces and markup as they are', async () => {
    const xml = await buildBlogFeed(
      [
        post({
          author: '007',
          categories: [
            { id: 3, name: '2024', slug: '2024' },
            { id: 4, name: '1e3 <b> & "co"', slug: 'x&y' },
          ],
        }),
      ],
      SITE,
    )
    const [item] = parse(xml).items
    expect(item?.['dc:creator']).toBe('007')
    expect((item?.category as unknown[]).map(text)).toEqual(['2024', '1e3 <b> & "co"'])
    expect((item?.category as Node[])[1]?.['@domain']).toBe(`${SITE}/blog/categorie/x&y`)
    expect(xml).not.toMatch(/rss-text-/)
  })

  it('makes the links and images of the body absolute on the site', async () => {
    const [item] = parse(await buildBlogFeed([post()], SITE)).items
    const body = text(item?.['content:encoded'])
    expect(body).toContain(`href="${SITE}/blog/autre"`)
    expect(body).toContain('href="https://legifrance.gouv.fr/"')
    expect(body).toContain(`src="${SITE}/_image?href=x&amp;w=1080"`)
    expect(body).toContain(`${SITE}/_image?href=x&amp;w=640 640w, ${SITE}/_image?href=x`)
    expect(body).not.toMatch(/(?:src|href)="\//)
  })

  it('stays well-formed with CDATA terminators and control characters in the text', async () => {
    const xml = await buildBlogFeed(
      [post({ title: 'a ]]> b ]]> c\u0001', excerpt: 'x ]]> y\u0002', contentHtml: '' })],
      SITE,
    )
    const [item] = parse(xml).items
    expect(item?.title).toBe('a ]]> b ]]> c')
    expect(item?.description).toBe('x ]]> y')
    // An empty body falls back to the excerpt, so that every item has one.
    expect(text(item?.['content:encoded'])).toBe('<p>x ]]&gt; y</p>')
  })

  it('names the firm when WordPress hides the author', async () => {
    const [item] = parse(await buildBlogFeed([post({ author: null })], SITE)).items
    expect(item?.['dc:creator']).toBe(site.firm.name)
  })

  it('writes an empty channel when there is no post', async () => {
    const { channel, items } = parse(await buildBlogFeed([], SITE))
    expect(items).toEqual([])
    expect(channel.lastBuildDate).toBeUndefined()
  })
})

describe('cachedBlogFeed', () => {
  it('writes the feed again only when the posts or the origin change', async () => {
    const posts = [post()]
    const first = cachedBlogFeed(posts, SITE)
    expect(cachedBlogFeed(structuredClone(posts), SITE)).toBe(first)
    expect(await cachedBlogFeed([post({ title: 'Nouveau titre' })], SITE)).toContain(
      'Nouveau titre',
    )
    expect(await cachedBlogFeed([post()], 'https://autre.example')).toContain(
      'https://autre.example/blog/contester-un-licenciement',
    )
  })
})

describe('feedLink', () => {
  it('advertises the feed by its absolute URL and title', () => {
    expect(feedLink(SITE)).toEqual({ href: `${SITE}/blog/feed.xml`, title: FEED_TITLE })
    expect(FEED_TITLE).toMatch(/^Blog juridique – /)
  })
})
