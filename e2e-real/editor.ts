import type { APIRequestContext, Page } from '@playwright/test'
import { decode } from 'html-entities'
import { expect } from '../e2e/fixtures'
import { editorAuthorization, realWordPressApiUrl, restUrl } from './real-wordpress'

/*
 * What the specs of an editor's changes share (webhook.spec.ts, scheduled.spec.ts): WordPress's
 * REST API written with the editor's application password, and the cached site read back.
 */

export const AUTH = { Authorization: editorAuthorization() }
export const WORDPRESS = new URL(realWordPressApiUrl()).origin
/** How long a change may take to show: the webhook is sent when WordPress's request ends. */
export const WITHIN = { timeout: 15_000, intervals: [250] }

export type WpPost = { id: number; slug: string; status: string; title: { rendered: string } }

/** A REST write as the editor; a deletion answers the post as it was. */
export async function write(
  request: APIRequestContext,
  method: 'post' | 'delete',
  path: string,
  data?: object,
): Promise<WpPost> {
  const response = await request[method](restUrl(path), { headers: AUTH, data })
  expect(response.status(), `${method.toUpperCase()} ${path}`).toBeLessThan(300)
  const body = (await response.json()) as WpPost | { previous: WpPost }
  return 'previous' in body ? body.previous : body
}

/** Creates a post, remembered in `created` so that the spec deletes it at the end. */
export async function create(
  request: APIRequestContext,
  created: number[],
  data: object,
): Promise<WpPost> {
  const post = await write(request, 'post', '/posts', {
    content: '<!-- wp:paragraph -->\n<p>Article de test du webhook.</p>\n<!-- /wp:paragraph -->',
    ...data,
  })
  created.push(post.id)
  return post
}

/** Deletes for good every post a spec created, whatever happened. */
export async function deleteAll(request: APIRequestContext, created: number[]): Promise<void> {
  for (const id of created)
    await request.delete(restUrl(`/posts/${id}?force=true`), { headers: AUTH })
}

/** The titles of page 1's cards, as the site shows them. */
export async function listTitles(page: Page): Promise<string[]> {
  await page.goto('/blog')
  return (await page.locator('[data-post-grid] h2').allTextContents()).map((title) =>
    title.replace(/[\s\u00a0\u202f]+/g, ' ').trim(),
  )
}

/** The article's heading, or its status when it is not 200. */
export async function articleHeading(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/blog/${slug}`)
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1] ?? ''
  const heading = decode(h1.replace(/<[^>]*>/g, '')).replace(/[\s\u00a0\u202f]+/g, ' ')
  return response.status() === 200 ? heading.trim() : String(response.status())
}

/**
 * The page is served from the site's cache (once a stale copy, after an earlier webhook, has been
 * rendered again), so that a change can only come from the webhook.
 */
export async function expectCached(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-astro-cache'], WITHIN)
    .toBe('HIT')
  const response = await request.get(path)
  expect(response.headers()['cache-control'], path).toMatch(/s-maxage=3600\b/)
}
