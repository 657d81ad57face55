/**
 * The blog's features beyond the specification against a real WordPress (scripts/wordpress-real.sh,
 * which installs wordpress-plugin/roques-preview.php, creates an application password and a
 * draft): the draft preview as an editor reaches it from WordPress, the RSS feed, the search of
 * every article and the related articles, each compared with what the REST API answers.
 *
 *   npm run test:wordpress-real
 */
import { createHmac } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../e2e/fixtures'
import { decode } from 'html-entities'
import {
  editorAuthorization,
  realWordPressApiUrl,
  realWordPressSiteEnv,
  restUrl,
} from './real-wordpress'

const WORDPRESS = new URL(realWordPressApiUrl()).origin
const PREVIEW = realWordPressSiteEnv()
const AUTH = editorAuthorization(PREVIEW)
/** The seed's draft without slug (scripts/wordpress-real/seed.php). */
const DRAFT_TITLE = 'Rupture conventionnelle collective : le projet de réforme'
const BANNER = /Aperçu\s:\sbrouillon non publié/

type WpPost = {
  id: number
  slug: string
  categories: number[]
  title: { rendered: string }
  content: { protected: boolean }
}

const plain = (html: string) =>
  decode(html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, '').replace(/<[^>]*>/g, ''), {
    level: 'html5',
  })
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
const loose = (text: string) =>
  new RegExp(
    text
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/[’']/g, "['’]")
      .replace(/\s+/g, '\\s*'),
  )
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

async function wp<T>(request: APIRequestContext, path: string, authenticated = false) {
  const response = await request.get(restUrl(path), {
    headers: authenticated ? { Authorization: AUTH } : {},
  })
  expect(response.status(), path).toBe(200)
  return { body: (await response.json()) as T, headers: response.headers() }
}

