import { describe, expect, it } from 'vitest'
import { blogPosting, breadcrumbList, practiceGraph, serializeJsonBlock } from './structured-data'
import type { Post } from '../wordpress/types'
import { POST } from './__fixtures__/post'

const post: Post = {
  ...POST,
  categories: [{ id: 2, name: 'Droit du travail', slug: 'droit-du-travail' }],
  author: null,
}

describe('JSON-LD', () => {
  it('describes the practice and the lawyer, without reviews', () => {
    const graph = practiceGraph()['@graph']
    expect(graph.map((node) => (node as { '@type': string })['@type'])).toEqual([
      'LegalService',
      'Person',
    ])
    expect(JSON.stringify(graph)).not.toMatch(/Review|AggregateRating/)
    expect(graph[0]).toMatchObject({ image: 'http://localhost:3000/og' })
  })

  it('describes an article with its social image, and the lawyer when WordPress hides the author', () => {
    expect(blogPosting(post)).toMatchObject({
      '@type': 'BlogPosting',
      url: 'http://localhost:3000/blog/contester-un-licenciement',
      image: 'http://localhost:3000/blog/contester-un-licenciement/opengraph-image',
      datePublished: '2026-10-27T08:30:00Z',
      author: { '@id': 'http://localhost:3000/a-propos#avocat' },
      articleSection: ['Droit du travail'],
    })
  })

  it('links the lawyer as the author WordPress names, and names anyone else', () => {
    expect(blogPosting({ ...post, author: 'Vincent Roques' }).author).toEqual({
      '@id': 'http://localhost:3000/a-propos#avocat',
    })
    expect(blogPosting({ ...post, author: 'Claire Martin' }).author).toEqual({
      '@type': 'Person',
      name: 'Claire Martin',
    })
  })

  it('cuts a long headline and description at a word', () => {
    const long = blogPosting({
      ...post,
      title: 'Contester un licenciement '.repeat(6),
      excerpt: 'Douze mois pour agir après la notification. '.repeat(10),
    })
    expect(long.headline).toMatch(/^Contester un licenciement .*licenciement…$/)
    expect(String(long.headline).length).toBeLessThanOrEqual(110)
    expect(String(long.description)).toMatch(/\p{L}…$/u)
    expect(String(long.description).length).toBeLessThanOrEqual(300)
  })

  it('numbers a breadcrumb trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbList([
        { name: 'Accueil', href: '/' },
        { name: 'Blog', href: '/blog' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'http://localhost:3000/blog' },
    ])
  })

  it('cannot be closed by text from WordPress', () => {
    expect(serializeJsonBlock({ headline: '</script><script>alert(1)</script>' })).not.toContain(
      '<',
    )
  })
})
