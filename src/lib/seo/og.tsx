import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { LRUCache } from 'lru-cache'
import type { ReactNode } from 'react'
import satori, { type Font } from 'satori'
import sharp from 'sharp'
import { site } from '@/content/site'
import { getWordPressOrigin } from '../env'
import { OG_SIZE } from './social-image'

/** Pixels, what iOS asks of a home-screen icon. */
export const APPLE_ICON_SIZE = { width: 180, height: 180 } as const

/** An image that changes with a deploy but whose URL has no fingerprint: kept a day, not a year. */
export const SITE_IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

const BACKGROUND_TIMEOUT_MS = 5000

/** Resolved from this module, as the server may start anywhere; `exports` hide the files. */
function fontDirectory(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@fontsource/source-serif-4')), 'files')
}

let fontsPromise: Promise<Font[]> | null = null

/** Satori reads WOFF, not WOFF2. Read once; a failed read is tried again on the next call. */
function ogFonts(): Promise<Font[]> {
  fontsPromise ??= (async () => {
    const directory = fontDirectory()
    const weights = [400, 600, 700] as const
    const files = await Promise.all(
      weights.map((weight) =>
        readFile(join(directory, `source-serif-4-latin-${weight}-normal.woff`)),
      ),
    )
    return weights.map((weight, i) => ({
      name: 'Source Serif 4',
      data: files[i]!,
      weight,
      style: 'normal' as const,
    }))
  })().catch((error: unknown) => {
    fontsPromise = null
    throw error
  })
  return fontsPromise
}

/**
 * Draws `element` (inline styles, Satori's subset of CSS) as a PNG of `size` pixels.
 * @throws Error when a font file cannot be read or the element uses what Satori cannot draw.
 */
export async function renderPng(
  element: ReactNode,
  size: { width: number; height: number },
): Promise<Buffer> {
  const svg = await satori(element, { ...size, fonts: await ogFonts() })
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width } }).render().asPng()
}

const drawn = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (png) => png.byteLength,
})
const drawing = new Map<string, Promise<Buffer>>()

/**
 * The PNG drawn by `render`, kept under `key` (what it is drawn from) unless `keep()` says no once
 * drawn; concurrent calls draw it once. Every crawler and share asks for the same image.
 */
export function memoizedPng(
  key: string,
  render: () => Promise<Buffer>,
  keep: () => boolean = () => true,
): Promise<Buffer> {
  const done = drawn.get(key)
  if (done) return Promise.resolve(done)
  let pending = drawing.get(key)
  if (!pending) {
    pending = render()
      .then((png) => {
        if (keep()) drawn.set(key, png)
        return png
      })
      .finally(() => drawing.delete(key))
    drawing.set(key, pending)
  }
  return pending
}

export function pngResponse(png: Buffer, cacheControl: string): Response {
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Cache-Control': cacheControl,
    },
  })
}

/** Pixels: smaller as the title grows, so that a long one stays on the card. */
function titleSize(title: string): number {
  if (title.length > 90) return 48
  if (title.length > 60) return 58
  return 68
}

export type OgImage = {
  title: string
  /** The line above the title. */
  kicker?: string
  /** A PNG or JPEG data URL, drawn under the text. */
  background?: string
}

/** The whole image in the site's navy, its text white in Source Serif 4. */
const CANVAS = {
  width: '100%',
  height: '100%',
  display: 'flex',
  backgroundColor: '#1e2a44',
  color: '#ffffff',
  fontFamily: 'Source Serif 4',
} as const

/**
 * A page's Open Graph image (docs/specification.md « Quality »), 1200×630.
 * @throws Error as {@link renderPng}.
 */
