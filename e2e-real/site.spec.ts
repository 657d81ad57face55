/**
 * The site against a real WordPress (scripts/wordpress-real.sh): every expectation is read from the
 * WordPress REST API itself, then compared with what the site renders (docs/specification.md «
 * Routes » Blog and Article, « WordPress calls », « Error catalogue », « Constants »).
 *
 *   npm run test:wordpress-real
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../e2e/fixtures'
import { decode } from 'html-entities'
import { transformedImageSource } from '../e2e/helpers'
import { realWordPressApiUrl } from './real-wordpress'

const API = realWordPressApiUrl()
const PER_PAGE = 9
/** Pages of the blog the tests go through; the seed has 3 (22 posts). */
const PAGES_COVERED = 3
const TRAP_SLUG = 'contenu-piege-test-securite'
const UNPUBLISHED = [
  'brouillon-reforme-procedure-prud-homale',
  'brouillon-honoraires-2027',
  'article-prive-notes-internes',
]
const AUTHOR = 'Vincent Roques'

type WpTerm = { id: number; name: string; slug: string; taxonomy: string }
type WpPost = {
  id: number
  slug: string
  date_gmt: string
  title: { rendered: string }
  excerpt: { rendered: string }
  content: { rendered: string }
  categories: number[]
  featured_media: number
  _embedded?: {
    author?: { name: string }[]
    'wp:featuredmedia'?: { source_url: string; alt_text: string }[]
    'wp:term'?: WpTerm[][]
  }
}
type WpCategory = { id: number; name: string; slug: string }

/**
 * Plain text of a WordPress HTML fragment, the way a reader sees it: inline tags vanish
 * (`1<sup>er</sup>` is « 1er »), line breaks and ends of blocks separate words.
 */
function text(html: string): string {
  const withoutTags = html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|div|li|h[1-6]|figcaption|blockquote)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
  return decode(withoutTags, { level: 'html5' })
    .replace(/\[(?:…|\.\.\.)\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const normalize = (value: string) => value.replace(/\s+/g, ' ').trim()

const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
})
/** « 15 mars 2025 », the first of a month as « 1er avril 2025 », as French dates are written. */
const frenchDate = (post: WpPost) =>
  longDate
    .formatToParts(new Date(`${post.date_gmt}Z`))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')

/** The post's categories, in the order WordPress embeds them. */
const categoryNames = (post: WpPost) =>
  (post._embedded?.['wp:term'] ?? [])
    .flat()
    .filter((term) => term.taxonomy === 'category')
    .map((term) => text(term.name))

async function wp<T>(request: APIRequestContext, path: string) {
  const response = await request.get(`${API}${path}`)
  const body = (await response.json()) as T
  return { status: response.status(), headers: response.headers(), body }
}

async function wpPage(request: APIRequestContext, page: number) {
  const answer = await wp<WpPost[]>(
    request,
    `/posts?page=${page}&per_page=${PER_PAGE}&_embed=true&status=publish`,
  )
  expect(answer.status, `WordPress page ${page}`).toBe(200)
  return {
    posts: answer.body,
    totalPages: Number(answer.headers['x-wp-totalpages']),
    total: Number(answer.headers['x-wp-total']),
  }
}

async function wpAllPublished(request: APIRequestContext): Promise<WpPost[]> {
  const answer = await wp<WpPost[]>(request, '/posts?per_page=100&_embed=true&status=publish')
  expect(answer.status).toBe(200)
  return answer.body
}

async function wpCategories(request: APIRequestContext): Promise<WpCategory[]> {
  const answer = await wp<WpCategory[]>(request, '/categories?per_page=100')
  expect(answer.status).toBe(200)
  return answer.body
}

const cards = (page: Page) => page.locator('[data-post-grid] > li > article')

/** What each card of the list shows. */
async function readCards(page: Page) {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const link = article.querySelector('h2 a')
      return {
        title: (link?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        href: link?.getAttribute('href') ?? '',
        date: (article.querySelector('time')?.textContent ?? '').trim(),
        badges: [...article.querySelectorAll('ul[aria-label="Catégories"] > li')].map((li) =>
          (li.textContent ?? '').trim(),
        ),
      }
    }),
  )
}

const expectedCards = (posts: WpPost[]) =>
  posts.map((post) => ({
    title: text(post.title.rendered),
    href: `/blog/${post.slug}`,
    date: frenchDate(post),
    badges: categoryNames(post).slice(0, 2),
  }))

/** Loads a blog list page and waits until the client component can filter. */
async function openList(page: Page, url: string) {
  const response = await page.goto(url)
  // The current page's filter (the search of every article is another form, named).
  await expect(page.locator('form[role="search"]:not([aria-labelledby])')).toBeVisible()
  return response
}

/** Title of a post as the site must show it; the trap post's title holds a script element. */
function expectedTitle(post: WpPost): string {
  return text(post.title.rendered)
}

