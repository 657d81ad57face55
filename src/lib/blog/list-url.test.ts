import { describe, expect, it } from 'vitest'
import { readListUrl } from './url'

const read = (url: string) => readListUrl(new URL(url, 'http://site.test'))
const list = (page: number, category?: string, q = '', categorie = '') => ({
  kind: 'list',
  request: { page, category, filter: { q, categorie } },
})

describe('readListUrl', () => {
  it('reads the list pages, a category’s slug as WordPress spells it', () => {
    expect(read('/blog')).toEqual(list(1))
    expect(read('/blog/page/2')).toEqual(list(2))
    expect(read('/blog/categorie/mediation')).toEqual(list(1, 'mediation'))
    expect(read('/blog/categorie/m%C3%A9diation/page/3')).toEqual(list(3, 'm%C3%A9diation'))
    expect(read('/blog?utm_source=lettre')).toEqual(list(1))
  })

  it('redirects the former page parameter and /blog/page/1 to the page’s path', () => {
    const redirect = (location: string) => ({ kind: 'redirect', location })
    expect(read('/blog?page=2')).toEqual(redirect('/blog/page/2'))
    expect(read('/blog?page=3&q=bail&categorie=mediation')).toEqual(
      redirect('/blog/page/3?q=bail&categorie=mediation'),
    )
    expect(read('/blog/page/1')).toEqual(redirect('/blog'))
    expect(read('/blog/categorie/mediation/page/1')).toEqual(redirect('/blog/categorie/mediation'))
    for (const page of ['abc', '-1', '0', '1.5', '99999999999'])
      expect(read(`/blog?page=${page}`), page).toEqual(redirect('/blog'))
    expect(read('/blog/page/4?page=2')).toEqual(redirect('/blog/page/4'))
  })

  it('drops an empty filter', () => {
    expect(read('/blog/page/2?q=&categorie=')).toEqual({
      kind: 'redirect',
      location: '/blog/page/2',
    })
    expect(read('/blog?q=%20%20')).toEqual({ kind: 'redirect', location: '/blog' })
  })

  it('keeps the filter of a filtered list URL, which the route applies', () => {
    expect(read('/blog?q=bail')).toEqual(list(1, undefined, 'bail'))
    expect(read('/blog/page/2?categorie=mediation&q=%20accord%20')).toEqual(
      list(2, undefined, 'accord', 'mediation'),
    )
    expect(read('/blog/categorie/mediation/page/3?q=juge')).toEqual(list(3, 'mediation', 'juge'))
  })

  it('finds no list page behind a malformed number or slug, or another path', () => {
    for (const path of [
      '/blog/page/0?q=x',
      '/blog/page/01',
      '/blog/page/99999',
      '/blog/categorie/%3Cb%3E?q=x',
      '/blog/categorie/mediation/page/abc',
      '/blog/x/y',
      '/blog/categorie',
    ])
      expect(read(path), path).toEqual({ kind: 'not-found' })
  })
})
