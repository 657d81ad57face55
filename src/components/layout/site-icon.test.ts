import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The site's icon (`public/icon.svg`, the layout's `<link rel="icon" type="image/svg+xml">`): the
 * browser draws it while the page loads, as an SVG document of its own, so it stays small.
 */
describe('public/icon.svg', () => {
  const svg = readFileSync(new URL('../../../public/icon.svg', import.meta.url), 'utf8')

  it('draws « VR » as outlines, so that no font is looked up to paint it', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/)
    expect(svg).not.toMatch(/<text[\s>]/)
    expect(svg).not.toMatch(/font-family|@font-face|<style/)
    // The letters: the glyphs' outlines, in white on the navy square.
    expect(svg).toMatch(/<path transform="matrix\([^"]+\)" fill="#ffffff" d="M[^"]{200,}"\/>/)
  })

  it('needs nothing else: no image, script or link to another file', () => {
    expect(svg).not.toMatch(/<(image|script|use|foreignObject)[\s>]/)
    expect(svg).not.toMatch(/href=/)
  })
})
