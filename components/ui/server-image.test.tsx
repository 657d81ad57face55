import { readFileSync } from 'node:fs'
import Image from 'next/image'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ServerImage, type ServerImageProps } from './server-image'

/** Attributes (names lowercased, values as written) of the first `<tag>` of `html`. */
function attributes(html: string, tag: string): Record<string, string> {
  const element = html.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? ''
  return Object.fromEntries(
    [...element.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
      name.toLowerCase(),
      value,
    ]),
  )
}

const CARD: ServerImageProps = {
  src: '/portrait.jpg',
  alt: 'Maître Vincent Roques',
  width: 1200,
  height: 630,
  sizes: '(min-width: 1024px) 22rem, 100vw',
  className: 'size-full object-cover',
}
const COVER: ServerImageProps = {
  src: '/portrait.jpg',
  alt: '',
  fill: true,
  loading: 'eager',
  fetchPriority: 'high',
  sizes: '(min-width: 768px) 48rem, 100vw',
  className: 'object-cover',
}

/**
 * The site's images: next/image's `<img>`, built on the server by its `getImageProps`, with no
 * client component (README « Lighthouse », « Images drawn on the server »).
 */
describe('ServerImage', () => {
  it.each([
    ['a lazy card image', CARD],
    ['a cover that fills its frame, fetched at once at high priority', COVER],
  ])('draws %s with the attributes next/image draws', (_, props) => {
    const ours = attributes(renderToStaticMarkup(<ServerImage {...props} />), 'img')
    const nextImage = attributes(renderToStaticMarkup(<Image {...props} alt={props.alt} />), 'img')
    delete nextImage['data-nimg']
    expect(ours).toEqual(nextImage)
  })

  it('goes through the optimizer with a srcset for the given sizes, lazily by default', () => {
    const img = attributes(renderToStaticMarkup(<ServerImage {...CARD} />), 'img')
    expect(img).toMatchObject({
      alt: 'Maître Vincent Roques',
      loading: 'lazy',
      decoding: 'async',
      width: '1200',
      height: '630',
      sizes: '(min-width: 1024px) 22rem, 100vw',
    })
    const candidates = img.srcset?.split(', ') ?? []
    expect(candidates.length).toBeGreaterThan(1)
    for (const candidate of candidates)
      expect(candidate).toMatch(/^\/_next\/image\?url=%2Fportrait\.jpg&amp;w=(\d+)&amp;q=75 \1w$/)
    expect(img.src).toBe(candidates.at(-1)?.split(' ')[0])
  })

  it('is announced in the head when it is not lazy, and only then', () => {
    const page = (props: ServerImageProps) => {
      const html = renderToStaticMarkup(
        <html lang="fr">
          {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, as React renders a page. */}
          <head />
          <body>
            <ServerImage {...props} />
          </body>
        </html>,
      )
      return html.slice(0, html.indexOf('</head>'))
    }
    const head = page(COVER)
    const link = attributes(head, 'link')
    expect(link).toMatchObject({
      rel: 'preload',
      as: 'image',
      imagesizes: '(min-width: 768px) 48rem, 100vw',
      fetchpriority: 'high',
    })
    expect(link.imagesrcset).toMatch(/^\/_next\/image\?url=%2Fportrait\.jpg&amp;w=/)
    expect(page(CARD)).not.toContain('rel="preload"')
  })

  it('draws an image fetched with the page inside a <picture> of its own, a lazy one alone', () => {
    // Outside a <picture>, React's server-component renderer would add the image to the hints
    // that Next.js sends with every prefetch of the page.
    expect(renderToStaticMarkup(<ServerImage {...COVER} />)).toMatch(
      /<picture><img [^>]*><\/picture>$/,
    )
    expect(renderToStaticMarkup(<ServerImage {...CARD} />)).toMatch(/^<img [^>]*>$/)
  })

  it('refuses contradictory props in development, as next/image does', () => {
    expect(() => renderToStaticMarkup(<ServerImage {...COVER} width={1200} />)).toThrow(/fill/)
  })

  it('imports nothing from next/image but getImageProps, so that a page of images sends no code for them', () => {
    const source = readFileSync(new URL('./server-image.tsx', import.meta.url), 'utf8')
    expect(source).not.toMatch(/^\s*['"]use client['"]/m)
    expect([...source.matchAll(/from 'next\/image'/g)]).toHaveLength(1)
    expect(source).toMatch(/^import \{ getImageProps, type ImageProps \} from 'next\/image'$/m)
  })
})
