import { describe, expect, it } from 'vitest'
import { FEED_PATH } from './blog/feed'
import { previewPath } from './preview/token'
import { OTHER_ROUTES, STATIC_PATHS } from './routes'
import { SPECULATION_RULES } from './speculation-rules'

const ORIGIN = 'https://www.example.fr'
/** The page the links are on: patterns are relative to it. */
const PAGE = `${ORIGIN}/blog/un-article`

type Where = {
  and?: Where[]
  not?: Where
  href_matches?: string | string[]
  selector_matches?: string
}
type Rule = { source: string; where: Where; eagerness: string }

/** Whether a plain link (no `rel`, no `download`) to `href` meets `where`, as Chromium reads it. */
function meets(where: Where, href: string): boolean {
  if (where.and) return where.and.every((clause) => meets(clause, href))
  if (where.not) return !meets(where.not, href)
  if (where.href_matches !== undefined)
    return [where.href_matches]
      .flat()
      .some((pattern) => new URLPattern(pattern, PAGE).test(new URL(href, PAGE)))
  return false
}

const rules = JSON.parse(SPECULATION_RULES) as Record<string, Rule[]>
const [rule] = rules.prefetch ?? []
const speculated = (href: string) => !!rule && meets(rule.where, href)

/** An Astro route of the table as a link to one of its pages. */
const sample = (route: string) => route.replace(/\[\.{0,3}(\w+)\]/g, 'exemple')

/** The files of src/pages/ that are pages a visitor follows a link to. */
const PAGES = ['/404', '/500', '/blog/[slug]', '/blog/recherche', '/contact/demande-envoyee']

describe('SPECULATION_RULES (HTML « Speculative loading »)', () => {
  it('is one prefetch rule on the page’s own links', () => {
    expect(Object.keys(rules)).toEqual(['prefetch'])
    expect(rules.prefetch).toHaveLength(1)
    expect(rule?.source).toBe('document')
  })

  it('prefetches every page of the route table and of the blog', () => {
    for (const path of [
      ...STATIC_PATHS,
      ...PAGES.map(sample),
      '/blog/page/2',
      '/blog/categorie/droit-du-travail',
      '/blog/categorie/droit-du-travail/page/2',
    ])
      expect(speculated(path), path).toBe(true)
  })

  it('never an endpoint, the preview, the feed, an image or any other file of src/pages/', () => {
    const others = Object.keys(OTHER_ROUTES).filter((route) => !PAGES.includes(route))
    expect(others).toContain('/api/revalidate')
    for (const path of [
      ...others.map(sample),
      previewPath(12),
      FEED_PATH,
      '/api/preview?id=12&expires=1&token=x',
      '/_image?href=%2Fwp-content%2Fphoto.jpg&w=640&f=webp',
      '/_astro/client.js',
      '/favicon.ico',
      '/icon.svg',
    ])
      expect(speculated(path), path).toBe(false)
  })

  it('never a link with a query string, nor another site', () => {
    for (const href of ['/blog?q=bail', '/blog/page/2?categorie=droit-du-travail', '/?a'])
      expect(speculated(href), href).toBe(false)
    expect(speculated('https://autre.example/')).toBe(false)
    expect(speculated('/blog#articles')).toBe(true)
  })
})
