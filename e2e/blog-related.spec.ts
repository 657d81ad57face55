import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { decode } from 'html-entities'
import {
  CACHE_STATUS,
  CACHED_SITE_URL,
  callWebhook,
  demoLog,
  editDemoPost,
  resetDemo,
  WORDPRESS_URL,
} from './helpers'

/**
 * Related articles (README « Related articles »): under an article, up to three other articles
 * sharing its categories, cut from the index of every post and read in ONE WordPress call,
 * rendered on the server and cached with the article; nothing when there are none.
 */

type WpPost = { id: number; slug: string; categories: number[]; title: { rendered: string } }

const plain = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ''), { level: 'html5' })
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()

async function wpPost(request: APIRequestContext, slug: string): Promise<WpPost> {
  const response = await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/posts?slug=${slug}`)
  const [post] = (await response.json()) as WpPost[]
  if (!post) throw new Error(`no post ${slug}`)
  return post
}

/** The related-articles calls WordPress received since the last reset: three posts by id. */
async function relatedCalls(request: APIRequestContext) {
  return (await demoLog(request))
    .map((entry) => new URL(entry.url, WORDPRESS_URL).searchParams)
    .filter((params) => params.has('include') && params.get('per_page') === '3')
}

test.afterEach(async ({ request }) => resetDemo(request))

test('up to three other articles sharing its categories, from one WordPress call, in the HTML', async ({
  page,
  request,
}) => {
  const post = await wpPost(request, 'contester-un-licenciement-delais')
  await resetDemo(request)
  const response = await request.get(`/blog/${post.slug}`)
  expect(response.status()).toBe(200)

  const expected = (await (
    await request.get(
      `${WORDPRESS_URL}/wp-json/wp/v2/posts?categories=${post.categories.join(',')}&exclude=${post.id}&per_page=3`,
    )
  ).json()) as WpPost[]
  expect(expected).toHaveLength(3)
  const calls = await relatedCalls(request)
  expect(calls).toHaveLength(1)
  expect(Object.fromEntries(calls[0]!)).toEqual({
    include: expected.map((related) => related.id).join(','),
    orderby: 'include',
    per_page: '3',
    _embed: 'true',
    status: 'publish',
  })
  for (const related of expected)
    expect(related.categories.some((id) => post.categories.includes(id))).toBe(true)

  // Rendered on the server: in the HTML, without JavaScript.
  const html = await response.text()
  expect(html).toContain('À lire aussi')
  await page.goto(`/blog/${post.slug}`)
  const section = page.getByRole('region', { name: 'À lire aussi' })
  const titles = (await section.getByRole('heading', { level: 3 }).allTextContents()).map((title) =>
    title.replace(/[\s\u00a0\u202f]+/g, ' ').trim(),
  )
  expect(titles.map((title) => title.replace(/[’']/g, "'"))).toEqual(
    expected.map((related) => plain(related.title.rendered).replace(/[’']/g, "'")),
  )
  for (const related of expected)
    await expect(section.locator(`a[href="/blog/${related.slug}"]`)).toHaveCount(1)
  await expect(section.locator(`a[href="/blog/${post.slug}"]`)).toHaveCount(0)
})

test('nothing is shown when no other article shares its categories', async ({ page, request }) => {
  // « Honoraires et procédure » holds three articles: unpublish the two others.
  for (const slug of ['premier-rendez-vous-avocat', 'deroulement-procedure-prudhommes'])
    await editDemoPost(request, { slug, hidden: true })
  const response = await page.goto('/blog/convention-d-honoraires')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'À lire aussi' })).toHaveCount(0)
  await expect(page.locator('[data-related-posts]')).toHaveCount(0)
})

test('cached with the article: a cached article asks WordPress nothing', async ({ request }) => {
  const slug = 'rupture-conventionnelle-etapes'
  await callWebhook(request, CACHED_SITE_URL, { slug })
  const first = await request.get(`${CACHED_SITE_URL}/blog/${slug}`)
  expect(await first.text()).toContain('À lire aussi')
  await resetDemo(request)
  for (let i = 0; i < 5; i++) {
    const again = await request.get(`${CACHED_SITE_URL}/blog/${slug}`)
    expect(again.headers()[CACHE_STATUS]).toBe('HIT')
    expect(await again.text()).toContain('À lire aussi')
  }
  expect(await relatedCalls(request)).toEqual([])
})
