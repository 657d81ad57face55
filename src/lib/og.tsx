import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { LRUCache } from 'lru-cache'
import type { ReactNode } from 'react'
import satori, { type Font } from 'satori'
import sharp from 'sharp'
import { site } from '@/content/site'
import { OG_SIZE } from './og-size'

export { OG_SIZE } from './og-size'

/** Size of the apple-touch-icon in pixels: what iOS asks of a home-screen icon. */
export const APPLE_ICON_SIZE = { width: 180, height: 180 } as const

/**
 * `Cache-Control` of an image that changes only with a deploy (a static page's social image, the
 * icon): a day in browsers and shared caches, then served stale for a week while it is fetched
 * again. Its URL carries no fingerprint, so it is not kept a year like the build's hashed files:
 * a title changed by a deploy reaches the networks within a day.
 */
export const SITE_IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/** Timeout, in milliseconds, of the fetch of an article's featured image. */
const BACKGROUND_TIMEOUT_MS = 5000

/**
 * Directory of the WOFF files of `@fontsource/source-serif-4`, from the package's own entry (its
 * `exports` map the files to CSS, so the directory is found next to `index.css`). Resolved from
 * this module, not from the working directory: the built server may be started from anywhere.
 */
function fontDirectory(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@fontsource/source-serif-4')), 'files')
}

let fontsPromise: Promise<Font[]> | null = null

/**
 * The site's serif, self-hosted from its npm package (docs/specification.md « Rules for the copy »:
 * fonts are self-hosted), in the weights the images use. Satori reads WOFF, not WOFF2. Read once
 * per process; a failed read is tried again on the next call.
 */
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
 * Draws `element` (JSX with inline styles, the subset of CSS that Satori supports) as a PNG of
 * `size` pixels: Satori lays it out as SVG, resvg rasterises it.
 * @throws Error when a font file cannot be read or the element uses what Satori cannot draw.
 */
export async function renderPng(
  element: ReactNode,
  size: { width: number; height: number },
): Promise<Buffer> {
  const svg = await satori(element, { ...size, fonts: await ogFonts() })
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width } }).render().asPng()
}

/** PNGs already drawn, by what they were drawn from; bounded in bytes, not in entries. */
const drawn = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (png) => png.byteLength,
})
/** Drawings under way, so that concurrent requests for one image draw it once. */
const drawing = new Map<string, Promise<Buffer>>()

/**
 * The PNG drawn by `render`, kept in memory under `key` (what the image is drawn from: a title, a
 * featured image's URL…): a social image costs a layout and a rasterisation, and the same one is
 * asked for again by every crawler and every share. Concurrent calls for one key draw it once. A
 * drawing that throws keeps nothing, nor one for which `keep()`, asked once it is drawn, is false
 * (drawn without a part that may come back).
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

/**
 * A `200 image/png` response of `png` with `cacheControl`.
 */
export function pngResponse(png: Buffer, cacheControl: string): Response {
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Cache-Control': cacheControl,
    },
  })
}

/** Font size in pixels of a title: smaller as it grows, so that a long one stays on the card. */
function titleSize(title: string): number {
  if (title.length > 90) return 48
  if (title.length > 60) return 58
  return 68
}

/** What a social image shows (see {@link renderOgImage}). */
export type OgImage = {
  /** The page's title, as its metadata carries it (src/lib/seo.ts). */
  title: string
  /** The line above the title; the practice's bar by default. */
  kicker?: string
  /** A PNG or JPEG as a data URL, drawn under the text (an article's featured image). */
  background?: string
}

/**
 * The social image of a page (docs/specification.md « Quality »: Open Graph): a 1200×630 PNG with
 * the page's title and the practice's name, in the site's self-hosted serif and colours, over a
 * flat navy or, for an article, its featured image darkened under the text.
 * @throws Error as {@link renderPng}.
 */
export function renderOgImage({
  title,
  kicker = 'Avocat au barreau de Toulouse',
  background,
}: OgImage): Promise<Buffer> {
  return renderPng(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        position: 'relative',
        backgroundColor: '#1e2a44',
        fontFamily: 'Source Serif 4',
        color: '#ffffff',
      }}
    >
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
 * The apple-touch-icon: the practice's monogram « VR » in the serif of `public/icon.svg`, white on
 * navy over a gold rule, 180×180 and opaque (iOS draws a transparent icon on black).
 * @throws Error as {@link renderPng}.
 */
export function renderAppleIcon(): Promise<Buffer> {
  return renderPng(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: '#1e2a44',
        color: '#ffffff',
        fontFamily: 'Source Serif 4',
        fontSize: 84,
        fontWeight: 700,
      }}
    >
      <div style={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        VR
      </div>
      <div style={{ height: 10, backgroundColor: '#d9b878' }} />
    </div>,
    APPLE_ICON_SIZE,
  )
}

/** What {@link backgroundImage} found: the image, or why there is none. */
export type Background =
  /** A JPEG data URL, already cropped to 1200×630. */
  | { dataUrl: string }
  /** WordPress answered, but not with an image the server can decode: drawn without it. */
  | { dataUrl: null; transient: false }
  /** WordPress did not answer in time or failed: drawn without it this time only. */
  | { dataUrl: null; transient: true }

/**
 * An article's featured image as Satori's background: `src` fetched by the server (WordPress's
 * media; the visitor's browser never is sent there), then cropped to the card's size and
 * re-encoded as JPEG with sharp, so that Satori, which draws only PNG and JPEG, gets any format
 * WordPress serves (WebP, AVIF…) and a small image rather than an original of several megabytes.
 * Never throws.
 */
export async function backgroundImage(src: string): Promise<Background> {
  let bytes: Buffer
  try {
    const response = await fetch(src, { signal: AbortSignal.timeout(BACKGROUND_TIMEOUT_MS) })
    if (!response.ok) return { dataUrl: null, transient: response.status >= 500 }
    bytes = Buffer.from(await response.arrayBuffer())
  } catch {
    return { dataUrl: null, transient: true }
  }
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
