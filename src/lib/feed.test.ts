import { Feed } from 'feed'
import { describe, expect, it, vi } from 'vitest'
// The XML parser of the `feed` library's own serializer (strict, sax-based).
import { xml2js, type Element } from 'xml-js'
import { buildBlogFeed, cachedBlogFeed, FEED_PATH } from './feed'
import type { Post } from './wordpress/types'

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
      '<img src="/_next/image?url=x&amp;w=1080&amp;q=75" srcset="/_next/image?url=x&amp;w=640&amp;q=75 640w, /_next/image?url=x&amp;w=1080&amp;q=75 1080w" alt="">',
    ...overrides,
  }
}

/** Children elements named `name` of `element`. */
function children(element: Element | undefined, name: string): Element[] {
  return (element?.elements ?? []).filter((child) => child.name === name)
}
/** Text of an element, CDATA or not. */
function text(element: Element | undefined): string {
  return (element?.elements ?? []).map((child) => child.text ?? child.cdata ?? '').join('')
}

function parse(xml: string) {
  const document = xml2js(xml, { compact: false }) as Element
  const rss = children(document, 'rss')[0]
  const channel = children(rss, 'channel')[0]
  return { rss, channel, items: children(channel, 'item') }
}

describe('buildBlogFeed', () => {
  it('writes an RSS 2.0 channel with its self link', () => {
    const { rss, channel } = parse(buildBlogFeed([post()], SITE))
    expect(rss?.attributes?.version).toBe('2.0')
    expect(text(children(channel, 'link')[0])).toBe(`${SITE}/blog`)
    expect(children(channel, 'atom:link')[0]?.attributes).toMatchObject({
      href: `${SITE}${FEED_PATH}`,
      rel: 'self',
      type: 'application/rss+xml',
    })
    expect(text(children(channel, 'language')[0])).toBe('fr-FR')
    expect(text(children(channel, 'lastBuildDate')[0])).toBe('Wed, 28 Oct 2026 09:00:00 GMT')
  })

  it('writes each field of an item, text escaped once', () => {
    const [item] = parse(buildBlogFeed([post()], SITE)).items
    expect(text(children(item, 'title')[0])).toBe(
      'Fusions & acquisitions : « l’essentiel » <en bref>',
    )
    expect(text(children(item, 'link')[0])).toBe(`${SITE}/blog/contester-un-licenciement`)
    expect(children(item, 'guid')[0]?.attributes?.isPermaLink).toBe('true')
    expect(text(children(item, 'pubDate')[0])).toBe('Tue, 27 Oct 2026 08:30:00 GMT')
    expect(text(children(item, 'dc:creator')[0])).toBe('Vincent Roques')
    expect(children(item, 'category').map(text)).toEqual(['Droit du travail'])
    expect(children(item, 'category')[0]?.attributes?.domain).toBe(
      `${SITE}/blog/categorie/droit-du-travail`,
    )
    expect(text(children(item, 'description')[0])).toBe('Douze mois pour agir & pas un de plus.')
  })

  it('makes the links and images of the body absolute on the site', () => {
    const [item] = parse(buildBlogFeed([post()], SITE)).items
    const body = text(children(item, 'content:encoded')[0])
    expect(body).toContain(`href="${SITE}/blog/autre"`)
    expect(body).toContain('href="https://legifrance.gouv.fr/"')
    expect(body).toContain(`src="${SITE}/_next/image?url=x&amp;w=1080&amp;q=75"`)
    expect(body).toContain(`${SITE}/_next/image?url=x&amp;w=640&amp;q=75 640w, ${SITE}/_next/image`)
    expect(body).not.toMatch(/(?:src|href)="\//)
  })

  it('stays well-formed with CDATA terminators and control characters in the text', () => {
    const xml = buildBlogFeed(
      [post({ title: 'a ]]> b ]]> c\u0001', excerpt: 'x ]]> y', contentHtml: '' })],
      SITE,
    )
    const [item] = parse(xml).items
    expect(text(children(item, 'title')[0]).replace(/\u200b/g, '')).toBe('a ]]> b ]]> c')
    expect(text(children(item, 'content:encoded')[0])).toContain('x ]]')
  })

  it('names the firm when WordPress hides the author', () => {
    const [item] = parse(buildBlogFeed([post({ author: null })], SITE)).items
    expect(text(children(item, 'dc:creator')[0])).toBe('SELARL Roques & Associés')
  })
})

describe('cachedBlogFeed', () => {
  it('writes the feed again only when the posts or the origin change', () => {
    const rss2 = vi.spyOn(Feed.prototype, 'rss2')
    const posts = [post()]
    const first = cachedBlogFeed(posts, SITE)
    expect(cachedBlogFeed(structuredClone(posts), SITE)).toBe(first)
    expect(rss2).toHaveBeenCalledTimes(1)
    expect(cachedBlogFeed([post({ title: 'Nouveau titre' })], SITE)).toContain('Nouveau titre')
    expect(cachedBlogFeed([post({ title: 'Nouveau titre' })], 'https://autre.example')).toContain(
      'https://autre.example/blog/contester-un-licenciement',
    )
    expect(rss2).toHaveBeenCalledTimes(3)
    rss2.mockRestore()
  })
})
