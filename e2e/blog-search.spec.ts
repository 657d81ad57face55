import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { decode } from 'html-entities'
import { CACHED_SITE_URL, demoLog, headTag, resetDemo, setDemoMode, WORDPRESS_URL } from './helpers'

/**
 * The search of every article (README « Search of every article »): `/blog/recherche?q=…&page=N`
 * answered on the server with WordPress's own search, reached from /blog and from the current
 * page's empty filter, working without JavaScript, outside search engines, robust to any input,
 * and cached briefly per normalized query.
 */

const LABEL = 'Rechercher dans tous les articles'
/**
 * The label of /blog's one search box, which filters the current page as the visitor types and
 * offers the same words to the search of every article (docs/specification.md « Blog list »).
 */
const BLOG_BOX = 'Rechercher un article'
const EMPTY = 'Aucun article trouvé pour votre recherche.'
/** A query the demo WordPress matches in more than nine articles. */
const MANY = 'travail'

type WpPost = { title: { rendered: string } }

const plain = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ''), { level: 'html5' })
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()

/** WordPress's own answer to the search the site makes. */
async function wordpressSearch(request: APIRequestContext, q: string, page = 1) {
  const response = await request.get(
    `${WORDPRESS_URL}/wp-json/wp/v2/posts?${new URLSearchParams({ search: q, per_page: '9', page: String(page), _embed: 'true', status: 'publish' })}`,
  )
  return {
    titles: ((await response.json()) as WpPost[]).map((post) => plain(post.title.rendered)),
    total: Number(response.headers()['x-wp-total']),
  }
}

/** The `search` values WordPress received since the last reset, decoded. */
async function searchesReceived(request: APIRequestContext): Promise<string[]> {
  return (await demoLog(request))
    .map((entry) => new URL(entry.url, WORDPRESS_URL).searchParams.get('search'))
    .filter((search): search is string => search !== null)
}

const cardTitles = (page: import('@playwright/test').Page) =>
  page
    .locator('[data-post-grid] h2')
    .allTextContents()
    .then((titles) => titles.map((title) => title.replace(/[\s\u00a0\u202f]+/g, ' ').trim()))

test.afterEach(async ({ request }) => resetDemo(request))

test('a form on /blog searches every article with WordPress, same cards and pagination', async ({
  page,
  request,
}) => {
  await page.goto('/blog')
  const form = page.getByRole('search')
  await form.getByLabel(BLOG_BOX).fill(MANY)
  await form.getByRole('button', { name: 'Rechercher' }).click()
  await expect(page).toHaveURL(`/blog/recherche?q=${MANY}`)

  const first = await wordpressSearch(request, MANY)
  expect(first.total).toBeGreaterThan(9)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Recherche «\u00a0${MANY}\u00a0»`,
  )
  await expect(page.locator('[data-results-count]')).toContainText(
    `${first.total} articles trouvés`,
  )
  expect(await cardTitles(page)).toEqual(first.titles)
  await expect(page.getByRole('search', { name: LABEL }).getByLabel(LABEL)).toHaveValue(MANY)

  // The pagination's links lead to the next page of the same search.
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click()
  await expect(page).toHaveURL(`/blog/recherche?q=${MANY}&page=2`)
  const second = await wordpressSearch(request, MANY, 2)
  await expect.poll(() => cardTitles(page)).toEqual(second.titles)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form and the results work', async ({ page, request }) => {
    await page.goto('/blog')
    await page.getByRole('search').getByLabel(BLOG_BOX).fill('licenciement')
    await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL('/blog/recherche?q=licenciement')
    expect(await cardTitles(page)).toEqual((await wordpressSearch(request, 'licenciement')).titles)
  })
})

test('nothing found says so; an empty query shows the form and asks WordPress nothing', async ({
  page,
  request,
}) => {
  await page.goto('/blog/recherche?q=zzyzx')
  await expect(page.getByText(EMPTY)).toBeVisible()
  await expect(page.locator('[data-post-grid]')).toHaveCount(0)

  await resetDemo(request)
  for (const path of ['/blog/recherche', '/blog/recherche?q=', '/blog/recherche?q=%20%20%09']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('search', { name: LABEL }).getByLabel(LABEL)).toHaveValue('')
    await expect(page.locator('[data-results-count]'), path).toHaveCount(0)
  }
  expect(await searchesReceived(request)).toEqual([])
})

test('a phone’s apostrophe finds what the keyboard’s does, in both searches', async ({ page }) => {
  const titles = page.locator('[data-post-grid] article h2')
  await page.goto("/blog/recherche?q=d'essai")
  const found = await titles.allTextContents()
  expect(found.some((title) => title.startsWith('Période d’essai'))).toBe(true)
  await page.goto('/blog/recherche?q=d’essai')
  await expect(titles).toHaveText(found)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('d’essai')

  // The filter of the current page: straight apostrophe, no accent, against « Période d’essai ».
  await page.goto('/blog', { waitUntil: 'networkidle' })
  await page.getByRole('searchbox', { name: BLOG_BOX }).fill("periode d'essai")
  await expect(titles).toHaveCount(1)
  await expect(titles.first()).toContainText('Période d’essai')
})

test('outside search engines, with a canonical URL that keeps the query but not the page', async ({
  request,
}) => {
  const html = await (await request.get(`/blog/recherche?q=${MANY}&page=2`)).text()
  expect(headTag(html, 'meta', { name: 'robots' })?.content).toBe('noindex, follow')
  expect(headTag(html, 'link', { rel: 'canonical' })?.href).toMatch(
    new RegExp(`^http://[^"]+/blog/recherche\\?q=${MANY}$`),
  )
})

