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
})
