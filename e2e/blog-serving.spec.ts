import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  CACHE_STATUS,
  CACHED_SITE_URL,
  callWebhook,
  editDemoPost,
  headTag,
  resetDemo,
  setDemoMode,
  WORDPRESS_URL,
} from './helpers'

/**
 * How the blog is served (README « Caching », « Blog URLs »), over plain HTTP: cached HTML with
 * shared-cache headers on the site whose cache is on, 404s that stay true until the webhook says a
 * post exists, outages hidden by the cache but never cached themselves, and malformed URLs that
 * never reach a 5xx. Each test expires what it relies on through the webhook or the demo
 * WordPress's editorial changes, so that it does not depend on what an earlier run cached.
 */

type WpPost = { slug: string }

async function wpPosts(request: APIRequestContext, query = ''): Promise<WpPost[]> {
  const response = await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/posts?per_page=9${query}`)
  return (await response.json()) as WpPost[]
}

async function get(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 })
  return {
    status: response.status(),
    headers: response.headers(),
    html: await response.text(),
  }
}

/**
 * GETs `url` until it is served fresh from the cache (`HIT`): a stale copy is being rendered again
 * in the background, and that render could finish after what the test does next.
 */
async function settled(request: APIRequestContext, url: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = await get(request, url)
    if (page.headers[CACHE_STATUS] === 'HIT') return page
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} is never served from the cache`)
}

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''

test.afterEach(async ({ request }) => resetDemo(request))

