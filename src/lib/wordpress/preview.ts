import { z } from 'zod'
import { getWordPressPreviewCredentials } from '@/lib/env'
import { WordPressError, wordpressGet } from './client'
import { reshapePost } from './reshape'
import type { Post } from './types'

/*
 * The draft preview's WordPress calls (README « Draft preview »), authenticated with an
 * application password (WordPress REST API handbook « Authentication ») and never cached.
 */

const rendered = z.object({ rendered: z.string() })

/** Besides what reshape.ts reads. */
const rawEditedPostSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().nullish(),
    generated_slug: z.string().nullish(),
    status: z.string().nullish(),
    modified_gmt: z.string().nullish(),
  })
  .loose()

const rawAutosaveSchema = z.object({
  id: z.number().int(),
  modified_gmt: z.string(),
  title: rendered.nullish(),
  content: rendered.nullish(),
  excerpt: rendered.nullish(),
})

export type PostPreview = Post & { status: string }

/** RFC 7617, UTF-8. */
function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`
}

/** The newest autosave, or `null`: a failure only loses the unsaved changes. */
async function latestAutosave(
  id: number,
  authorization: string,
): Promise<z.infer<typeof rawAutosaveSchema> | null> {
  try {
    const { body } = await wordpressGet(
      `/posts/${id}/autosaves`,
      { context: 'edit' },
      { authorization },
    )
    if (!Array.isArray(body)) return null
    const autosaves = body
      .map((item) => rawAutosaveSchema.safeParse(item))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    return autosaves.sort((a, b) => b.modified_gmt.localeCompare(a.modified_gmt))[0] ?? null
  } catch (error) {
    console.error('Aperçu : sauvegarde automatique illisible', error)
    return null
  }
}

/**
 * Post `id` whatever its status, with its newer autosave's text as WordPress's own preview shows
 * it, reshaped like a published post.
 * @returns `null` when WordPress has no such post.
 * @throws WordPressError: `config` without credentials; `http` 401/403 when WordPress refuses them.
 */
export async function getPostPreview(id: number): Promise<PostPreview | null> {
  const credentials = getWordPressPreviewCredentials()
  if (!credentials)
    throw new WordPressError(
      'config',
      'WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_APPLICATION_PASSWORD are not set',
    )
  const authorization = basicAuthorization(credentials.user, credentials.applicationPassword)
  const [answer, autosave] = await Promise.all([
    wordpressGet(`/posts/${id}`, { context: 'edit', _embed: 'true' }, { authorization }).catch(
      (error: unknown) => {
        if (error instanceof WordPressError && error.status === 404) return null
        throw error
      },
    ),
    latestAutosave(id, authorization),
  ])
  if (!answer) return null
  const parsed = rawEditedPostSchema.safeParse(answer.body)
  if (!parsed.success) return null
  const raw = parsed.data
  const newer = autosave && (!raw.modified_gmt || autosave.modified_gmt > raw.modified_gmt)
  const post = await reshapePost({
    ...raw,
    slug: raw.slug || raw.generated_slug || `brouillon-${raw.id}`,
    ...(newer
      ? {
          modified_gmt: autosave.modified_gmt,
          ...(autosave.title ? { title: autosave.title } : {}),
          ...(autosave.content ? { content: autosave.content } : {}),
          ...(autosave.excerpt?.rendered ? { excerpt: autosave.excerpt } : {}),
        }
      : {}),
  })
  return post ? { ...post, status: raw.status ?? 'draft' } : null
}
