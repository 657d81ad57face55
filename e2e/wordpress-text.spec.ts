import type { APIRequestContext, Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { decode } from 'html-entities'
import { transformedImageSource, WORDPRESS_URL } from './helpers'

/**
 * What WordPress sends reaches the pages with French typography (src/lib/wordpress/typography.ts),
 * and the browser never contacts WordPress, images included (lib/wordpress/sanitize.ts): the demo
 * WordPress stores text as authors type it, with ordinary spaces before « : ».
 */

type WpPost = {
  slug: string
  title: { rendered: string }
  excerpt: { rendered: string }
  content: { rendered: string }
}

async function wpPosts(request: APIRequestContext, query = 'per_page=9'): Promise<WpPost[]> {
  const response = await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/posts?${query}`)
  return (await response.json()) as WpPost[]
}

const plain = (html: string) => decode(html.replace(/<[^>]*>/g, ''), { level: 'html5' })

/** French typography broken: an ordinary space (or none) before « : ; ! ? », or inside « ». */
const BROKEN = /(?:[\p{L}\p{N}»)] |[\p{L}»)])[:;!?](?=\s|$)|« | »/u

async function expectTypeset(locator: Locator) {
  for (const text of await locator.allTextContents()) expect(text).not.toMatch(BROKEN)
}

test('/blog: titles and excerpts typed with ordinary spaces show non-breaking ones', async ({
  page,
  request,
}) => {
  const posts = await wpPosts(request)
  // The demo data has what the test is about: a title with « : » after an ordinary space.
  const typed = posts.map((post) => plain(post.title.rendered)).filter((t) => / :/.test(t))
  expect(typed.length).toBeGreaterThan(0)

  await page.goto('/blog')
  const titles = page.locator('[data-post-grid] article h2')
  await expect(titles).toHaveCount(9)
  await expectTypeset(titles)
  await expectTypeset(page.locator('[data-post-grid] article p'))
  const shown = (await titles.allTextContents()).map((t) => t.trim())
  for (const title of typed) expect(shown).toContain(title.replace(/ ([:;!?])/g, '\u00a0$1'))
})

test('an article: title, body and captions typeset, code left as WordPress sent it', async ({
  page,
  request,
}) => {
  const [post] = await wpPosts(request, 'slug=conditions-generales-de-vente-b2b')
  expect(post).toBeDefined()
  await page.goto('/blog/conditions-generales-de-vente-b2b')
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(plain(post!.title.rendered).replace(/ ([:?!;])/g, '\u00a0$1'))
  await expectTypeset(h1)
  const body = page.locator('.prose-article')
  await expectTypeset(body.locator('p, li, h2, h3, figcaption, td, th'))
  // The code block keeps its ordinary space before « : », character for character.
  const code = /<code>([\s\S]*?)<\/code>/.exec(post!.content.rendered)?.[1] ?? ''
  expect(code).toContain(' :')
  expect(await body.locator('pre code').textContent()).toBe(decode(code, { level: 'html5' }))
})

test('an article’s images come from the site: the browser never contacts WordPress', async ({
  page,
  request,
}) => {
  const posts = await wpPosts(request, 'per_page=20')
  const withImage = posts.find((post) => post.content.rendered.includes('<img'))
  expect(withImage).toBeDefined()
  const wordpress = new URL(WORDPRESS_URL).origin
  const toWordPress: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).origin === wordpress) toWordPress.push(r.url())
  })
  await page.goto(`/blog/${withImage!.slug}`)
  const images = page.locator('.prose-article img')
  expect(await images.count()).toBeGreaterThan(0)
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    // Through the site's image endpoint, a srcset of widths.
    const src = (await image.getAttribute('src')) ?? ''
    expect(src).toMatch(/^\//)
    expect(transformedImageSource(src)).toMatch(/^https?:\/\//)
    const [candidate = '', descriptor] = ((await image.getAttribute('srcset')) ?? '')
      .split(',')[0]!
      .trim()
      .split(/\s+/)
    expect(candidate).toMatch(/^\//)
    expect(transformedImageSource(candidate)).toMatch(/^https?:\/\//)
    expect(descriptor).toMatch(/^\d+w$/)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  }
  await page.waitForLoadState('networkidle')
  expect(toWordPress).toEqual([])
})

test('the « 1er » of a date is raised in an article’s body and stays « 1er » in the feed', async ({
  page,
  request,
}) => {
  // The demo article says « depuis le 1er septembre 2025 » in its first paragraph, which WordPress
  // also takes for its excerpt.
  const slug = 'mediation-judiciaire-fonctionnement'
  await page.goto(`/blog/${slug}`)
  const first = page.locator('.prose-article p').first()
  await expect(first.locator('sup')).toHaveText('er')
  expect(await first.innerText()).toContain('1er septembre 2025')
  const feed = await (await request.get('/blog/feed.xml')).text()
  const item = feed.split('<item>').find((part) => part.includes(`/blog/${slug}</link>`))
  expect(item).toBeDefined()
  const description = /<description>([^<]*)<\/description>/.exec(item!)?.[1] ?? ''
  expect(decode(description, { level: 'xml' })).toContain('1er septembre 2025')
})
