import { afterEach, describe, expect, it, vi } from 'vitest'
import { articleSocialImagePath } from '../blog/url'
import { OG_SIZE } from './social-image'
import { pageMetadata, staticPageMetadata } from './metadata'

afterEach(() => vi.unstubAllEnvs())

const content = (tags: { property?: string; name?: string; content: string }[], key: string) =>
  tags.find((tag) => tag.property === key || tag.name === key)?.content

describe('pageMetadata', () => {
  it('gives a static page its canonical URL, title and the social image of its title', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.fr/')
    const home = staticPageMetadata('/')
    expect(home.canonical).toBe('https://www.example.fr')
    expect(content(home.openGraph, 'og:url')).toBe('https://www.example.fr')
    expect(content(home.openGraph, 'og:image')).toBe('https://www.example.fr/og')
    const contact = staticPageMetadata('/contact')
    expect(contact.canonical).toBe('https://www.example.fr/contact')
    expect(contact.documentTitle).toMatch(/ \| Vincent Roques Avocat$/)
    expect(content(contact.openGraph, 'og:image')).toBe('https://www.example.fr/og/contact')
    expect(content(contact.openGraph, 'og:image:width')).toBe('1200')
    expect(content(contact.openGraph, 'og:image:height')).toBe('630')
    expect(content(contact.twitter, 'twitter:card')).toBe('summary_large_image')
    expect(contact.robots).toBeNull()
  })

  it('lets a later blog page share the image of the route above it', () => {
    const meta = pageMetadata({ title: 'Page 2', description: 'd', path: '/blog/page/2' })
    expect(content(meta.openGraph, 'og:image')).toBe('http://localhost:3000/og/blog')
  })

  it('gives an article its own image and Open Graph article tags', () => {
    const meta = pageMetadata({
      title: 'Contester un licenciement',
      description: 'd',
      path: '/blog/contester-un-licenciement',
      type: 'article',
      image: {
        url: articleSocialImagePath('contester-un-licenciement'),
        ...OG_SIZE,
        alt: 'Contester un licenciement',
      },
      publishedTime: '2026-10-27T08:30:00Z',
      authors: ['Vincent Roques'],
    })
    expect(content(meta.openGraph, 'og:type')).toBe('article')
    expect(content(meta.openGraph, 'og:image')).toBe(
      'http://localhost:3000/blog/contester-un-licenciement/opengraph-image',
    )
    expect(content(meta.openGraph, 'article:published_time')).toBe('2026-10-27T08:30:00Z')
    expect(content(meta.twitter, 'twitter:image')).toBe(content(meta.openGraph, 'og:image'))
  })

  it('marks pages that must not be indexed', () => {
    expect(pageMetadata({ title: 't', description: 'd', path: '/x', noindex: true }).robots).toBe(
      'noindex, follow',
    )
  })

  it('refuses a path that is not a static route', () => {
    expect(() => staticPageMetadata('/blog/page/2')).toThrow(/STATIC_ROUTES/)
  })
})
