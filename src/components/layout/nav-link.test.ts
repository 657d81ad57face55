import { describe, expect, it } from 'vitest'
import { isCurrentRoute } from './nav-link'

describe('isCurrentRoute', () => {
  it('marks the route itself and its sub-routes', () => {
    expect(isCurrentRoute('/mediation', '/mediation')).toBe(true)
    expect(isCurrentRoute('/mediation/judiciaire', '/mediation')).toBe(true)
    expect(isCurrentRoute('/mediation-familiale', '/mediation')).toBe(false)
  })

  it('marks the home page only on itself', () => {
    expect(isCurrentRoute('/', '/')).toBe(true)
    expect(isCurrentRoute('/a-propos', '/')).toBe(false)
  })

  it('marks « Domaines d’expertise » on each expertise page, and nothing else there', () => {
    expect(isCurrentRoute('/expertise/droit-travail', '/domaines-expertise')).toBe(true)
    expect(isCurrentRoute('/expertise/droit-travail', '/mediation')).toBe(false)
    expect(isCurrentRoute('/expertisex', '/domaines-expertise')).toBe(false)
  })
})
