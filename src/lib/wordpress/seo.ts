import { Parser } from 'htmlparser2'
import { z } from 'zod'
import { parseSlugSegment } from '@/lib/url-segments'
import { htmlToText } from './html-text'
import { typesetText } from './typography'
import type { PostSeo } from './types'

/*
 * The SEO fields an editor sets in Yoast SEO (developer portal « REST API »: `yoast_head_json`) or
 * Rank Math (knowledge base « Headless CMS Support »: `getHead`'s `<head>` tags), each checked on
 * its own: a missing or malformed one leaves the site's own.
 */

/** The post (`link`: its address on WordPress) and the origins a canonical URL may name. */
export type SeoContext = {
  slug: string
  link: string | null
  featuredImage: string | null
  siteOrigin: string
  wordpressOrigin: string | null
}

const text = z.string().nullish().catch(null)
const dimension = z.coerce.number().int().positive().nullish().catch(null)

/** The fields of `yoast_head_json` the site reads. */
const yoastHeadSchema = z.object({
  title: text,
  description: text,
  robots: z.object({ index: text, follow: text }).nullish().catch(null),
  canonical: text,
  og_image: z
    .array(z.object({ url: z.string(), width: dimension, height: dimension, alt: text }))
    .nullish()
    .catch(null),
})

/** Rank Math's answer (its `Headless::get_head`). */
const rankMathHeadSchema = z.object({ success: z.literal(true), head: z.string() })

/** With French typography, as the site's own texts. */
function siteText(value: string | null | undefined): string | null {
  return value ? typesetText(value.replace(/\s+/g, ' ').trim()) || null : null
}

/** Yoast's values hold HTML entities (`&#8217;`). */
function decoded(value: string | null | undefined): string | null {
  return value ? htmlToText(value) : null
}

function httpUrl(value: string | null | undefined): URL | null {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * What a canonical URL names: a path of the site's origin; on WordPress's, the post itself (`null`)
 * or another post whose address is built like its own (`/%year%/%monthnum%/%postname%/`…). Any
 * other URL is ignored: it would hand the article's place in search results to another site.
 */
export function canonicalFrom(
  raw: string | null | undefined,
  context: SeoContext,
): PostSeo['canonical'] {
  const url = httpUrl(raw)
  if (!url) return null
  if (url.origin === context.siteOrigin) return { sitePath: `${url.pathname}${url.search}` }
  const own = httpUrl(context.link)
  if (url.origin !== context.wordpressOrigin || !own || own.origin !== url.origin) return null
  if (url.pathname === own.pathname && url.search === own.search) return null
  const segments = (path: string) => path.split('/').filter(Boolean)
  const ownSegments = segments(own.pathname)
  const at = ownSegments.lastIndexOf(context.slug)
  const other = segments(url.pathname)
  if (at < 0 || url.search || other.length !== ownSegments.length) return null
  // Percent-encoded, as WordPress writes a slug.
  const slug = other[at] ?? ''
  return parseSlugSegment(slug) === null ? null : { postSlug: slug }
}

type SocialImage = {
  url: string
  width?: number | null
  height?: number | null
  alt?: string | null
}

/** The first image that is not the featured image, the plugins' own default. */
function socialImage(images: SocialImage[], context: SeoContext): PostSeo['image'] {
  for (const image of images) {
    const url = httpUrl(image.url)
    if (!url || url.href === context.featuredImage) continue
    return {
      url: url.href,
      width: image.width ?? null,
      height: image.height ?? null,
      alt: siteText(image.alt) ?? '',
    }
  }
  return null
}

/** Robots directives, lower case, from a list or a comma-separated text. */
function robotsTokens(values: (string | null | undefined)[]): Set<string> {
  return new Set(
    values.flatMap((value) =>
      (value ?? '')
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  )
}

function seoOf(
  fields: {
    title: string | null | undefined
    description: string | null | undefined
    robots: Set<string>
    canonical: string | null | undefined
    images: SocialImage[]
  },
  context: SeoContext,
): PostSeo {
  return {
    title: siteText(fields.title),
    description: siteText(fields.description),
    noindex: fields.robots.has('noindex') || fields.robots.has('none'),
    nofollow: fields.robots.has('nofollow') || fields.robots.has('none'),
    canonical: canonicalFrom(fields.canonical, context),
    image: socialImage(fields.images, context),
  }
}

/** Yoast SEO's `yoast_head_json` of a post; `null` without Yoast SEO. */
export function seoFromYoast(value: unknown, context: SeoContext): PostSeo | null {
  const parsed = yoastHeadSchema.safeParse(value)
  if (!parsed.success) return null
  const yoast = parsed.data
  return seoOf(
    {
      title: decoded(yoast.title),
      description: decoded(yoast.description),
      robots: robotsTokens([yoast.robots?.index, yoast.robots?.follow]),
      canonical: yoast.canonical,
      images: (yoast.og_image ?? []).map((image) => ({ ...image, alt: decoded(image.alt) })),
    },
    context,
  )
}

/** Whether `yoast_head_json` keeps the post out of search engines. */
export function yoastNoindex(value: unknown): boolean {
  const parsed = yoastHeadSchema.safeParse(value)
  return parsed.success && robotsTokens([parsed.data.robots?.index]).has('noindex')
}

/** The tags of a `<head>` the site reads, by name or property, entities decoded. */
function headTags(html: string) {
  const found = {
    title: '',
    meta: new Map<string, string>(),
    canonical: null as string | null,
    images: [] as SocialImage[],
  }
  let inTitle = false
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true
        if (name === 'link' && (attributes.rel ?? '').toLowerCase() === 'canonical')
          found.canonical ??= attributes.href ?? null
        if (name !== 'meta') return
        const key = (attributes.property ?? attributes.name ?? '').toLowerCase()
        const content = attributes.content ?? ''
        if (key === 'og:image') found.images.push({ url: content })
        const last = found.images.at(-1)
        if (last && key === 'og:image:width') last.width = Number(content) || null
        if (last && key === 'og:image:height') last.height = Number(content) || null
        if (last && key === 'og:image:alt') last.alt = content
        if (key && !found.meta.has(key)) found.meta.set(key, content)
      },
      ontext(value) {
        if (inTitle) found.title += value
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return found
}

/** Rank Math's answer to `getHead` for the post's address; `null` when not its shape. */
export function seoFromRankMath(value: unknown, context: SeoContext): PostSeo | null {
  const parsed = rankMathHeadSchema.safeParse(value)
  if (!parsed.success) return null
  const head = headTags(parsed.data.head)
  return seoOf(
    {
      title: head.title,
      description: head.meta.get('description'),
      robots: robotsTokens([head.meta.get('robots')]),
      canonical: head.canonical,
      images: head.images,
    },
    context,
  )
}
