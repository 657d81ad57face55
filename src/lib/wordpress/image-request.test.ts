import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS } from '@/lib/image-widths.mjs'
import { isCanonicalImageHref, isSiteImageQuery, wordPressUploadsUrl } from './image-request'

const API = 'https://blog.roques-avocat.example/wp-json/wp/v2'
const HREF = 'https://blog.roques-avocat.example/wp-content/uploads/2026/11/a.png'
const query = (extra: Record<string, string> = {}, drop: string[] = []) => {
  const params = new URLSearchParams({ href: HREF, w: '828', h: '6624', q: '75', f: 'webp' })
  params.set('fit', 'inside')
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  for (const name of drop) params.delete(name)
  return params
}

describe('isSiteImageQuery', () => {
  it('accepts what optimizedImage() writes, at every width of IMAGE_WIDTHS', () => {
    expect(isSiteImageQuery(query(), API)).toBe(true)
    for (const w of IMAGE_WIDTHS)
      expect(isSiteImageQuery(query({ w: String(w), h: String(w * 8) }), API), String(w)).toBe(true)
  })

  it('refuses any transform no page asks for', () => {
    for (const [extra, drop] of [
      [{ w: '1001', h: '8008' }, []],
      [{ h: '500' }, []],
      [{ q: '100' }, []],
      [{ f: 'avif' }, []],
      [{ f: 'svg' }, []],
      [{ fit: 'cover' }, []],
      [{ position: 'top' }, []],
      [{ background: 'red' }, []],
      [{ href: '/etc/passwd' }, []],
      [{ href: 'file:///etc/passwd' }, []],
      [{}, ['h']],
      [{}, ['fit']],
    ] as [Record<string, string>, string[]][])
      expect(isSiteImageQuery(query(extra, drop), API), JSON.stringify([extra, drop])).toBe(false)
    const twice = query()
    twice.append('w', '640')
    expect(isSiteImageQuery(twice, API)).toBe(false)
    expect(isSiteImageQuery(query(), null)).toBe(false)
  })

  it('refuses another spelling of a width or of the image, each a transform of its own', () => {
    for (const w of ['640.0', '+640', '0x280', '640 ', '0640', '6.4e2'])
      expect(isSiteImageQuery(query({ w, h: '5120' }), API), w).toBe(false)
    const origin = 'https://blog.roques-avocat.example'
    for (const href of [
      `${HREF}?v=2`,
      `${HREF}?`,
      `${HREF}#x`,
      `${origin}/wp-content/uploads/./2026/11/a.png`,
      `${origin}/wp-content/uploads/2026/../2026/11/a.png`,
      `${origin}:443/wp-content/uploads/2026/11/a.png`,
      'https://BLOG.roques-avocat.example/wp-content/uploads/2026/11/a.png',
      `${origin}/wp-content/uploads/2026/11/%61.png`,
      `${origin}/wp-content/uploads/2026/11/caf%c3%a9.png`,
      'http://blog.roques-avocat.example/wp-content/uploads/2026/11/a.png',
      'https://2130706433/wp-content/uploads/2026/11/a.png',
      'https://autre.example/wp-content/uploads/2026/11/a.png',
      `${origin}/wp-config.php`,
      `${origin}/wp-content/plugins/x/a.png`,
    ])
      expect(isSiteImageQuery(query({ href }), API), href).toBe(false)
    expect(
      isSiteImageQuery(query({ href: `${origin}/wp-content/uploads/2026/11/caf%C3%A9.png` }), API),
    ).toBe(true)
  })
})

describe('wordPressUploadsUrl', () => {
  it('is wp-content/uploads/ under the root of the install, whatever the form of its API URL', () => {
    expect(wordPressUploadsUrl(API)).toBe('https://blog.roques-avocat.example/wp-content/uploads/')
    expect(wordPressUploadsUrl('https://example.fr/blog/wp-json/wp/v2')).toBe(
      'https://example.fr/blog/wp-content/uploads/',
    )
    expect(wordPressUploadsUrl('http://127.0.0.1:3100/?rest_route=/wp/v2')).toBe(
      'http://127.0.0.1:3100/wp-content/uploads/',
    )
  })

  it('is what isCanonicalImageHref reads a media file under', () => {
    expect(isCanonicalImageHref(HREF, wordPressUploadsUrl(API))).toBe(true)
  })
})

describe('isSiteImageQuery and the build’s images', () => {
  it('accepts the build’s own portrait at the widths it is drawn, and no other file', () => {
    const portrait = '/_astro/vincent-roques.B3x9kQ1a.jpg'
    for (const w of [240, 360, 480, 720])
      expect(
        isSiteImageQuery(query({ href: portrait, w: String(w), h: String(w * 8) }), API),
        String(w),
      ).toBe(true)
    for (const [href, w] of [
      [portrait, '640'],
      [portrait, '1001'],
      ['/_astro/../server/entry.mjs', '360'],
      ['/_astro/client.js', '360'],
      ['/favicon.ico', '360'],
      [HREF, '360'],
    ] as [string, string][])
      expect(isSiteImageQuery(query({ href, w, h: String(Number(w) * 8) }), API), href + w).toBe(
        false,
      )
  })
})
