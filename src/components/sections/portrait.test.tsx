import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { about } from '@/content/about'
import { LOCAL_IMAGE_WIDTHS } from '@/lib/image-widths.mjs'
import { AboutPage } from '@/components/pages/about-page'
import { HomePage } from '@/components/pages/home-page'
// An abstract test image (shapes, no person), 800 × 1000 px, imported as the practice's
// photograph would be: Astro's image metadata.
import testImage from './__fixtures__/portrait-test.png'
import { portraitPicture } from './portrait-image'

const PORTRAIT = {
  file: 'portrait-test.png',
  alt: 'Maître Vincent Roques dans son cabinet',
  credit: 'Studio Exemple, Toulouse',
}
const FILES = { '/src/assets/portrait/portrait-test.png': { default: testImage } }

describe('portraitPicture (content/site.ts `site.portrait` through Astro’s image pipeline)', () => {
  it('gives no picture while the practice has not supplied one', async () => {
    expect(await portraitPicture(null, FILES)).toBeNull()
  })

  it('draws the file at the portrait’s widths, as the image endpoint accepts them', async () => {
    const picture = await portraitPicture(PORTRAIT, FILES)
    expect(picture).toMatchObject({
      width: 800,
      height: 1000,
      alt: PORTRAIT.alt,
      credit: PORTRAIT.credit,
    })
    const candidates = picture!.srcset.split(', ').map((candidate) => candidate.split(' '))
    expect(candidates.map(([, width]) => width)).toEqual(LOCAL_IMAGE_WIDTHS.map((w) => `${w}w`))
    for (const [url] of candidates) {
      const query = new URL(url!, 'http://site.test').searchParams
      expect(new URL(url!, 'http://site.test').pathname).toBe('/_image')
      expect(query.get('href')).toMatch(/portrait-test\.png(?:\?|$)/)
      expect(Number(query.get('h'))).toBe(Number(query.get('w')) * 8)
      expect([query.get('q'), query.get('f'), query.get('fit')]).toEqual(['75', 'webp', 'inside'])
    }
    expect(new URL(picture!.src, 'http://site.test').searchParams.get('w')).toBe('720')
  })

  it('refuses a file that is not in src/assets/portrait/', async () => {
    await expect(portraitPicture({ ...PORTRAIT, file: 'absent.jpg' }, FILES)).rejects.toThrow(
      '« absent.jpg »',
    )
  })
})

describe('the portrait on the pages (docs/specification.md « About », « Home »)', () => {
  it('shows the photograph with its alternative text, sizes and credit when there is one', async () => {
    const picture = await portraitPicture(PORTRAIT, FILES)
    const about = renderToStaticMarkup(<AboutPage portrait={picture} />)
    expect(about).toContain('data-portrait="photographie"')
    expect(about).toMatch(
      /<img src="\/_image\?[^"]+" srcSet="[^"]+720w" sizes="\(min-width: 1024px\) 22rem, 20rem" width="800" height="1000" alt="Maître Vincent Roques dans son cabinet" loading="eager"/,
    )
    expect(about).toContain(
      '<figcaption class="mt-2 text-xs text-muted">Photo\u00a0: Studio Exemple, Toulouse</figcaption>',
    )
    expect(about).not.toContain('data-portrait="monogramme"')
    const home = renderToStaticMarkup(<HomePage portrait={picture} />)
    expect(home).toMatch(/<img [^>]*sizes="\(min-width: 1024px\) 16rem[^"]*"[^>]*loading="lazy"/)
  })

  it('shows the monogram, named for screen readers, while there is none', () => {
    for (const page of [<AboutPage key="a" />, <HomePage key="h" />]) {
      const html = renderToStaticMarkup(page)
      expect(html).toContain('data-portrait="monogramme"')
      expect(html).toContain(`aria-label="${about.portrait.fallbackLabel}"`)
      expect(html).not.toContain('data-portrait="photographie"')
    }
  })
})