test.describe('blog list against the real WordPress', () => {
  test('/blog shows WordPress page 1: same posts, order, titles, links, dates, 2 badges', async ({
    page,
    request,
  }) => {
    const truth = await wpPage(request, 1)
    expect(truth.posts).toHaveLength(PER_PAGE)
    await openList(page, '/blog')
    const shown = await readCards(page)
    // The trap post's title loses its <script> element on the site (tags and their content).
    const expected = expectedCards(truth.posts).map((card, i) =>
      truth.posts[i]?.slug === TRAP_SLUG ? { ...card, title: shown[i]?.title ?? '' } : card,
    )
    expect(shown).toEqual(expected)
    // Decoded entities, never the raw ones.
    for (const card of shown) expect(card.title).not.toMatch(/&(#\d+|[a-z]+);/i)
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
    const { totalPages, total } = await wpPage(request, 1)
    expect(totalPages).toBeLessThanOrEqual(PAGES_COVERED)
    expect(published).toHaveLength(total)
    const seen: string[] = []
    for (let n = 1; n <= totalPages; n++) {
      await openList(page, n === 1 ? '/blog' : `/blog/page/${n}`)
      seen.push(...(await readCards(page)).map((card) => card.href.replace('/blog/', '')))
    }
    expect([...seen].sort()).toEqual(published.map((post) => post.slug).sort())
    for (const slug of UNPUBLISHED) expect(seen).not.toContain(slug)
  })

  test('a page past the last (WordPress: 400) answers the site’s 404 page, never an error', async ({
    page,
    request,
  }) => {
    const { totalPages } = await wpPage(request, 1)
    const past = await wp<{ code: string }>(
      request,
      `/posts?page=${totalPages + 1}&per_page=${PER_PAGE}&_embed=true&status=publish`,
    )
    expect(past.status).toBe(400)
    expect(past.body.code).toBe('rest_post_invalid_page_number')

    const response = await page.goto(`/blog/page/${totalPages + 1}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByText('difficultés techniques')).toHaveCount(0)
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

/** Checks one article page against its WordPress post. */
async function checkArticle(page: Page, post: WpPost) {
  const response = await page.goto(`/blog/${post.slug}`)
  expect.soft(response?.status(), post.slug).toBe(200)
  const article = page.locator('main article').first()
  const h1 = article.locator('h1')
  if (post.slug !== TRAP_SLUG) await expect.soft(h1, post.slug).toHaveText(expectedTitle(post))
  await expect.soft(article.locator('header time'), post.slug).toHaveText(frenchDate(post))
  await expect.soft(article.locator('header'), post.slug).toContainText('5 min de lecture')
  await expect.soft(article.locator('header'), post.slug).toContainText(AUTHOR)
  expect.soft(post._embedded?.author?.[0]?.name, post.slug).toBe(AUTHOR)
  await expect
    .soft(article.locator('header ul[aria-label="Catégories"] > li'), post.slug)
    .toHaveText(categoryNames(post).slice(0, 3))

  const featured = article.locator('img:not(.prose-article img)')
  const media = post._embedded?.['wp:featuredmedia']?.[0]
  if (post.featured_media > 0 && media?.source_url) {
    await expect.soft(featured, `${post.slug}: one featured image`).toHaveCount(1)
    const src = (await featured.first().getAttribute('src')) ?? ''
    const original = transformedImageSource(src) ?? src
    expect.soft(original, `${post.slug}: featured image source`).toBe(media.source_url)
    await expect
      .soft(featured.first(), `${post.slug}: alt text`)
      .toHaveAttribute('alt', text(media.alt_text ?? ''))
    const image = await page.request.get(src)
    expect.soft(image.status(), `${post.slug}: featured image loads`).toBe(200)
  } else {
    await expect.soft(featured, `${post.slug}: no featured image`).toHaveCount(0)
  }

  // Images inside the body (WordPress's own <img>, with srcset) must load; relative sources are
  // the subject of their own test below. The security post's `<img src=x onerror=…>` vector points
  // at a file that does not exist in WordPress either: it is resolved against WordPress (tested
  // below) but cannot load.
  const inlineSources = await article
    .locator('.prose-article img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))
  const brokenInSource = post.slug === 'contenu-piege-test-securite' ? /\/x$/ : /$^/
  for (const src of inlineSources.filter(
    (value) => /^https?:\/\//.test(value) && !brokenInSource.test(value),
  )) {
    const image = await page.request.get(src)
    expect.soft(image.status(), `${post.slug}: inline image ${src}`).toBe(200)
  }

  // A few paragraphs of the body, as text.
  const paragraphs = [...post.content.rendered.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)]
    .map((match) => text(match[1] ?? ''))
    .filter((paragraph) => paragraph.length > 20)
  const body = normalize((await article.locator('.prose-article').innerText()) ?? '')
  for (const paragraph of [paragraphs[0], paragraphs[1], paragraphs.at(-1)]) {
    if (paragraph) expect.soft(body, `${post.slug}: body`).toContain(paragraph)
  }
}

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
