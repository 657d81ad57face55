import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CACHED_SITE_URL, callWebhook, resetDemo, setDemoMode, WORDPRESS_URL } from './helpers'

/**
 * The WordPress cache and its webhook, on the second site of playwright.config.ts `webServer`
 * (`WORDPRESS_CACHE_SECONDS=300`, `REVALIDATE_SECRET=secret-de-test-e2e`).
 *
 * The cache outlives a test (the site runs for the whole browser run), so a test expires through
 * the webhook what it needs fresh: what it then sees was cached by the test itself.
 */

const SECRET = 'secret-de-test-e2e'
const WEBHOOK = `${CACHED_SITE_URL}/api/revalidate`
const BLOG_ERROR =
  'Nous rencontrons actuellement des difficultés techniques pour charger le blog. Veuillez réessayer plus tard ou nous contacter directement.'

type WebhookAnswer = { revalidated: boolean; tags?: string[]; now?: number; error?: string }

async function expireCache(request: APIRequestContext, body: object = {}): Promise<WebhookAnswer> {
  const response = await request.post(WEBHOOK, {
    headers: { 'x-revalidate-secret': SECRET },
    data: body,
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as WebhookAnswer
}

/** REST calls the demo WordPress received since its last reset, by route (images left out). */
async function restCalls(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get(`${WORDPRESS_URL}/__demo/stats`)
  const { requests } = (await response.json()) as { requests: Record<string, number> }
  return Object.fromEntries(
    Object.entries(requests).filter(([path]) => path.startsWith('/wp-json')),
  )
}

/** Titles of the cards of /blog; fails when the list is not there. */
async function blogTitles(page: Page): Promise<string[]> {
  const response = await page.goto(`${CACHED_SITE_URL}/blog`)
  expect(response?.status()).toBe(200)
  const titles = await page.locator('article h2').allTextContents()
  expect(titles.length).toBeGreaterThan(0)
  return titles
}

test.describe('WordPress cache (cache on)', () => {
  test.beforeEach(async ({ request }) => {
    await resetDemo(request)
  })

  test.afterEach(async ({ request }) => {
    await resetDemo(request)
  })

  // Plain HTTP requests, not the browser: a browser on /blog may also fetch pages ahead (the
  // links it prefetches), which would call WordPress for the articles in the background.
  test('a second load makes no new WordPress request', async ({ request }) => {
    /** The page's `<h1>` and the article links it holds, from the HTML of a plain GET. */
    const load = async (path: string) => {
      const response = await request.get(`${CACHED_SITE_URL}${path}`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      return {
        h1: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1],
        articles: [...html.matchAll(/href="(\/blog\/(?!page\/|categorie\/)[^"?#]+)"/g)].map(
          (match) => match[1],
        ),
      }
    }
    const first = await load('/blog')
    const href = first.articles[0]
    expect(href).toBeDefined()
    const slug = decodeURIComponent(href!.slice('/blog/'.length))
    // The webhook expires the article: its next visit asks WordPress again (for the article and
    // its related articles, README « Related articles », some of it in the background while the
    // stale page is served), the ones after never.
    await expireCache(request, { slug, action: 'update' })
    await resetDemo(request)
    const article = await load(href!)
    // Wait until the background refresh is over: two readings 500 ms apart agree.
    let afterFirst = await restCalls(request)
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const now = await restCalls(request)
      if (JSON.stringify(now) === JSON.stringify(afterFirst)) break
      afterFirst = now
    }
    expect(afterFirst['/wp-json/wp/v2/posts']).toBeGreaterThan(0)
    expect(await load(href!)).toEqual(article)
    expect(await load(href!)).toEqual(article)
    expect(await restCalls(request)).toEqual(afterFirst)
  })

  test('the cache hides a WordPress outage, even after the webhook purges the pages', async ({
    page,
    request,
  }) => {
    const titles = await blogTitles(page)
    const href = await page.locator('article h2 a').first().getAttribute('href')
    expect(href).toMatch(/^\/blog\/.+/)
    await page.goto(`${CACHED_SITE_URL}${href}`)
    const articleTitle = (await page.locator('h1').textContent()) ?? ''
    expect(articleTitle).not.toBe('Article non trouvé')

    await setDemoMode(request, { posts: 'error' })

    // Served from the cache: same titles, no error message.
    expect(await blogTitles(page)).toEqual(titles)
    await expect(page.getByText(BLOG_ERROR)).toHaveCount(0)
    // Purged by the webhook while WordPress still fails: the pages are rendered again from the last
    // good answers WordPress gave (docs/architecture.md « Caching »), never an error.
    await callWebhook(request, CACHED_SITE_URL, { slug: href!.slice('/blog/'.length) })
    await page.goto(`${CACHED_SITE_URL}${href}`)
    await expect(page.locator('h1')).toHaveText(articleTitle)
    expect(await blogTitles(page)).toEqual(titles)
    await expect(page.getByText(BLOG_ERROR)).toHaveCount(0)

    // WordPress is back: so is the content.
    await resetDemo(request)
    expect(await blogTitles(page)).toEqual(titles)
    await page.goto(`${CACHED_SITE_URL}${href}`)
    await expect(page.locator('h1')).toHaveText(articleTitle)
  })

  test('the webhook also takes the secret as a bearer token, and no body', async ({ request }) => {
    // A JSON content type, as WordPress's plugin sends: Astro's origin check refuses a POST without
    // one (README « Refreshing the blog as soon as WordPress changes »).
    const response = await request.post(WEBHOOK, {
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(await response.json()).toMatchObject({
      revalidated: true,
      tags: ['wordpress-posts', 'wordpress-categories'],
      paths: ['/blog'],
    })
    const bad = await request.post(WEBHOOK, {
      headers: { 'x-revalidate-secret': SECRET, 'content-type': 'application/json' },
      data: '{"action":"effacer"}',
    })
    expect(bad.status()).toBe(400)
  })
})