test('markup, SQL-looking text and any Unicode are shown as text and sent encoded', async ({
  page,
  request,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const queries = [
    '<script>alert(1)</script><img src=x onerror=alert(2)>',
    "' OR 1=1; DROP TABLE wp_posts; --",
    'prud’hommes 🙂 « médiation » 東京 &amp;',
  ]
  for (const q of queries) {
    await resetDemo(request)
    const response = await page.goto(`/blog/recherche?${new URLSearchParams({ q })}`)
    expect(response?.status(), q).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), q).toContainText(q)
    await expect(page.getByRole('search', { name: LABEL }).getByLabel(LABEL), q).toHaveValue(q)
    // WordPress is asked with the straight apostrophe its posts are stored with.
    expect(await searchesReceived(request), q).toEqual([q.replaceAll('’', "'")])
    const raw = (await demoLog(request)).find((entry) => entry.url.includes('search='))?.url ?? ''
    expect(raw, q).not.toMatch(/[<>'"\s]/)
  }
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(dialogs).toEqual([])
})

test('a query over 100 characters is cut to 100', async ({ page, request }) => {
  const long = 'médiation '.repeat(15)
  await page.goto(`/blog/recherche?${new URLSearchParams({ q: long })}`)
  const cut = long.trim().slice(0, 100).trim()
  await expect(page.getByRole('search', { name: LABEL }).getByLabel(LABEL)).toHaveValue(cut)
  expect(await searchesReceived(request)).toEqual([cut])
  await expect(page.getByRole('search', { name: LABEL }).getByLabel(LABEL)).toHaveAttribute(
    'maxlength',
    '100',
  )
})

test('the current page’s empty filter links to the search of every article with its words', async ({
  page,
}) => {
  await page.goto('/blog')
  await page.getByLabel('Rechercher un article').fill('zzyzx quux')
  await expect(page.locator('[data-results-count]')).toHaveText(EMPTY)
  const link = page.getByRole('link', { name: /dans tous les articles/ })
  await expect(link).toHaveAttribute('href', '/blog/recherche?q=zzyzx+quux')
  await link.click()
  await expect(page).toHaveURL('/blog/recherche?q=zzyzx+quux')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('zzyzx quux')
})

test('a page past the last, or not a page number, answers 404', async ({ request }) => {
  expect((await request.get(`/blog/recherche?q=${MANY}&page=9`)).status()).toBe(404)
  expect((await request.get(`/blog/recherche?q=${MANY}&page=abc`)).status()).toBe(404)
})

test('a WordPress failure shows the list’s error state, never cached', async ({
  page,
  request,
}) => {
  await setDemoMode(request, { posts: 'error' })
  const response = await page.goto(`${CACHED_SITE_URL}/blog/recherche?q=panne-${Date.now()}`)
  expect(response?.status()).toBe(500)
  expect(response?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('alert').filter({ hasText: 'difficultés techniques' })).toBeVisible()
})

test.describe('answers cached briefly per normalized query', () => {
  test('the cached site asks WordPress once for queries that differ in case or spaces', async ({
    request,
  }) => {
    const unique = `licenciement ${Date.now()}`
    await resetDemo(request)
    for (const q of [unique, `  ${unique.toUpperCase()} `, unique.replace(' ', '   ')]) {
      const response = await request.get(
        `${CACHED_SITE_URL}/blog/recherche?${new URLSearchParams({ q })}`,
      )
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toContain('no-store')
    }
    expect(await searchesReceived(request)).toEqual([unique])
    await request.get(
      `${CACHED_SITE_URL}/blog/recherche?${new URLSearchParams({ q: `${unique}x` })}`,
    )
    expect(await searchesReceived(request)).toEqual([unique, `${unique}x`])
  })

  test('with the cache off, every request asks WordPress', async ({ request }) => {
    await resetDemo(request)
    await request.get('/blog/recherche?q=licenciement')
    await request.get('/blog/recherche?q=licenciement')
    expect(await searchesReceived(request)).toEqual(['licenciement', 'licenciement'])
  })
})
