import { readFileSync } from 'node:fs'
import Image from 'next/image'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EagerServerImage } from './eager-server-image'
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

/** The page's `<head>` when `image` is drawn in its body. */
function headOf(image: React.ReactNode): string {
  const html = renderToStaticMarkup(
    <html lang="fr">
      {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, as React renders a page. */}
      <head />
      <body>{image}</body>
    </html>,
  )
  return html.slice(0, html.indexOf('</head>'))
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
  sizes: '(min-width: 768px) 48rem, 100vw',
  className: 'object-cover',
}

/**
 * The site's images: next/image's `<img>`, built on the server by its `getImageProps`, with no
 * client component for the image (README « Lighthouse », « Images drawn on the server »).
 */
describe('ServerImage and EagerServerImage', () => {
  it('draw a lazy image with the attributes next/image draws', () => {
    const ours = attributes(renderToStaticMarkup(<ServerImage {...CARD} />), 'img')
    const nextImage = attributes(renderToStaticMarkup(<Image {...CARD} alt={CARD.alt} />), 'img')
    delete nextImage['data-nimg']
    expect(ours).toEqual(nextImage)
  })

  it('draw an image fetched with the page with the attributes next/image draws', () => {
    const ours = attributes(
      renderToStaticMarkup(<EagerServerImage {...COVER} fetchPriority="high" />),
      'img',
    )
    const nextImage = attributes(
      renderToStaticMarkup(<Image {...COVER} alt="" loading="eager" fetchPriority="high" />),
      'img',
    )
    delete nextImage['data-nimg']
    expect(ours).toEqual(nextImage)
  })

  it('go through the optimizer with a srcset for the given sizes, lazily by default', () => {
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

  it('announce an image fetched with the page in the head, and a lazy one not', () => {
    const link = attributes(headOf(<EagerServerImage {...COVER} fetchPriority="high" />), 'link')
    expect(link).toMatchObject({
      rel: 'preload',
      as: 'image',
      imagesizes: '(min-width: 768px) 48rem, 100vw',
      fetchpriority: 'high',
    })
    expect(link.imagesrcset).toMatch(/^\/_next\/image\?url=%2Fportrait\.jpg&amp;w=/)
    expect(headOf(<ServerImage {...CARD} />)).not.toContain('rel="preload"')
  })

  it('draw an image fetched with the page inside a <picture> of its own, a lazy one alone', () => {
    // Outside a <picture>, React's server-component renderer would add the image to the hints
    // that Next.js sends with every prefetch of the page.
    expect(renderToStaticMarkup(<EagerServerImage {...COVER} />)).toMatch(
      /<picture><img [^>]*><\/picture>$/,
    )
    expect(renderToStaticMarkup(<ServerImage {...CARD} />)).toMatch(/^<img [^>]*>$/)
  })

  it('refuse contradictory props in development, as next/image does', () => {
    expect(() => renderToStaticMarkup(<ServerImage {...COVER} width={1200} />)).toThrow(/fill/)
  })

  it('send no code for the image: only the preload of an eager image is a client component', () => {
    const source = (name: string) => readFileSync(new URL(`./${name}.tsx`, import.meta.url), 'utf8')
    const useClient = /^\s*['"]use client['"]/m
    for (const name of ['server-image', 'eager-server-image']) {
      expect(source(name), name).not.toMatch(useClient)
      // A preload() called from a server component travels with every prefetch of the page.
      expect(source(name), name).not.toMatch(/from 'react-dom'/)
      expect(source(name), name).not.toMatch(/import \w+.* from 'next\/image'/)
    }
    expect(source('image-preload')).toMatch(useClient)
    expect(source('server-image')).not.toMatch(/image-preload/)
  })
})