test.describe('draft preview', () => {
  test.beforeAll(() => {
    expect(PREVIEW.PREVIEW_SECRET, 'run scripts/wordpress-real.sh').toBeTruthy()
  })

  test('« Prévisualiser » in the block editor: its autosave answers the site’s signed link, which shows the changes', async ({
    page,
    request,
  }) => {
    const [post] = (await wp<WpPost[]>(request, '/posts?slug=arbitrage-international-pme')).body
    expect(post).toBeDefined()
    const title = `L’arbitrage international, version en cours ${Date.now()}`
    // What the block editor sends when the editor clicks « Prévisualiser » on a published post.
    const autosave = await request.post(restUrl(`/posts/${post!.id}/autosaves`), {
      headers: { Authorization: AUTH },
      data: { title, content: '<p>Paragraphe enregistré pour l’aperçu, pas encore publié.</p>' },
    })
    expect(autosave.status()).toBe(200)
    const { preview_link: link } = (await autosave.json()) as { preview_link: string }
    expect(link).toMatch(
      new RegExp(`/api/preview\\?id=${post!.id}&expires=\\d+&token=[0-9a-f]{64}$`),
    )

    const response = await page.goto(link)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`/blog/apercu/${post!.id}$`))
    await expect(page.getByRole('region', { name: 'Mode aperçu' })).toContainText(BANNER)
    await expect(heading(page)).toHaveText(loose(title))
    await expect(page.locator('.prose-article')).toContainText('pas encore publié')
    expect(response?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/)

    // Visitors still get the published article.
    const visitor = await page.context().browser()!.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto(new URL(`/blog/${post!.slug}`, page.url()).href)
    await expect(heading(publicPage)).toHaveText(loose(plain(post!.title.rendered)))
    await visitor.close()

    await page.getByRole('button', { name: 'Quitter l’aperçu' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('a draft previewed from WordPress by a logged-in editor opens on the site', async ({
    page,
    request,
  }) => {
    const drafts = (
      await wp<WpPost[]>(request, `/posts?status=draft&context=edit&per_page=100`, true)
    ).body
    const draft = drafts.find((post) => plain(post.title.rendered) === DRAFT_TITLE)
    expect(draft, 'the seed’s draft').toBeDefined()
    expect(draft!.slug).toBe('')

    await page.goto(`${WORDPRESS}/wp-login.php`)
    await page.locator('#user_login').fill('admin')
    await page.locator('#user_pass').fill('wordpress-real-admin')
    await page.locator('#wp-submit').click()
    await page.waitForURL(/wp-admin/)
    // The address the block editor opens for a draft (its permalink with `preview=true`).
    await page.goto(`${WORDPRESS}/?p=${draft!.id}&preview=true`)
    await expect(page).toHaveURL(new RegExp(`/blog/apercu/${draft!.id}$`))
    await expect(heading(page)).toHaveText(loose(DRAFT_TITLE))
    await expect(page.locator('.prose-article')).toContainText('aperçu des éditeurs')
    await expect(page.getByRole('region', { name: 'Mode aperçu' })).toContainText(BANNER)
  })

  test('an anonymous visitor of the same WordPress address gets no preview', async ({
    request,
  }) => {
    const drafts = (await wp<WpPost[]>(request, '/posts?status=draft&context=edit', true)).body
    const response = await request.get(`${WORDPRESS}/?p=${drafts[0]!.id}&preview=true`, {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(404)
    expect(response.headers().location).toBeUndefined()
  })

  test('expired or forged links answer 401 without the draft', async ({ page, request }) => {
    const drafts = (await wp<WpPost[]>(request, '/posts?status=draft&context=edit', true)).body
    const id = drafts[0]!.id
    const sign = (expires: number, secret: string) =>
      createHmac('sha256', secret).update(`${id}.${expires}`).digest('hex')
    const now = Math.floor(Date.now() / 1000)
    for (const [expires, secret] of [
      [now - 3600, PREVIEW.PREVIEW_SECRET!],
      [now + 600, 'pas-le-bon-secret'],
    ] as const) {
      const response = await page.goto(
        `/api/preview?id=${id}&expires=${expires}&token=${sign(expires, secret)}`,
      )
      expect(response?.status()).toBe(401)
      await expect(heading(page)).toHaveText('Aperçu impossible')
      expect(await page.content()).not.toContain(plain(drafts[0]!.title.rendered))
    }
  })
})

test('the RSS feed holds WordPress’s 20 latest posts but the password-protected, titles as the site shows them', async ({
  page,
  request,
}) => {
  const latest = (await wp<WpPost[]>(request, '/posts?per_page=30&status=publish')).body
  expect(latest.slice(0, 20).some((post) => post.content.protected)).toBe(true)
  const posts = latest.filter((post) => !post.content.protected).slice(0, 20)
  const response = await request.get('/blog/feed.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const xml = await response.text()
  await page.goto('/mentions-legales')
  const items = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    if (doc.querySelector('parsererror')) return null
    return Array.from(doc.getElementsByTagName('item')).map((item) => ({
      title: item.getElementsByTagName('title')[0]?.textContent ?? '',
      link: item.getElementsByTagName('link')[0]?.textContent ?? '',
    }))
  }, xml)
  expect(items).not.toBeNull()
  expect(items!.map((item) => new URL(item.link).pathname)).toEqual(
    posts.map((post) => `/blog/${post.slug}`),
  )
  // Each title is the article page's own title: decoded once, nothing of the markup left.
  for (const [i, post] of posts.entries()) {
    if (i % 5 !== 0 && post.slug !== 'contenu-piege-test-securite') continue
    await page.goto(`/blog/${post.slug}`)
    const shown = ((await heading(page).textContent()) ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')
    expect(items![i]!.title.replace(/[\s\u00a0\u202f]+/g, ' ').trim(), post.slug).toBe(shown.trim())
    expect(items![i]!.title, post.slug).not.toMatch(/<script|&(?:#\d+|[a-z]+);/i)
  }
})

test('the search of every article shows WordPress’s own search results', async ({
  page,
  request,
}) => {
  for (const q of ['licenciement', 'contrat', 'zzyzx']) {
    const answer = await wp<WpPost[]>(
      request,
      `/posts?search=${encodeURIComponent(q)}&per_page=9&page=1&_embed=true&status=publish`,
    )
    await page.goto(`/blog/recherche?q=${encodeURIComponent(q)}`)
    const titles = (await page.locator('[data-post-grid] h2').allTextContents()).map((title) =>
      title.replace(/[\s\u00a0\u202f]+/g, ' ').trim(),
    )
    expect(titles.length, q).toBe(answer.body.length)
    titles.forEach((title, i) =>
      expect(title, q).toMatch(loose(plain(answer.body[i]!.title.rendered))),
    )
    if (answer.body.length === 0)
      await expect(page.getByText('Aucun article trouvé pour votre recherche.')).toBeVisible()
  }
})

test('related articles are WordPress’s answer for the article’s categories, without the password-protected', async ({
  page,
  request,
}) => {
  const [post] = (await wp<WpPost[]>(request, '/posts?slug=clause-de-non-concurrence')).body
  const sharing = (
    await wp<WpPost[]>(
      request,
      `/posts?categories=${post!.categories.join(',')}&exclude=${post!.id}&per_page=10&_embed=true&status=publish`,
    )
  ).body
  // The seed's protected post shares a category and is newer than two of the three shown.
  expect(sharing.slice(0, 3).some((item) => item.content.protected)).toBe(true)
  const related = sharing.filter((item) => !item.content.protected).slice(0, 3)
  expect(related).toHaveLength(3)
  await page.goto(`/blog/${post!.slug}`)
  const section = page.getByRole('region', { name: 'À lire aussi' })
  for (const item of related)
    await expect(section.locator(`a[href="/blog/${item.slug}"]`)).toHaveCount(1)
  await expect(section.getByRole('heading', { level: 3 })).toHaveCount(3)
})