test.describe('cached HTML (cache on)', () => {
  test('blog pages are served from the cache with shared-cache headers', async ({ request }) => {
    const [post] = await wpPosts(request)
    const paths = [
      '/blog',
      '/blog/page/2',
      '/blog/categorie/droit-du-travail',
      `/blog/${post?.slug}`,
    ]
    for (const path of paths) {
      await get(request, `${CACHED_SITE_URL}${path}`)
      const second = await get(request, `${CACHED_SITE_URL}${path}`)
      expect(second.status, path).toBe(200)
      expect(second.headers[CACHE_STATUS], path).toMatch(/HIT|STALE/)
      expect(second.headers['cache-control'], path).toMatch(/s-maxage=300\b/)
      expect(second.headers['cache-control'], path).toMatch(/stale-while-revalidate=\d+/)
    }
    const legal = await get(request, `${CACHED_SITE_URL}/mentions-legales`)
    expect(legal.headers['cache-control']).toMatch(/s-maxage=\d+/)
    expect(legal.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/)
  })

  test('a filtered list is rendered for each request and never stored', async ({ request }) => {
    const page = await get(request, `${CACHED_SITE_URL}/blog?categorie=droit-du-travail`)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toContain('no-store')
    expect(headTag(page.html, 'meta', { name: 'robots' })?.content).toBe('noindex, follow')
    expect(headTag(page.html, 'link', { rel: 'canonical' })?.href).toBe(
      'http://localhost:3000/blog',
    )
  })

  test('with the cache off, every request renders the page and shared caches keep it 1 s', async ({
    request,
  }) => {
    const [post] = await wpPosts(request)
    for (const path of ['/blog', `/blog/${post?.slug}`]) {
      for (let visit = 1; visit <= 2; visit++) {
        const page = await get(request, path)
        expect(page.status, path).toBe(200)
        expect(page.headers[CACHE_STATUS] ?? 'MISS', path).toBe('MISS')
        expect(page.headers['cache-control'], path).toMatch(/^s-maxage=1\b/)
      }
    }
  })

  test('an unknown slug is a 404 every time, then the article once published and notified', async ({
    request,
  }) => {
    const [, , post] = await wpPosts(request)
    const slug = post?.slug ?? ''
    const url = `${CACHED_SITE_URL}/blog/${slug}`
    await editDemoPost(request, { slug, hidden: true })
    await callWebhook(request, CACHED_SITE_URL, { slug, action: 'delete' })
    for (let visit = 1; visit <= 2; visit++) {
      const missing = await get(request, url)
      expect(missing.status, `visit ${visit}`).toBe(404)
      expect(missing.headers['cache-control']).not.toContain('private')
    }
    await editDemoPost(request, { slug, hidden: false })
    await callWebhook(request, CACHED_SITE_URL, { slug, action: 'publish' })
    const published = await get(request, url)
    expect(published.status).toBe(200)
    expect(h1(published.html)).not.toBe('')
  })

  test('a changed post shows at once after the webhook, on its page and on the list', async ({
    request,
  }) => {
    const [post] = await wpPosts(request)
    const slug = post?.slug ?? ''
    await get(request, `${CACHED_SITE_URL}/blog/${slug}`)
    await get(request, `${CACHED_SITE_URL}/blog`)
    const title = `Titre corrigé ${Date.now()}`
    await editDemoPost(request, { slug, title })
    expect(h1((await get(request, `${CACHED_SITE_URL}/blog/${slug}`)).html)).not.toBe(title)
    const answer = await callWebhook(request, CACHED_SITE_URL, { slug, action: 'update' })
    expect(answer.paths).toEqual(expect.arrayContaining(['/blog', `/blog/${slug}`]))
    expect(h1((await get(request, `${CACHED_SITE_URL}/blog/${slug}`)).html)).toBe(title)
    expect((await get(request, `${CACHED_SITE_URL}/blog`)).html).toContain(title)
  })

  test('control characters of a WordPress title reach neither the page, its metadata nor its card', async ({
    request,
  }) => {
    const [post] = await wpPosts(request)
    const slug = post?.slug ?? ''
    const marker = `Titre ${Date.now()}`
    // Raw and as character references, as an editor's paste or a plugin may store them.
    await editDemoPost(request, {
      slug,
      title: `${marker}\u0000 avec\u001b[31m contrôles\u0085&#27;\uFFFE &#x1F; fin`,
    })
    await callWebhook(request, CACHED_SITE_URL, { slug, action: 'update' })
    const expected = `${marker} avec[31m contrôles fin`
    // The site with its cache off (the tests' base URL) and the one with it on.
    for (const base of ['', CACHED_SITE_URL]) {
      const article = await get(request, `${base}/blog/${slug}`)
      expect(article.status).toBe(200)
      expect(h1(article.html)).toBe(expected)
      expect(/<title>([^<]*)<\/title>/.exec(article.html)?.[1]).toContain(expected)
      expect(headTag(article.html, 'meta', { property: 'og:title' })?.content).toContain(expected)
      expect(article.html).not.toMatch(
        /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\uFFFE]/,
      )
      expect(article.html).not.toMatch(/&#(?:27|x1F|0*31);/i)
      const list = await get(request, `${base}/blog`)
      expect(list.html).toContain(expected)
      expect(list.html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\uFFFE]/)
    }
  })

  test('a browser or a CDN revalidates a page it holds with its ETag: 304 until it changes', async ({
    request,
  }) => {
    const [post] = await wpPosts(request)
    const slug = post?.slug ?? ''
    const url = `${CACHED_SITE_URL}/blog/${slug}`
    const first = await settled(request, url)
    const etag = first.headers['etag'] ?? ''
    expect(etag).toMatch(/^W\/".+"$/)
    const revalidation = { 'if-none-match': etag, 'cache-control': 'max-age=0' }
    const unchanged = await request.get(url, { headers: revalidation, maxRedirects: 0 })
    expect(unchanged.status()).toBe(304)
    expect((await unchanged.body()).length).toBe(0)
    expect(unchanged.headers()['etag']).toBe(etag)
    expect(unchanged.headers()['cache-control']).toMatch(/s-maxage=300\b/)

    const title = `Titre revu ${Date.now()}`
    await editDemoPost(request, { slug, title })
    await callWebhook(request, CACHED_SITE_URL, { slug, action: 'update' })
    const changed = await request.get(url, { headers: revalidation, maxRedirects: 0 })
    expect(changed.status()).toBe(200)
    expect(changed.headers()['etag']).not.toBe(etag)
    expect(h1(await changed.text())).toBe(title)
  })

  test('an outage serves the cached article, even right after the webhook; never served, an error never stored', async ({
    request,
  }) => {
    const [first, second] = await wpPosts(request)
    // The oldest article, on the list's last page: no earlier test opens it on the cached site.
    const oldest = (await wpPosts(request, '&page=3')).at(-1)
    const cached = `${CACHED_SITE_URL}/blog/${first?.slug}`
    const purged = `${CACHED_SITE_URL}/blog/${second?.slug}`
    const neverServed = `${CACHED_SITE_URL}/blog/${oldest?.slug}`
    const title = h1((await settled(request, cached)).html)
    const secondTitle = h1((await settled(request, purged)).html)
    await setDemoMode(request, { posts: 'error' })
    const during = await get(request, cached)
    expect(during.status).toBe(200)
    expect(h1(during.html)).toBe(title)

    // The webhook purges the second article's page while WordPress is down: the last good answer
    // still renders it (docs/architecture.md « Caching »), and that render is not stored.
    await callWebhook(request, CACHED_SITE_URL, { slug: second?.slug, action: 'update' })
    const afterPurge = await get(request, purged)
    expect(afterPurge.status).toBe(200)
    expect(h1(afterPurge.html)).toBe(secondTitle)
    // An article never served has nothing to fall back on: the error state, never stored.
    for (let visit = 1; visit <= 2; visit++) {
      const failed = await get(request, neverServed)
      expect(failed.status, `visit ${visit}`).toBe(500)
      expect(failed.headers['cache-control']).toContain('no-store')
    }
    await resetDemo(request)
    const back = await get(request, neverServed)
    expect(back.status).toBe(200)
  })
})

