import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STATIC_PATHS } from '../routes'
import { robotsTxt, sitemapContent, sitemapXml } from './sitemap'
import {
  getCategoriesWithPosts,
  getListPageCount,
  getPostsForSitemap,
  WordPressError,
} from '../wordpress'

vi.mock('../wordpress', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../wordpress')>()),
  getListPageCount: vi.fn(),
  getCategoriesWithPosts: vi.fn(),
  getPostsForSitemap: vi.fn(),
}))

const ORIGIN = 'https://www.example.fr'

function answer({
  totalPages,
  categoryPages = 1,
}: {
  totalPages: number
  categoryPages?: number
}): void {
  vi.mocked(getListPageCount).mockImplementation(async (categoryId) =>
    categoryId === undefined ? totalPages : categoryPages,
  )
  vi.mocked(getCategoriesWithPosts).mockResolvedValue([
    { id: 2, name: 'Droit du travail', slug: 'droit-du-travail' },
  ])
  vi.mocked(getPostsForSitemap).mockResolvedValue([
    { slug: 'contester-un-licenciement', modified: '2026-10-28T09:00:00' },
  ])
}

afterEach(() => vi.restoreAllMocks())

describe('sitemapContent', () => {
  it('stops at the 50,000 URLs a sitemap may hold (sitemaps.org)', async () => {
    answer({ totalPages: 10_000, categoryPages: 10_000 })
    vi.mocked(getCategoriesWithPosts).mockResolvedValue(
      Array.from({ length: 10 }, (_, i) => ({ id: i + 2, name: `C${i}`, slug: `c${i}` })),
    )
    const { entries } = await sitemapContent(ORIGIN)
    expect(entries.length).toBeLessThanOrEqual(50_000 + STATIC_PATHS.length + 1)
  })

  it('lists the static routes, the blog’s later pages, the categories’ pages and the posts', async () => {
    answer({ totalPages: 3, categoryPages: 2 })
    const { entries, complete } = await sitemapContent(ORIGIN)
    expect(complete).toBe(true)
    const locs = entries.map((entry) => entry.loc)
    expect(locs.slice(0, STATIC_PATHS.length)).toEqual(
      STATIC_PATHS.map((path) => (path === '/' ? ORIGIN : `${ORIGIN}${path}`)),
    )
    expect(locs.slice(STATIC_PATHS.length)).toEqual([
      `${ORIGIN}/blog/page/2`,
      `${ORIGIN}/blog/page/3`,
      `${ORIGIN}/blog/categorie/droit-du-travail`,
      `${ORIGIN}/blog/categorie/droit-du-travail/page/2`,
      `${ORIGIN}/blog/contester-un-licenciement`,
    ])
    expect(entries.at(-1)).toEqual({
      loc: `${ORIGIN}/blog/contester-un-licenciement`,
      lastmod: '2026-10-28T09:00:00',
      changefreq: 'monthly',
      priority: 0.6,
    })
  })

  it('still lists the static routes when WordPress fails, and says it is incomplete', async () => {
    answer({ totalPages: 1 })
    vi.mocked(getPostsForSitemap).mockRejectedValue(new WordPressError('network', 'down'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { entries, complete } = await sitemapContent(ORIGIN)
    expect(complete).toBe(false)
    expect(entries.map((entry) => entry.loc)).toContain(`${ORIGIN}/blog/categorie/droit-du-travail`)
    expect(entries.some((entry) => entry.loc.endsWith('/blog/contester-un-licenciement'))).toBe(
      false,
    )
    expect(error).toHaveBeenCalledWith(
      'Impossible de charger les articles pour le plan du site',
      expect.any(WordPressError),
    )
  })
})

describe('sitemapXml', () => {
  it('writes a sitemaps.org 0.9 urlset, every URL escaped', () => {
    const xml = sitemapXml([
      { loc: ORIGIN, changefreq: 'monthly', priority: 1 },
      {
        loc: `${ORIGIN}/blog/a&b`,
        lastmod: '2026-10-28T09:00:00',
        changefreq: 'monthly',
        priority: 0.6,
      },
    ])
    expect(XMLValidator.validate(xml)).toBe(true)
    const { urlset } = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(
      xml,
    ) as { urlset: { '@_xmlns': string; url: Record<string, string>[] } }
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(urlset.url).toEqual([
      { loc: ORIGIN, changefreq: 'monthly', priority: '1' },
      {
        loc: `${ORIGIN}/blog/a&b`,
        lastmod: '2026-10-28T09:00:00',
        changefreq: 'monthly',
        priority: '0.6',
      },
    ])
  })
})

describe('robotsTxt', () => {
  it('allows everything but the API and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      [
        'User-Agent: *',
        'Allow: /',
        'Disallow: /api/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    )
  })
})
