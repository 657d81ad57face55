import { z } from 'zod'
import { TAGS } from '@/lib/constants'
import { cached } from './cache'
import { WordPressError, wordpressGet } from './client'
import { seoContext } from './reshape'
import { seoFromRankMath } from './seo'
import type { Post, PostIndexEntry, PostSeo } from './types'

/*
 * Rank Math's fields come from its own route, a call per post (knowledge base « Headless CMS
 * Support »: `rankmath/v1/getHead?url=`), asked only when the REST index names its namespace.
 */

const NAMESPACE = 'rankmath/v1'
/** Calls at once when the sitemap asks every post's head. */
const CONCURRENCY = 4

const namespacesSchema = z.object({ namespaces: z.array(z.string()) })

/** Whether WordPress runs Rank Math; `false` when the REST index cannot be read. */
async function rankMathRuns(): Promise<boolean> {
  try {
    return await cached(['rest-namespaces'], [], async () => {
      const { body } = await wordpressGet('/', { _fields: 'namespaces' }, { namespace: '' })
      const parsed = namespacesSchema.safeParse(body)
      return parsed.success && parsed.data.namespaces.includes(NAMESPACE)
    })
  } catch (error) {
    console.error('Impossible de lire l’index de l’API REST de WordPress', error)
    return false
  }
}

/**
 * Rank Math's answer for a post's address, cached under that post's tag; `null` when its headless
 * support is off (404 `rest_no_route`).
 * @throws WordPressError on any other failure.
 */
function rankMathHead(link: string, slug: string): Promise<unknown> {
  return cached(['rank-math-head', link], [TAGS.post(slug)], async () => {
    try {
      return (await wordpressGet('/getHead', { url: link }, { namespace: NAMESPACE })).body
    } catch (error) {
      if (error instanceof WordPressError && error.code === 'rest_no_route') return null
      throw error
    }
  })
}

const linkSchema = z.object({ link: z.url() })

/**
 * The post's SEO fields from Rank Math, `null` without it or on a failure (logged).
 * @param raw the post as WordPress answered it (its `link`).
 */
export async function rankMathSeo(raw: unknown, post: Post): Promise<PostSeo | null> {
  const link = linkSchema.safeParse(raw)
  if (!link.success || !(await rankMathRuns())) return null
  try {
    const head = await rankMathHead(link.data.link, post.slug)
    return seoFromRankMath(head, seoContext({ ...post, link: link.data.link }))
  } catch (error) {
    console.error('Impossible de lire les champs SEO de Rank Math', error)
    return null
  }
}

/** Which posts Rank Math lets search engines index: all without it, or when a head fails. */
export async function rankMathIndexable(
  entries: readonly PostIndexEntry[],
): Promise<(entry: PostIndexEntry) => boolean> {
  if (!(await rankMathRuns())) return () => true
  const noindex = new Set<number>()
  for (let start = 0; start < entries.length; start += CONCURRENCY) {
    await Promise.all(
      entries.slice(start, start + CONCURRENCY).map(async (entry) => {
        if (!entry.link) return
        try {
          const head = await rankMathHead(entry.link, entry.slug)
          const seo = seoFromRankMath(head, seoContext({ ...entry, image: null }))
          if (seo?.noindex) noindex.add(entry.id)
        } catch (error) {
          console.error(`Impossible de lire les champs SEO de Rank Math (${entry.slug})`, error)
        }
      }),
    )
  }
  return (entry) => !noindex.has(entry.id)
}
