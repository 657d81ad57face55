import { TAGS } from '@/lib/constants'
import { cached } from './cache'
import { totalPagesHeader, WordPressError, wordpressGet, type WordPressAnswer } from './client'
import { INDEX_FIELDS } from './index-fields'
import { toUtc } from './reshape'
import { rawIndexPostSchema } from './schemas'
import { yoastNoindex } from './seo'
import type { PostIndexEntry } from './types'

/*
 * What the REST API cannot filter or order for the site (a password, the sticky flag, an SEO
 * plugin's noindex) is read once for every published post, a hundred a call, the fields named
 * only (index-fields.ts); the lists, feed, related articles and sitemap are cut from it.
 */

/** `per_page` at most; 50 calls at most (the newest 5,000 posts), 4 at once. */
const INDEX_PAGE_SIZE = 100
const INDEX_MAX_PAGES = 50
const INDEX_CONCURRENCY = 4

/** One item of an index answer; `null` when malformed, so that it does not blank the index. */
export function reshapeIndexEntry(value: unknown): PostIndexEntry | null {
  const parsed = rawIndexPostSchema.safeParse(value)
  if (!parsed.success) return null
  const raw = parsed.data
  const local = raw.modified ?? raw.date
  if (!local) return null
  return {
    id: raw.id,
    slug: raw.slug,
    link: raw.link ?? null,
    modified: toUtc(raw.modified ? raw.modified_gmt : null, local),
    sticky: raw.sticky === true,
    protected: raw.content?.protected === true,
    categoryIds: raw.categories ?? [],
    noindex: yoastNoindex(raw.yoast_head_json),
  }
}

function indexCall(page: number): Promise<WordPressAnswer> {
  return wordpressGet('/posts', {
    page: String(page),
    per_page: String(INDEX_PAGE_SIZE),
    status: 'publish',
    _fields: INDEX_FIELDS,
  })
}

/** Answers in page order, INDEX_CONCURRENCY calls at a time. */
async function inBatches<T>(pages: number[], load: (page: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = []
  for (let start = 0; start < pages.length; start += INDEX_CONCURRENCY)
    answers.push(...(await Promise.all(pages.slice(start, start + INDEX_CONCURRENCY).map(load))))
  return answers
}

/**
 * Every published post, newest first, each once; cached under the `posts` tag.
 * @throws WordPressError when a call fails (a partial index would miscount the pages) or an
 *   answer is not a list of posts.
 */
export function getPostIndex(): Promise<PostIndexEntry[]> {
  return cached(['index'], [TAGS.posts], async () => {
    const first = await indexCall(1)
    const pages = Math.min(totalPagesHeader(first.headers), INDEX_MAX_PAGES)
    const rest = await inBatches(
      Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => i + 2),
      indexCall,
    )
    const entries = new Map<number, PostIndexEntry>()
    for (const { body } of [first, ...rest]) {
      if (!Array.isArray(body))
        throw new WordPressError('invalid-shape', 'post index: expected a JSON array')
      const kept = body.map(reshapeIndexEntry).filter((entry) => entry !== null)
      if (body.length > 0 && kept.length === 0)
        throw new WordPressError('invalid-shape', 'post index: no valid item')
      for (const entry of kept) if (!entries.has(entry.id)) entries.set(entry.id, entry)
    }
    return [...entries.values()]
  })
}
