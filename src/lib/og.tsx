import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ImageResponse } from 'next/og'
import { site } from '@/content/site'

/** Open Graph image size recommended by the major networks, in pixels. */
export const OG_SIZE = { width: 1200, height: 630 } as const

const FONT_DIR = join(process.cwd(), 'node_modules/@fontsource/source-serif-4/files')

/** The site's serif, from its npm package (Satori reads WOFF, not WOFF2). */
async function fonts() {
  const [regular, semibold] = await Promise.all([
    readFile(join(FONT_DIR, 'source-serif-4-latin-400-normal.woff')),
    readFile(join(FONT_DIR, 'source-serif-4-latin-600-normal.woff')),
  ])
  return [
    { name: 'Source Serif 4', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Source Serif 4', data: semibold, weight: 600 as const, style: 'normal' as const },
  ]
}

/** Font size in pixels that keeps a title within three lines of the card. */
function titleSize(title: string): number {
  if (title.length > 90) return 48
  if (title.length > 60) return 58
  return 68
}

/**
 * The social image of a page (docs/specification.md « Quality »: Open Graph): 1200×630 PNG with the
 * page title and the practice's name, in the site's self-hosted serif and colours. `background` (an
 * image as a data URL or an absolute URL the server can fetch) replaces the flat colour, e.g. an
 * article's featured image.
 */
export async function renderOgImage({
  title,
  kicker = 'Avocat au barreau de Toulouse',
  background,
}: {
  title: string
  kicker?: string
  background?: string
}): Promise<ImageResponse> {
  return new ImageResponse(
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
        // eslint-disable-next-line @next/next/no-img-element -- Satori draws plain <img> only.
        <img
          src={background}
          alt=""
          width={1200}
          height={630}
          style={{ position: 'absolute', inset: 0, objectFit: 'cover' }}
        />
      ) : null}
      <div
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          background: background
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
    { ...OG_SIZE, fonts: await fonts() },
  )
}