test.describe('URLs', () => {
  test('former list URLs and page 1 redirect permanently to the list’s path', async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ['/blog?page=2', '/blog/page/2'],
      ['/blog?page=3&q=bail', '/blog/page/3?q=bail'],
      ['/blog?page=-1', '/blog'],
      ['/blog/page/1', '/blog'],
      ['/blog/categorie/mediation/page/1', '/blog/categorie/mediation'],
    ]
    for (const [from, to] of cases) {
      const response = await get(request, from)
      expect(response.status, from).toBe(308)
      expect(response.headers.location, from).toBe(to)
    }
  })

  test('/blog is the list’s first page; the header by which the server maps it cannot be sent from outside', async ({
    request,
  }) => {
    // `/blog` is a route of its own; `/blog/page/1` redirects to it whatever a client sends, the
    // header by which the former server mapped them included.
    const list = await get(request, '/blog')
    expect(list.status).toBe(200)
    expect(/<link rel="canonical" href="([^"]+)"/.exec(list.html)?.[1]).toMatch(/\/blog$/)
    const spoofed = await request.get('/blog/page/1', {
      maxRedirects: 0,
      headers: { 'x-roques-blog-first-page': '1' },
    })
    expect(spoofed.status()).toBe(308)
    expect(spoofed.headers().location).toBe('/blog')
  })

  test('malformed URLs answer the site’s 404 page, never a 5xx', async ({ request }) => {
    for (const path of [
      '/blog/%E0',
      '/blog/%',
      '/expertise/%E0',
      '/mediation/%',
      '/blog/categorie/%E0',
      '/blog/page/-1',
      '/blog/page/0',
      '/blog/page/01',
      '/blog/page/abc',
      '/blog/page/99999999999',
      `/blog/page/${'9'.repeat(400)}`,
      `/blog/${'a'.repeat(300)}`,
      '/blog/a%20b',
      '/blog/categorie/inconnue',
      '/blog/page/9999',
    ]) {
      const response = await get(request, path)
      expect(response.status, path).toBe(404)
    }
    const broken = await get(request, '/blog/%E0')
    expect(h1(broken.html)).toBe('404 Oops! Page not found')
  })

  test('odd queries never break the list', async ({ request }) => {
    for (const query of [
      `q=${'x'.repeat(5000)}`,
      'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'categorie=%3Cscript%3E',
      "q=' OR 1=1 --",
      'q=%F0%9F%98%80',
      'page=abc&q=bail',
    ]) {
      const response = await request.get(`/blog?${query}`)
      expect(response.status(), query).toBe(200)
      expect(await response.text(), query).not.toContain('<script>alert(1)</script>')
    }
  })
})
