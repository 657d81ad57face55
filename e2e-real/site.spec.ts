/**
 * The site against a real WordPress (scripts/wordpress-real.sh): every expectation is read from the
 * WordPress REST API itself, then compared with what the site renders (docs/specification.md «
 * Routes » Blog and Article, « WordPress calls », « Error catalogue », « Constants »; README
 * « Pointing the site at a real WordPress »: sticky posts first, password-protected posts nowhere,
 * the site's own metadata without an SEO plugin). Run with either form of the REST base.
 *
 *   npm run test:wordpress-real
 */
import { expect, test } from '../e2e/fixtures'
import { transformedImageSource } from '../e2e/helpers'
import {
  checkArticle,
  checkFirstPage,
  checkOwnMetadata,
  checkPastLastPage,
  checkProtectedPosts,
  frenchDate,
  openList,
  PAGES_COVERED,
  readCards,
  text,
  TRAP_SLUG,
  UNPUBLISHED,
  wp,
  wpAllPublished,
  wpCategories,
  wpPage,
  wpProtected,
  cards,
  type WpPost,
} from './blog-truth'

test.describe('blog list against the real WordPress', () => {
  test('/blog shows WordPress page 1: same posts, order, titles, links, dates, 2 badges', async ({
    page,
    request,
  }) => {
    await checkFirstPage(page, request)
  })

  for (let pageNumber = 1; pageNumber <= PAGES_COVERED; pageNumber++) {
    test(`page ${pageNumber}: the posts of WordPress page ${pageNumber} and the pagination`, async ({
      page,
      request,
    }) => {
      const truth = await wpPage(request, pageNumber)
      test.skip(pageNumber > truth.totalPages, `WordPress has ${truth.totalPages} pages`)
      await openList(page, pageNumber === 1 ? '/blog' : `/blog/page/${pageNumber}`)
      const shown = await readCards(page)
      expect(shown.map((card) => card.href)).toEqual(
        truth.posts.map((post) => `/blog/${post.slug}`),
      )
      expect(shown.map((card) => card.date)).toEqual(truth.posts.map(frenchDate))

      const nav = page.getByRole('navigation', { name: 'Pagination' })
      const buttons = nav.locator('a[aria-label^="Page "]')
      await expect(buttons).toHaveText(
        Array.from({ length: Math.min(5, truth.totalPages) }, (_, i) => String(i + 1)),
      )
      await expect(nav.locator('[aria-current="page"]')).toHaveText(String(pageNumber))
      // Below 640 px the two words are screen-reader text; the links keep them as their names.
      const previous = nav.getByRole('link', { name: 'Précédent' })
      const next = nav.getByRole('link', { name: 'Suivant' })
      if (pageNumber === 1) {
        await expect(nav.locator('button[disabled]', { hasText: 'Précédent' })).toHaveCount(1)
      } else {
        await expect(previous).toHaveAttribute(
          'href',
          pageNumber === 2 ? '/blog' : `/blog/page/${pageNumber - 1}`,
        )
      }
      if (pageNumber === truth.totalPages) {
        await expect(nav.locator('button[disabled]', { hasText: 'Suivant' })).toHaveCount(1)
      } else {
        await expect(next).toHaveAttribute('href', `/blog/page/${pageNumber + 1}`)
      }
    })
  }

  test('the pages cover every published post once, and nothing unpublished', async ({
    page,
    request,
  }) => {
    const published = await wpAllPublished(request)
    const reserved = await wpProtected(request)
    const { totalPages, total } = await wpPage(request, 1)
    expect(totalPages).toBeLessThanOrEqual(PAGES_COVERED)
    expect(published).toHaveLength(total + reserved.length)
    const seen: string[] = []
    for (let n = 1; n <= totalPages; n++) {
      await openList(page, n === 1 ? '/blog' : `/blog/page/${n}`)
      seen.push(...(await readCards(page)).map((card) => card.href.replace('/blog/', '')))
    }
    const shown = published.filter((post) => !post.content.protected)
    expect([...seen].sort()).toEqual(shown.map((post) => post.slug).sort())
    for (const slug of [...UNPUBLISHED, ...reserved.map((post) => post.slug)])
      expect(seen).not.toContain(slug)
  })

  test('a page past the last (WordPress: 400) answers the site’s 404 page, never an error', async ({
    page,
    request,
  }) => {
    await checkPastLastPage(page, request)
  })

  test('the former query URL of a page answers a real HTTP redirect to its path', async ({
    request,
  }) => {
    // Crawlers and clients without JavaScript must see the redirect in the status line; the
    // filter stays a query (README « Blog URLs »).
    const response = await request.get('/blog?page=2&categorie=mediation', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe('/blog/page/2?categorie=mediation')
  })

  test('category filters: « Tous » then WordPress’s first 5 categories; each filters page 1 by slug', async ({
    page,
    request,
  }) => {
    const [categories, truth] = await Promise.all([wpCategories(request), wpPage(request, 1)])
    await openList(page, '/blog')
    const group = page.getByRole('group', { name: 'Filtrer par catégorie' })
    const buttons = group.getByRole('button')
    await expect(buttons).toHaveText(['Tous', ...categories.slice(0, 5).map((c) => text(c.name))])

    for (const category of categories.slice(0, 5)) {
      const expected = truth.posts
        .filter((post) => post.categories.includes(category.id))
        .map((post) => `/blog/${post.slug}`)
      await group.getByRole('button', { name: text(category.name), exact: true }).click()
      await expect(page).toHaveURL(`/blog?categorie=${category.slug}`)
      await expect(
        group.getByRole('button', { name: text(category.name), exact: true }),
      ).toHaveAttribute('aria-pressed', 'true')
      if (expected.length === 0) {
        await expect(page.getByText('Aucun article trouvé pour votre recherche.')).toBeVisible()
        await expect(cards(page)).toHaveCount(0)
      } else {
        await expect
          .poll(async () => (await readCards(page)).map((card) => card.href), {
            message: `filter ${category.slug}`,
          })
          .toEqual(expected)
      }
    }
    await group.getByRole('button', { name: 'Tous', exact: true }).click()
    await expect.poll(async () => (await readCards(page)).length).toBe(truth.posts.length)
  })

  test('search filters page 1 case-insensitively on title and excerpt', async ({
    page,
    request,
  }) => {
    const truth = await wpPage(request, 1)
    const plain = truth.posts.map((post) => ({
      href: `/blog/${post.slug}`,
      title: text(post.title.rendered),
      excerpt: text(post.excerpt.rendered),
    }))
    const words = (value: string) => value.split(/[^\p{L}]+/u).filter((w) => w.length >= 6)
    // A word of a title, typed in capitals; a word found only in an excerpt; a word of nothing.
    const titleWord = words(plain[2]?.title ?? '')[0] ?? 'droit'
    const excerptOnly =
      plain
        .flatMap((post) => words(post.excerpt))
        .find((w) => !plain.some((post) => post.title.toLowerCase().includes(w.toLowerCase()))) ??
      'procédure'
    const queries = [titleWord.toLocaleUpperCase('fr'), excerptOnly, 'zqxjkvw']

    await openList(page, '/blog')
    const input = page.getByRole('searchbox', { name: 'Rechercher un article' })
    for (const q of queries) {
      const needle = q.toLocaleLowerCase('fr')
      const expected = plain
        .filter(
          (post) =>
            post.title.toLocaleLowerCase('fr').includes(needle) ||
            post.excerpt.toLocaleLowerCase('fr').includes(needle),
        )
        .map((post) => post.href)
      // Typing before the island hydrates may be lost: type again until it answers.
      await expect(async () => {
        await input.fill(q)
        expect((await readCards(page)).map((card) => card.href)).toEqual(expected)
      }, `search « ${q} »`).toPass({ timeout: 15_000 })
      if (expected.length === 0)
        await expect(page.getByText('Aucun article trouvé pour votre recherche.')).toBeVisible()
      else expect(expected.length, `search « ${q} » finds something`).toBeGreaterThan(0)
    }
    expect(queries[0]).not.toBe(queries[0]?.toLowerCase())
  })
})

test.describe('articles against the real WordPress', () => {
  for (let pageNumber = 1; pageNumber <= PAGES_COVERED; pageNumber++) {
    test(`every article of WordPress page ${pageNumber}: title, date, author, badges, image, body`, async ({
      page,
      request,
    }) => {
      const truth = await wpPage(request, pageNumber)
      test.skip(pageNumber > truth.totalPages, `WordPress has ${truth.totalPages} pages`)
      for (const post of truth.posts) {
        await test.step(post.slug, () => checkArticle(page, post))
      }
    })
  }

  test('drafts and the private post answer 404 « Article non trouvé »', async ({
    page,
    request,
  }) => {
    for (const slug of UNPUBLISHED) {
      // WordPress itself does not give them to an anonymous visitor.
      const truth = await wp<WpPost[]>(request, `/posts?slug=${slug}&_embed=true&status=publish`)
      expect(truth.body, slug).toEqual([])
      const response = await page.goto(`/blog/${slug}`)
      expect.soft(response?.status(), slug).toBe(404)
      await expect
        .soft(page.getByRole('heading', { level: 1 }), slug)
        .toHaveText('Article non trouvé')
      await expect.soft(page.getByRole('link', { name: 'Retour au blog' }), slug).toBeVisible()
    }
  })

  test('body images never resolve against the site: no relative src left in the body', async ({
    page,
  }) => {
    // The trap post has `<img src=x onerror=…>`: once sanitized it is `<img src="x">`, which the
    // browser requests as /blog/x — a server render and a WordPress call for a broken image. A
    // WordPress URL that is relative (`/wp-content/uploads/…` in migrated content) would break
    // the same way: it belongs to the WordPress origin, not to the site's.
    const requested: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.resourceType() === 'image' && url.pathname.startsWith('/blog/'))
        requested.push(url.pathname)
    })
    await page.goto(`/blog/${TRAP_SLUG}`)
    await page.waitForLoadState('load')
    const sources = await page
      .locator('main article .prose-article img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))
    // Every image is either WordPress's absolute URL or the site's image endpoint fetching it
    // (src/lib/wordpress/sanitize.ts: the browser never contacts WordPress), never a path under
    // /blog.
    const fromSite = (src: string) => transformedImageSource(src) !== null
    expect(sources.filter((src) => !/^https?:\/\//.test(src) && !fromSite(src))).toEqual([])
    expect(requested).toEqual([])
  })

  test('the post with script vectors renders inert', async ({ page, request }) => {
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    const truth = await wp<WpPost[]>(request, `/posts?slug=${TRAP_SLUG}&_embed=true&status=publish`)
    const post = truth.body[0]
    expect(post, 'the seed has the trap post').toBeTruthy()
    expect(post?.content.rendered).toContain('<script>')

    const response = await page.goto(`/blog/${TRAP_SLUG}`)
    expect(response?.status()).toBe(200)
    const article = page.locator('main article').first()
    const prose = article.locator('.prose-article')
    await expect(prose).toContainText('Fin du billet piégé.')
    await page.waitForLoadState('load')
    // Give any handler (onerror, onload) the time to run.
    await page.waitForTimeout(500)

    // The title is text: no element inside the h1, no tag characters shown as markup.
    const h1 = article.locator('h1')
    await expect(h1).toContainText('Contenu piégé')
    await expect(h1).toContainText('test de sécurité')
    expect(await h1.evaluate((el) => el.children.length)).toBe(0)

    expect(await prose.locator('script').count(), 'script in the body').toBe(0)
    expect(await prose.locator('iframe').count(), 'iframe in the body').toBe(0)
    expect(await prose.locator('[style]').count(), 'style attribute in the body').toBe(0)
    expect(await page.locator('a[href^="javascript:" i]').count(), 'javascript: link').toBe(0)
    const handlers = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes]
          .filter((attribute) => attribute.name.toLowerCase().startsWith('on'))
          .map((attribute) => `<${el.tagName.toLowerCase()} ${attribute.name}>`),
      ),
    )
    expect(handlers, 'on* attributes in the page').toEqual([])
    expect(await page.locator('iframe').count(), 'iframe in the page').toBe(0)
    expect(dialogs, 'dialogs opened').toEqual([])
  })
})

test.describe('what the editor chose in WordPress', () => {
  test('a password-protected post shows nowhere: lists, category, feed, sitemap, search, related; its address answers « Article réservé », 403, noindex, never cached', async ({
    page,
    request,
  }) => {
    await checkProtectedPosts(page, request)
  })

  test('without an SEO plugin, an article keeps the site’s own title, description, canonical URL and social image, and every other post is in the sitemap', async ({
    page,
    request,
  }) => {
    await checkOwnMetadata(page, request)
  })
})