export function renderOgImage({
  title,
  kicker = 'Avocat au barreau de Toulouse',
  background,
}: OgImage): Promise<Buffer> {
  return renderPng(
    <div style={{ ...CANVAS, position: 'relative' }}>
      {background ? (
        // Satori draws plain <img> only; a data URL needs no fetch while it lays out.
        <img
          src={background}
          alt=""
          width={OG_SIZE.width}
          height={OG_SIZE.height}
          style={{ position: 'absolute', top: 0, left: 0, objectFit: 'cover' }}
        />
      ) : null}
      <div
        style={{
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          left: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          backgroundImage: background
            ? 'linear-gradient(180deg, rgba(16,21,31,0.35) 0%, rgba(16,21,31,0.92) 70%)'
            : 'linear-gradient(135deg, #1e2a44 0%, #141c2f 100%)',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div
            style={{
              width: 72,
              height: 72,
              borderRadius: 12,
              border: '2px solid #d9b878',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 30,
              fontWeight: 600,
              color: '#d9b878',
            }}
          >
            VR
          </div>
          <div
            style={{ fontSize: 26, letterSpacing: 4, color: '#d9b878', textTransform: 'uppercase' }}
          >
            {kicker}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: titleSize(title),
            fontWeight: 600,
            lineHeight: 1.15,
            maxWidth: 1000,
          }}
        >
          {title}
        </div>
        <div
          style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 28, color: '#ece8e1' }}
        >
          <div style={{ width: 48, height: 2, backgroundColor: '#d9b878' }} />
          {`Maître ${site.lawyer.fullName} · ${site.address.city}`}
        </div>
      </div>
    </div>,
    OG_SIZE,
  )
}

/**
 * The apple-touch-icon, opaque: iOS draws a transparent icon on black.
 * @throws Error as {@link renderPng}.
 */
export function renderAppleIcon(): Promise<Buffer> {
  return renderPng(
    <div style={{ ...CANVAS, flexDirection: 'column', fontSize: 84, fontWeight: 700 }}>
      <div style={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        VR
      </div>
      <div style={{ height: 10, backgroundColor: '#d9b878' }} />
    </div>,
    APPLE_ICON_SIZE,
  )
}

/** A JPEG data URL cropped to 1200×630, or none: `transient` when WordPress failed or timed out. */
export type Background =
  { dataUrl: string } | { dataUrl: null; transient: false } | { dataUrl: null; transient: true }

/** Larger than any photograph WordPress keeps; past it, the answer is not an image to draw. */
const BACKGROUND_MAX_BYTES = 20 * 1024 * 1024
const BACKGROUND_MAX_REDIRECTS = 3

/** The body, or `null` once it passes `max` bytes. */
async function readAtMost(response: Response, max: number): Promise<Buffer | null> {
  const reader = response.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
}

/**
 * An article's featured image cropped and re-encoded as a small JPEG: Satori draws only PNG and
 * JPEG, WordPress may serve WebP or AVIF. Only from WordPress's origin, redirects included, as
 * Astro's image endpoint does (`image.remotePatterns`): a featured image URL is WordPress data, and
 * fetching any address would let it make the server read an internal one and publish it as a
 * picture. Never throws.
 */
export async function backgroundImage(src: string): Promise<Background> {
  const refused = { dataUrl: null, transient: false } as const
  const origin = getWordPressOrigin()
  let bytes: Buffer | null
  try {
    const signal = AbortSignal.timeout(BACKGROUND_TIMEOUT_MS)
    let url = new URL(src)
    let response: Response
    for (let hop = 0; ; hop++) {
      if (url.origin !== origin || hop > BACKGROUND_MAX_REDIRECTS) return refused
      response = await fetch(url, { redirect: 'manual', signal })
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) break
      url = new URL(location, url)
    }
    if (!response.ok) return { dataUrl: null, transient: response.status >= 500 }
    bytes = await readAtMost(response, BACKGROUND_MAX_BYTES)
  } catch {
    return { dataUrl: null, transient: true }
  }
  if (!bytes) return refused
  try {
    const jpeg = await sharp(bytes)
      .resize(OG_SIZE.width, OG_SIZE.height, { fit: 'cover' })
      .jpeg({ quality: 80 })
      .toBuffer()
    return { dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}` }
  } catch {
    return { dataUrl: null, transient: false }
  }
}
