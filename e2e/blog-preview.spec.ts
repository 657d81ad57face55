import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEMO_PREVIEW } from '../demo-wordpress/preview-account.mjs'
import {
  CACHE_STATUS,
  CACHED_SITE_URL,
  demoLog,
  PREVIEW_SECRET,
  previewLink,
  resetDemo,
  WORDPRESS_URL,
} from './helpers'

/**
 * Draft preview (README « Draft preview »): a link signed as the WordPress plugin signs it opens
 * draft mode and shows the draft, or a published post's latest autosave, exactly as the site
 * will, under a banner that leaves preview mode; read from WordPress with the application
 * password, never cached; an expired, forged or missing link answers 401 and shows nothing.
 */

const BANNER = /Aperçu\s:\sbrouillon non publié/
const API = `${WORDPRESS_URL}/wp-json/wp/v2`
const AUTH = `Basic ${Buffer.from(`${DEMO_PREVIEW.user}:${DEMO_PREVIEW.applicationPassword}`).toString('base64')}`

type WpPost = {
  id: number
  slug: string
  generated_slug?: string
  title: { rendered: string; raw?: string }
}

/** The demo WordPress's draft, as the site's application password reads it. */
async function draft(request: APIRequestContext): Promise<WpPost> {
  const response = await request.get(`${API}/posts?status=draft&context=edit`, {
    headers: { Authorization: AUTH },
  })
  const [post] = (await response.json()) as WpPost[]
  if (!post) throw new Error('the demo WordPress has no draft')
  return post
}

async function published(request: APIRequestContext, slug: string): Promise<WpPost> {
  const [post] = (await (await request.get(`${API}/posts?slug=${slug}`)).json()) as WpPost[]
  if (!post) throw new Error(`no post ${slug}`)
  return post
}

/** The newest autosave of post `id`. */
async function autosaveTitle(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`${API}/posts/${id}/autosaves?context=edit`, {
    headers: { Authorization: AUTH },
  })
  const [save] = (await response.json()) as { title: { raw: string } }[]
  if (!save) throw new Error(`no autosave of ${id}`)
  return save.title.raw
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const loose = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s'))

test.afterEach(async ({ request }) => resetDemo(request))

test('a signed link shows the draft as the site will, under the banner, outside every cache', async ({
  page,
  request,
}) => {
  const post = await draft(request)
  expect(post.slug).toBe('')
  await resetDemo(request)

  const response = await page.goto(previewLink(post.id))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(`/blog/apercu/${post.id}`)
  expect(response?.headers()['cache-control']).toMatch(/private/)
  expect(response?.headers()['cache-control']).toMatch(/no-store/)
  await expect(page.getByRole('region', { name: 'Mode aperçu' })).toContainText(BANNER)
  await expect(heading(page)).toHaveText(loose(post.title.raw ?? ''))
  await expect(page.locator('.prose-article')).toContainText('aperçu des éditeurs')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  // Read with the application password, from WordPress itself.
  const calls = (await demoLog(request)).filter((entry) => entry.url.includes(`/posts/${post.id}`))
  expect(calls.map((entry) => new URL(entry.url, WORDPRESS_URL).pathname).sort()).toEqual([
    `/wp-json/wp/v2/posts/${post.id}`,
    `/wp-json/wp/v2/posts/${post.id}/autosaves`,
  ])
  expect(calls.every((entry) => entry.authorization)).toBe(true)

  // The public site does not show it.
  expect((await request.get(`/blog/${post.generated_slug}`)).status()).toBe(404)
  expect(await (await request.get('/blog')).text()).not.toContain('aperçu des éditeurs')
})

test('a published post shows its latest autosave in preview, the published text elsewhere', async ({
  page,
  request,
}) => {
  const post = await published(request, 'rupture-conventionnelle-etapes')
  const saved = await autosaveTitle(request, post.id)
  await page.goto(previewLink(post.id))
  await expect(heading(page)).toHaveText(loose(saved))
  await expect(page.locator('.prose-article')).toContainText('pas encore publié')

  const publicPage = await page.context().browser()!.newPage()
  await publicPage.goto(`/blog/${post.slug}`)
  await expect(heading(publicPage)).not.toHaveText(loose(saved))
  await expect(publicPage.locator('.prose-article')).not.toContainText('pas encore publié')
  await publicPage.close()
})

