import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ServerImage } from './server-image'

/** Value of `name` (any case) on the first `<tag>` of `html`, entities left as they are. */
function attribute(html: string, tag: string, name: string): string | undefined {
  const element = html.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? ''
  return element.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]
}

/**
 * The site's images: next/image's `<img>`, built on the server by its `getImageProps`, with no
 * client component (README « Lighthouse », « Images drawn on the server »).
 */
describe('ServerImage', () => {
  it('draws a lazy image through the optimizer, with a srcset for the given sizes', () => {
    const html = renderToStaticMarkup(
      <ServerImage
        src="/portrait.jpg"
        alt="Maître Vincent Roques"
        width={1200}
        height={630}
        sizes="(min-width: 1024px) 22rem, 100vw"
        className="size-full object-cover"
      />,
    )
    expect(html).toMatch(/^<img /)
    expect(attribute(html, 'img', 'alt')).toBe('Maître Vincent Roques')
    expect(attribute(html, 'img', 'loading')).toBe('lazy')
    expect(attribute(html, 'img', 'decoding')).toBe('async')
    expect(attribute(html, 'img', 'width')).toBe('1200')
    expect(attribute(html, 'img', 'height')).toBe('630')
    expect(attribute(html, 'img', 'class')).toBe('size-full object-cover')
    expect(attribute(html, 'img', 'sizes')).toBe('(min-width: 1024px) 22rem, 100vw')
    const candidates = attribute(html, 'img', 'srcset')?.split(', ') ?? []
    expect(candidates.length).toBeGreaterThan(1)
    for (const candidate of candidates) {
      expect(candidate).toMatch(/^\/_next\/image\?url=%2Fportrait\.jpg&amp;w=(\d+)&amp;q=75 \1w$/)
    }
    expect(attribute(html, 'img', 'src')).toBe(candidates.at(-1)?.split(' ')[0])
    expect(html).not.toContain('rel="preload"')
  })

  it('fills its frame and, when asked, is fetched at once at high priority and preloaded', () => {
    const html = renderToStaticMarkup(
      <ServerImage src="/portrait.jpg" alt="" fill preload fetchPriority="high" sizes="100vw" />,
    )
    expect(attribute(html, 'img', 'loading')).toBeUndefined()
    expect(attribute(html, 'img', 'fetchpriority')).toBe('high')
    expect(attribute(html, 'img', 'style')).toContain('position:absolute')
    expect(attribute(html, 'link', 'rel')).toBe('preload')
    expect(attribute(html, 'link', 'as')).toBe('image')
    expect(attribute(html, 'link', 'imagesrcset')).toBe(attribute(html, 'img', 'srcset'))
    expect(attribute(html, 'link', 'imagesizes')).toBe('100vw')
    expect(attribute(html, 'link', 'fetchpriority')).toBe('high')
  })

  it('refuses a lazy image that is also preloaded, as next/image does', () => {
    expect(() =>
      renderToStaticMarkup(
        <ServerImage src="/portrait.jpg" alt="" fill preload loading="lazy" sizes="100vw" />,
      ),
    ).toThrow(/preload/)
  })

  it('is not a client component, so that a page of images sends no code for them', () => {
    const source = readFileSync(new URL('./server-image.tsx', import.meta.url), 'utf8')
    expect(source).not.toMatch(/^\s*['"]use client['"]/m)
    expect(source).not.toMatch(/import Image\b/)
  })
})
