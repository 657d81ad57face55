import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expertiseAreas } from '@/content/expertise'
import { mediationPages } from '@/content/mediation'
import { socialImagePath } from '@/lib/seo/social-image'
import {
  CONTENT_PAGE_CACHE,
  findStaticRoute,
  footerLinks,
  mainMenu,
  OTHER_ROUTES,
  POST_ROUTES,
  routeRules,
  STATIC_PATHS,
  STATIC_ROUTES,
  staticRoute,
} from './routes'

const PAGES = new URL('../pages/', import.meta.url).pathname

/** The files of src/pages/ that are routes, relative to it. */
function pageFiles(): string[] {
  return readdirSync(PAGES, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(astro|ts)$/.test(file) && !/\.test\./.test(file),
  )
}

/** Astro's route of a file of src/pages/ (Astro « Routing »: `index` is its folder). */
function routeOf(file: string): string {
  const route = `/${relative(PAGES, join(PAGES, file))}`
    .replace(/\.(astro|ts)$/, '')
    .replace(/\/index$/, '')
  return route === '' ? '/' : route
}

function pageRoutes(): string[] {
  return pageFiles().map(routeOf)
}

describe('the route table (README « Adding a page »)', () => {
  it('has a row for every file of src/pages/, and a file for every row', () => {
    const files = new Set(pageRoutes())
    const rows = new Set([...STATIC_ROUTES.map((row) => row.route), ...Object.keys(OTHER_ROUTES)])
    expect(
      [...files].filter((route) => !rows.has(route)),
      'files without a row',
    ).toEqual([])
    expect(
      [...rows].filter((route) => !files.has(route)),
      'rows without a file',
    ).toEqual([])
  })

  it('lists as taking a POST exactly the endpoints that export one', () => {
    const posting = pageFiles()
      .filter((file) => /^export const POST\b/m.test(readFileSync(join(PAGES, file), 'utf8')))
      .map(routeOf)
    expect([...POST_ROUTES].sort()).toEqual(posting.sort())
  })

  it('holds every expertise and mediation page of content/, once each', () => {
    for (const area of expertiseAreas) expect(STATIC_PATHS).toContain(`/expertise/${area.slug}`)
    for (const page of Object.values(mediationPages))
      expect(STATIC_PATHS).toContain(`/mediation/${page.slug}`)
    expect(new Set(STATIC_PATHS).size).toBe(STATIC_PATHS.length)
  })

  it('gives each page a title and a description of their own', () => {
    expect(new Set(STATIC_ROUTES.map((route) => route.title)).size).toBe(STATIC_ROUTES.length)
    expect(new Set(STATIC_ROUTES.map((route) => route.description)).size).toBe(STATIC_ROUTES.length)
  })

  it('caches every content page, with one policy a route, and leaves the blog its own', () => {
    const rules = routeRules()
    for (const row of STATIC_ROUTES)
      expect(rules[row.route], row.path).toEqual(
        row.path === '/blog' ? undefined : CONTENT_PAGE_CACHE,
      )
    for (const row of STATIC_ROUTES.filter((other) => other.cache))
      expect(row.cache, row.path).toEqual(rules[row.route])
  })

  it('builds the menu of the specification, with « Actualités » leaving the site', () => {
    expect(mainMenu.map((item) => item.name)).toEqual([
      'Accueil',
      'À propos',
      "Domaines d'expertise",
      'Médiation',
      'Honoraires',
      'Actualités',
      'Contact',
    ])
    expect(mainMenu.filter((item) => item.external).map((item) => item.name)).toEqual([
      'Actualités',
    ])
    expect(footerLinks('domains').map((item) => item.href)).toEqual(
      expertiseAreas.map((area) => `/expertise/${area.slug}`),
    )
    expect(footerLinks('legal').map((item) => item.href)).toEqual([
      '/mentions-legales',
      '/confidentialite',
    ])
  })

  it('gives a page without a social image the one of the nearest route above it', () => {
    expect(staticRoute('/contact').path).toBe('/contact')
    expect(staticRoute('/blog/page/2').path).toBe('/blog')
    expect(staticRoute('/blog/recherche?q=bail').path).toBe('/blog')
    expect(staticRoute('/blogue').path).toBe('/')
    expect(staticRoute('/mediation/judiciaire').kicker).toBe('Médiation')
    expect(socialImagePath('/')).toBe('/og')
    expect(socialImagePath('/mediation/judiciaire')).toBe('/og/mediation/judiciaire')
  })

  it('draws a social image for its own pages only', () => {
    expect(findStaticRoute('/')?.path).toBe('/')
    expect(findStaticRoute('/expertise/droit-travail')?.kicker).toBe('Domaine d’activité')
    expect(findStaticRoute('/page-inconnue')).toBeNull()
    expect(findStaticRoute('/blog/page/2')).toBeNull()
  })
})