test('the banner’s button leaves preview mode', async ({ page, context, request }) => {
  const post = await draft(request)
  await page.goto(previewLink(post.id))
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain(`apercu-${post.id}`)
  await page.getByRole('button', { name: 'Quitter l’aperçu' }).click()
  await expect(page).toHaveURL('/blog')
  const names = (await context.cookies()).map((cookie) => cookie.name)
  expect(names).not.toContain(`apercu-${post.id}`)
  const again = await page.goto(`/blog/apercu/${post.id}`)
  expect(again?.status()).toBe(401)
})

test.describe('refused: a 401 page, no draft read or shown', () => {
  const now = () => Math.floor(Date.now() / 1000)
  const cases: [string, (id: number) => string][] = [
    ['expired', (id) => previewLink(id, { expires: now() - 3600 })],
    ['signed with another secret', (id) => previewLink(id, { secret: `${PREVIEW_SECRET}-faux` })],
    ['valid for too long', (id) => previewLink(id, { expires: now() + 86_400 })],
    ['for another post', (id) => previewLink(id + 1).replace(`id=${id + 1}`, `id=${id}`)],
    ['without token', (id) => `/api/preview?id=${id}`],
    ['without anything', () => '/api/preview'],
  ]
  for (const [what, link] of cases) {
    test(what, async ({ page, request }) => {
      const post = await draft(request)
      await resetDemo(request)
      const response = await page.goto(link(post.id))
      expect(response?.status()).toBe(401)
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8')
      await expect(heading(page)).toHaveText('Aperçu impossible')
      await expect(page.getByRole('link', { name: 'Retour au blog' })).toBeVisible()
      expect(await page.content()).not.toContain('aperçu des éditeurs')
      expect(await demoLog(request)).toEqual([])
      // No preview session of any post.
      const names = (await page.context().cookies()).map((cookie) => cookie.name)
      expect(names.filter((name) => name.startsWith('apercu-'))).toEqual([])
    })
  }

  test('the preview page without a session of that post', async ({ page, request }) => {
    const post = await draft(request)
    expect((await page.goto(`/blog/apercu/${post.id}`))?.status()).toBe(401)
    // A session opened for one post does not open another.
    const other = await published(request, 'rupture-conventionnelle-etapes')
    await page.goto(previewLink(other.id))
    await expect(heading(page)).toBeVisible()
    const response = await page.goto(`/blog/apercu/${post.id}`)
    expect(response?.status()).toBe(401)
    expect(await page.content()).not.toContain('aperçu des éditeurs')
  })
})

test('the cached site reads the draft on every request and keeps serving others from its cache', async ({
  browser,
  request,
}) => {
  const post = await draft(request)
  const editor = await browser.newContext({ baseURL: CACHED_SITE_URL })
  const page = await editor.newPage()
  await page.goto(previewLink(post.id))
  await expect(heading(page)).toBeVisible()
  await resetDemo(request)
  await page.reload()
  await page.reload()
  const reads = (await demoLog(request)).filter((entry) =>
    entry.url.startsWith(`/wp-json/wp/v2/posts/${post.id}?`),
  )
  expect(reads).toHaveLength(2)

  // Another visitor, without the editor's cookies, gets the cached blog.
  await request.get(`${CACHED_SITE_URL}/blog`)
  const visitor = await request.get(`${CACHED_SITE_URL}/blog`)
  expect(visitor.headers()[CACHE_STATUS]).toMatch(/HIT|STALE/)
  expect(visitor.headers()['cache-control']).toMatch(/s-maxage=300/)
  // The editor's preview session belongs to the preview page only: the editor's /blog is the
  // public, cached one.
  const own = await page.goto('/blog')
  expect(own?.headers()['cache-control']).toMatch(/s-maxage=300/)
  await editor.close()
})
