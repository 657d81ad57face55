import { describe, expect, it } from 'vitest'
import { expertiseAreas } from '@/content/expertise'
import { mediationPages } from '@/content/mediation'
import { STATIC_ROUTES as SCRIPT_ROUTES } from '@/scripts/routes.mjs'
import { STATIC_PATHS } from './routes'

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
})
