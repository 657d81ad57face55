import { describe, expect, it } from 'vitest'
import { decideRouting } from './request-routing'

const decide = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://site.test')
  return decideRouting(pathname, searchParams)
}

describe('decideRouting', () => {
  it('answers 404 to a path whose percent-encoding is broken, anywhere', () => {
    for (const path of ['/blog/%E0', '/blog/%', '/expertise/%E0', '/mediation/%', '/%zz']) {
      expect(decide(path), path).toEqual({ action: 'not-found' })
    }
  })

  it('lets well-encoded paths and the rest of the site through', () => {
    expect(decide('/blog/d%C3%A9cision')).toEqual({ action: 'next' })
    expect(decide('/contact?q=x')).toEqual({ action: 'next' })
  })

  it('serves the cached list pages as they are', () => {
    for (const path of ['/blog', '/blog/page/2', '/blog/categorie/mediation', '/blog/x']) {
      expect(decide(path), path).toEqual({ action: 'next' })
    }
    expect(decide('/blog?utm_source=lettre')).toEqual({ action: 'next' })
  })

  it('redirects the former page parameter and /blog/page/1 to the page’s path', () => {
    expect(decide('/blog?page=2')).toEqual({ action: 'redirect', location: '/blog/page/2' })
    expect(decide('/blog?page=3&q=bail&categorie=mediation')).toEqual({
      action: 'redirect',
      location: '/blog/page/3?q=bail&categorie=mediation',
    })
    expect(decide('/blog/page/1')).toEqual({ action: 'redirect', location: '/blog' })
    expect(decide('/blog/categorie/mediation/page/1')).toEqual({
      action: 'redirect',
      location: '/blog/categorie/mediation',
    })
    for (const page of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect(decide(`/blog?page=${page}`), page).toEqual({ action: 'redirect', location: '/blog' })
    }
    expect(decide('/blog/page/4?page=2')).toEqual({ action: 'redirect', location: '/blog/page/4' })
  })

  it('drops an empty filter', () => {
    expect(decide('/blog/page/2?q=&categorie=')).toEqual({
      action: 'redirect',
      location: '/blog/page/2',
    })
    expect(decide('/blog?q=%20%20')).toEqual({ action: 'redirect', location: '/blog' })
  })

  it('sends a filtered list URL to the server-side filter, keeping the list’s path', () => {
    expect(decide('/blog?q=bail')).toEqual({
      action: 'rewrite',
      pathname: '/blog/filtre',
      search: '?q=bail',
    })
    expect(decide('/blog/page/2?categorie=mediation&q=%20accord%20')).toEqual({
      action: 'rewrite',
      pathname: '/blog/filtre/page/2',
      search: '?q=accord&categorie=mediation',
    })
    expect(decide('/blog/categorie/mediation/page/3?q=juge')).toEqual({
      action: 'rewrite',
      pathname: '/blog/filtre/categorie/mediation/page/3',
      search: '?q=juge',
    })
  })

  it('leaves a malformed list path to its route, which answers 404', () => {
    expect(decide('/blog/page/0?q=x')).toEqual({ action: 'next' })
    expect(decide('/blog/categorie/%3Cb%3E?q=x')).toEqual({ action: 'next' })
  })
})
