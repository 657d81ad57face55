import { describe, expect, it } from 'vitest'
import { expertiseAreas } from '@/content/expertise'
import { mediationPages } from '@/content/mediation'
import { STATIC_ROUTES as SCRIPT_ROUTES } from '../../scripts/routes.mjs'
import {
  findStaticRoute,
  STATIC_PATHS,
  STATIC_ROUTES,
  socialImagePath,
  staticRoute,
} from './routes'

describe('the site’s static routes', () => {
  it('hold every expertise and mediation page of content/, once each', () => {
    for (const area of expertiseAreas) expect(STATIC_PATHS).toContain(`/expertise/${area.slug}`)
    for (const page of Object.values(mediationPages))
      expect(STATIC_PATHS).toContain(`/mediation/${page.slug}`)
    expect(new Set(STATIC_PATHS).size).toBe(STATIC_PATHS.length)
  })

  it('are the ones the Node scripts visit (scripts/routes.mjs)', () => {
    expect([...SCRIPT_ROUTES].sort()).toEqual([...STATIC_PATHS].sort())
  })

  it('each have a title and a description of their own', () => {
    expect(new Set(STATIC_ROUTES.map((route) => route.title)).size).toBe(STATIC_ROUTES.length)
    expect(new Set(STATIC_ROUTES.map((route) => route.description)).size).toBe(STATIC_ROUTES.length)
  })

  it('give a page without a social image the one of the nearest route above it', () => {
    expect(staticRoute('/contact').path).toBe('/contact')
    expect(staticRoute('/blog/page/2').path).toBe('/blog')
    expect(staticRoute('/blog/recherche?q=bail').path).toBe('/blog')
    expect(staticRoute('/blogue').path).toBe('/')
    expect(staticRoute('/mediation/judiciaire').kicker).toBe('Médiation')
    expect(socialImagePath('/')).toBe('/og')
    expect(socialImagePath('/mediation/judiciaire')).toBe('/og/mediation/judiciaire')
  })

  it('draw a social image for themselves only', () => {
    expect(findStaticRoute('/')?.path).toBe('/')
    expect(findStaticRoute('/expertise/droit-travail')?.kicker).toBe('Domaine d’activité')
    expect(findStaticRoute('/page-inconnue')).toBeNull()
    expect(findStaticRoute('/blog/page/2')).toBeNull()
  })
})
