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

  it('lets a filtered list URL through to its route, which filters it', () => {
    for (const path of [
      '/blog?q=bail',
      '/blog/page/2?categorie=mediation&q=%20accord%20',
      '/blog/categorie/mediation/page/3?q=juge',
    ]) {
      expect(decide(path), path).toEqual({ action: 'next' })
    }
  })

  it('leaves a malformed list path to its route, which answers 404', () => {
    expect(decide('/blog/page/0?q=x')).toEqual({ action: 'next' })
    expect(decide('/blog/categorie/%3Cb%3E?q=x')).toEqual({ action: 'next' })
  })
})
