import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { backgroundImage, memoizedPng, renderAppleIcon, renderOgImage } from './og'

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('social images', () => {
  it('are 1200×630 PNGs, with a long title and over a featured image too', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: '#6a8caf' },
    })
      .jpeg()
      .toBuffer()
    const background = `data:image/jpeg;base64,${photo.toString('base64')}`
    const title =
      'Recouvrer une créance dans l’Union européenne\u202f: l’injonction de payer européenne, pas à pas'
    for (const png of [
      await renderOgImage({ title: 'Contact et rendez-vous' }),
      await renderOgImage({ title, kicker: 'Article', background }),
    ])
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
  }, 20_000)

  it('draw the apple-touch-icon at 180×180', async () => {
    expect(pngSize(await renderAppleIcon())).toEqual({ width: 180, height: 180 })
  })
})

describe('memoizedPng', () => {
  it('draws an image once, concurrent requests included', async () => {
    const render = vi.fn(async () => Buffer.from('png-a'))
    const [a, b] = await Promise.all([memoizedPng('a', render), memoizedPng('a', render)])
    expect(await memoizedPng('a', render)).toBe(a)
    expect(b).toBe(a)
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('keeps nothing when the drawing throws or is not to be kept', async () => {
    const failing = vi.fn(async (): Promise<Buffer> => {
      throw new Error('no font')
    })
    await expect(memoizedPng('b', failing)).rejects.toThrow('no font')
    const render = vi.fn(async () => Buffer.from('png-b'))
    await memoizedPng('b', render, () => false)
    await memoizedPng('b', render)
    await memoizedPng('b', render)
    expect(render).toHaveBeenCalledTimes(2)
  })
})

describe('backgroundImage', () => {
  let server: Server
  let origin = ''
  beforeAll(async () => {
    const webp = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#223344' },
    })
      .webp()
      .toBuffer()
    server = createServer((request, response) => {
      if (request.url === '/photo.webp') {
        response.writeHead(200, { 'Content-Type': 'image/webp' }).end(webp)
      } else if (request.url === '/text') {
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>not an image</p>')
      } else if (request.url === '/moved') {
        response.writeHead(302, { Location: '/photo.webp' }).end()
      } else if (request.url === '/elsewhere') {
        response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' }).end()
      } else if (request.url === '/huge') {
        response.writeHead(200, { 'Content-Type': 'image/jpeg' })
        const chunk = Buffer.alloc(1024 * 1024)
        for (let i = 0; i < 21; i++) response.write(chunk)
        response.end()
      } else if (request.url === '/down') {
        response.writeHead(503).end()
      } else {
        response.writeHead(404).end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  beforeEach(() => vi.stubEnv('WORDPRESS_API_URL', `${origin}/wp-json/wp/v2`))
  afterEach(() => vi.unstubAllEnvs())
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('gives any format WordPress serves as a JPEG cropped to the card', async () => {
    const found = await backgroundImage(`${origin}/photo.webp`)
    expect(found.dataUrl).toMatch(/^data:image\/jpeg;base64,/)
    const jpeg = Buffer.from(found.dataUrl!.split(',')[1]!, 'base64')
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 630 })
  })

  it('says whether a missing image may come back', async () => {
    expect(await backgroundImage(`${origin}/absent.jpg`)).toEqual({
      dataUrl: null,
      transient: false,
    })
    expect(await backgroundImage(`${origin}/text`)).toEqual({ dataUrl: null, transient: false })
    expect(await backgroundImage(`${origin}/down`)).toEqual({ dataUrl: null, transient: true })
    vi.stubEnv('WORDPRESS_API_URL', 'http://127.0.0.1:1/wp-json/wp/v2')
    expect(await backgroundImage('http://127.0.0.1:1/photo.jpg')).toEqual({
      dataUrl: null,
      transient: true,
    })
  })

  it('reads WordPress’s origin only, redirects included, and no body past 20 MB', async () => {
    expect((await backgroundImage(`${origin}/moved`)).dataUrl).toMatch(/^data:image\/jpeg/)
    const refused = { dataUrl: null, transient: false }
    expect(await backgroundImage(`${origin}/elsewhere`)).toEqual(refused)
    expect(await backgroundImage('http://169.254.169.254/latest/meta-data')).toEqual(refused)
    expect(await backgroundImage(`${origin}/huge`)).toEqual(refused)
  })
})
