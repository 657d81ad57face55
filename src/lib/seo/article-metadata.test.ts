import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PostSeo } from '../wordpress'
import { POST as post } from './__fixtures__/post'
import { articleMetadata } from './article-metadata'

/** An SEO plugin's fields that set nothing. */
const NOTHING: PostSeo = {
  title: null,
  description: null,
  noindex: false,
  nofollow: false,
  canonical: null,
  image: null,
}

const content = (tags: { property?: string; name?: string; content: string }[], key: string) =>
  tags.find((tag) => tag.property === key || tag.name === key)?.content

beforeEach(() => vi.stubEnv('SITE_URL', 'https://www.example.fr'))
afterEach(() => vi.unstubAllEnvs())

describe('articleMetadata: the editor’s SEO fields win when present', () => {
  it('writes the site’s own without an SEO plugin, or when it sets nothing', () => {
    for (const seo of [null, NOTHING]) {
      const meta = articleMetadata({ ...post, seo })
      expect(meta.documentTitle).toBe('Contester un licenciement | Vincent Roques Avocat')
      expect(meta.description).toBe('Douze mois pour agir.')
      expect(meta.canonical).toBe('https://www.example.fr/blog/contester-un-licenciement')
      expect(meta.robots).toBeNull()
      expect(content(meta.openGraph, 'og:image')).toBe(
        'https://www.example.fr/blog/contester-un-licenciement/opengraph-image',
      )
    }
  })

  it('takes the plugin’s title whole, its description and its social image', () => {
    const meta = articleMetadata({
      ...post,
      seo: {
        ...NOTHING,
        title: 'Licenciement : agir dans les douze mois – Cabinet Roques',
        description: 'Le délai de l’article L. 1471-1 du code du travail.',
        image: {
          url: 'https://blog.example.fr/wp-content/uploads/partage.png',
          width: 1200,
          height: 675,
          alt: '',
        },
      },
    })
    expect(meta.documentTitle).toBe('Licenciement : agir dans les douze mois – Cabinet Roques')
    expect(meta.description).toBe('Le délai de l’article L. 1471-1 du code du travail.')
    expect(content(meta.openGraph, 'og:description')).toBe(meta.description)
    expect(content(meta.openGraph, 'og:image')).toBe(
      'https://blog.example.fr/wp-content/uploads/partage.png',
    )
    expect(content(meta.openGraph, 'og:image:height')).toBe('675')
    expect(content(meta.openGraph, 'og:image:alt')).toBe('Contester un licenciement')
    expect(content(meta.twitter, 'twitter:image')).toBe(content(meta.openGraph, 'og:image'))
  })

  it('says noindex and nofollow as the plugin does', () => {
    expect(articleMetadata({ ...post, seo: { ...NOTHING, noindex: true } }).robots).toBe(
      'noindex, follow',
    )
    expect(
      articleMetadata({ ...post, seo: { ...NOTHING, noindex: true, nofollow: true } }).robots,
    ).toBe('noindex, nofollow')
    expect(articleMetadata({ ...post, seo: { ...NOTHING, nofollow: true } }).robots).toBe(
      'index, nofollow',
    )
  })

  it('names as canonical another article, or a page of the site, that the editor chose', () => {
    const other = articleMetadata({
      ...post,
      seo: { ...NOTHING, canonical: { postSlug: 'delais' } },
    })
    expect(other.canonical).toBe('https://www.example.fr/blog/delais')
    expect(content(other.openGraph, 'og:url')).toBe(other.canonical)
    const page = articleMetadata({
      ...post,
      seo: { ...NOTHING, canonical: { sitePath: '/honoraires' } },
    })
    expect(page.canonical).toBe('https://www.example.fr/honoraires')
  })
})
