import { describe, expect, it } from 'vitest'
import { isSiteImageQuery } from './image-request'

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
    expect(isSiteImageQuery(query())).toBe(true)
    for (const w of [640, 750, 828, 1080, 1200, 1920])
      expect(isSiteImageQuery(query({ w: String(w), h: String(w * 8) })), String(w)).toBe(true)
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
      expect(isSiteImageQuery(query(extra, drop)), JSON.stringify([extra, drop])).toBe(false)
    const twice = query()
    twice.append('w', '640')
    expect(isSiteImageQuery(twice)).toBe(false)
  })

  it('accepts the build’s own portrait at the widths it is drawn, and no other file', () => {
    const portrait = '/_astro/vincent-roques.B3x9kQ1a.jpg'
    for (const w of [240, 360, 480, 720])
      expect(
        isSiteImageQuery(query({ href: portrait, w: String(w), h: String(w * 8) })),
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
      expect(isSiteImageQuery(query({ href, w, h: String(Number(w) * 8) })), href + w).toBe(false)
  })
})
