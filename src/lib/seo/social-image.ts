import { articleSocialImagePath } from '../blog/url'

/** Open Graph's recommended size, in pixels. */
export const OG_SIZE = { width: 1200, height: 630 } as const

/** A static page's social image (src/pages/og/[...path].ts). */
export function socialImagePath(path: string): string {
  return path === '/' ? '/og' : `/og${path}`
}

/** An article's social image as lib/seo/metadata.ts `pageMetadata` declares it. */
export function articleImage(post: { slug: string; title: string }): {
  url: string
  width: number
  height: number
  alt: string
} {
  return { url: articleSocialImagePath(post.slug), ...OG_SIZE, alt: post.title }
}
