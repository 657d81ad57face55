import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ArrowRight, CheckCircle2, Phone } from './icons'

/**
 * The site's icons: Lucide's drawings rendered as plain SVG, with the markup lucide-react gave them,
 * and no client component on the way: icons send no script (docs/architecture.md « Islands »).
 */
describe('icons', () => {
  it('draw Lucide’s SVG at 24 px with a 2 px currentColor stroke, hidden from assistive technologies', () => {
    const html = renderToStaticMarkup(<ArrowRight className="size-5" />)
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
        'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ' +
        'class="lucide lucide-arrow-right size-5" aria-hidden="true">' +
        '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>',
    )
  })

  it('take a size in pixels and any SVG attribute', () => {
    const html = renderToStaticMarkup(<Phone size={16} focusable="false" data-icon="telephone" />)
    expect(html).toMatch(/^<svg [^>]*width="16" height="16"/)
    expect(html).toContain('focusable="false"')
    expect(html).toContain('data-icon="telephone"')
    expect(html).toContain('class="lucide lucide-phone"')
  })

  it('stay exposed when the caller names them or gives them a role', () => {
    const named = renderToStaticMarkup(<CheckCircle2 role="img" aria-label="Validé" />)
    expect(named).toContain('role="img"')
    expect(named).toContain('aria-label="Validé"')
    expect(named).not.toContain('aria-hidden')
  })

  it('are not a client component, so that a server component sends them as HTML only', () => {
    const source = readFileSync(new URL('./icons.tsx', import.meta.url), 'utf8')
    expect(source).not.toMatch(/^\s*['"]use client['"]/m)
    expect(source).not.toMatch(/from 'lucide-react'/)
  })
})
