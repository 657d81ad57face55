/**
 * What the site must show, read from the real WordPress's REST API, and the checks that compare
 * it with the site: the site tests (site.spec.ts) run them, and the run with the `?rest_route=`
 * base (webhook.spec.ts) runs the four of them that make every kind of WordPress call.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '../e2e/fixtures'
import { decode } from 'html-entities'
import { site } from '../content/site'
import { transformedImageSource } from '../e2e/helpers'
import { POSTS_PER_PAGE as PER_PAGE } from '../src/lib/constants'
import { restUrl } from './real-wordpress'

/** Pages of the blog the tests go through; the seed has 3 (22 posts). */
export const PAGES_COVERED = 3
export const TRAP_SLUG = 'contenu-piege-test-securite'
export const UNPUBLISHED = [
  'brouillon-reforme-procedure-prud-homale',
  'brouillon-honoraires-2027',
  'article-prive-notes-internes',
]
export const AUTHOR = 'Vincent Roques'

export type WpTerm = { id: number; name: string; slug: string; taxonomy: string }
export type WpPost = {
  id: number
  slug: string
  date_gmt: string
  sticky: boolean
  title: { rendered: string }
  excerpt: { rendered: string }
  content: { rendered: string; protected: boolean }
  categories: number[]
  featured_media: number
  _embedded?: {
    author?: { name: string }[]
    'wp:featuredmedia'?: { source_url: string; alt_text: string }[]
    'wp:term'?: WpTerm[][]
  }
}
export type WpCategory = { id: number; name: string; slug: string }

/**
 * Plain text of a WordPress HTML fragment, the way a reader sees it: inline tags vanish
 * (`1<sup>er</sup>` is « 1er »), line breaks and ends of blocks separate words.
 */
export function text(html: string): string {
  const withoutTags = html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|div|li|h[1-6]|figcaption|blockquote)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
  return decode(withoutTags, { level: 'html5' })
    .replace(/\[(?:…|\.\.\.)\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export const normalize = (value: string) => value.replace(/\s+/g, ' ').trim()

const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
})
/** « 15 mars 2025 », the first of a month as « 1er avril 2025 », as French dates are written. */
export const frenchDate = (post: WpPost) =>
  longDate
    .formatToParts(new Date(`${post.date_gmt}Z`))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')

/** The post's categories, in the order WordPress embeds them. */
export const categoryNames = (post: WpPost) =>
  (post._embedded?.['wp:term'] ?? [])
    .flat()
    .filter((term) => term.taxonomy === 'category')
    .map((term) => text(term.name))

export async function wp<T>(request: APIRequestContext, path: string) {
  const response = await request.get(restUrl(path))
  const body = (await response.json()) as T
  return { status: response.status(), headers: response.headers(), body }
}

/**
 * The blog as WordPress's own theme orders it, from WordPress's own `sticky` parameter (REST API
 * handbook « Posts »): its sticky posts, then the others, newest first, without the
 * password-protected ones, which the site shows nowhere.
 */
export async function wpBlog(request: APIRequestContext, categoryId?: number): Promise<WpPost[]> {
  const category = categoryId === undefined ? '' : `&categories=${categoryId}`
  const [sticky, others] = await Promise.all(
    [true, false].map(async (flag) => {
      const answer = await wp<WpPost[]>(
        request,
        `/posts?sticky=${flag}&per_page=100&_embed=true&status=publish${category}`,
      )
      expect(answer.status, `WordPress sticky=${flag}`).toBe(200)
      return answer.body
    }),
  )
  return [...(sticky ?? []), ...(others ?? [])].filter((post) => !post.content.protected)
}

/** Read once: the tests of this file change nothing in WordPress. */
let blog: Promise<WpPost[]> | undefined

/** Page `page` of the blog as the site must show it: nine posts of {@link wpBlog}'s order. */
export async function wpPage(request: APIRequestContext, page: number) {
  blog ??= wpBlog(request)
  const posts = await blog
  return {
    posts: posts.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    totalPages: Math.ceil(posts.length / PER_PAGE),
    total: posts.length,
  }
}

export async function wpAllPublished(request: APIRequestContext): Promise<WpPost[]> {
  const answer = await wp<WpPost[]>(request, '/posts?per_page=100&_embed=true&status=publish')
  expect(answer.status).toBe(200)
  return answer.body
}

/** The seed's password-protected posts (scripts/wordpress-real/seed.json). */
export async function wpProtected(request: APIRequestContext): Promise<WpPost[]> {
  const published = await wpAllPublished(request)
  const reserved = published.filter((post) => post.content.protected)
  expect(reserved.length, 'the seed has a password-protected post').toBeGreaterThan(0)
  return reserved
}

export async function wpCategories(request: APIRequestContext): Promise<WpCategory[]> {
  const answer = await wp<WpCategory[]>(request, '/categories?per_page=100')
  expect(answer.status).toBe(200)
  return answer.body
}

export const cards = (page: Page) => page.locator('[data-post-grid] > li > article')

/** What each card of the list shows. */
export async function readCards(page: Page) {
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

export const expectedCards = (posts: WpPost[]) =>
  posts.map((post) => ({
    title: text(post.title.rendered),
    href: `/blog/${post.slug}`,
    date: frenchDate(post),
    badges: categoryNames(post).slice(0, 2),
  }))

/** Loads a blog list page and waits until its HTML is whole (the filter island starts at the first touch). */
export async function openList(page: Page, url: string) {
  const response = await page.goto(url)
  // The current page's filter (the search of every article is another form, named).
  await expect(page.locator('form[role="search"]:not([aria-labelledby])')).toBeVisible()
  return response
}

/** Title of a post as the site must show it; the trap post's title holds a script element. */
export function expectedTitle(post: WpPost): string {
  return text(post.title.rendered)
}

/** /blog shows WordPress's page 1 in the site's order: its posts, titles, links, dates and two badges. */
export async function checkFirstPage(page: Page, request: APIRequestContext): Promise<void> {
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
}

/** A page past the last answers the site's 404 page (WordPress: 400), never an error. */
export async function checkPastLastPage(page: Page, request: APIRequestContext): Promise<void> {
  const first = await wp<WpPost[]>(request, `/posts?page=1&per_page=${PER_PAGE}&status=publish`)
  const wordpressPages = Number(first.headers['x-wp-totalpages'])
  const past = await wp<{ code: string }>(
    request,
    `/posts?page=${wordpressPages + 1}&per_page=${PER_PAGE}&_embed=true&status=publish`,
  )
  expect(past.status).toBe(400)
  expect(past.body.code).toBe('rest_post_invalid_page_number')

  const { totalPages } = await wpPage(request, 1)
  const response = await page.goto(`/blog/page/${totalPages + 1}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByText('difficultés techniques')).toHaveCount(0)
}

/** A password-protected post shows nowhere; its address answers « Article réservé », 403, noindex, uncached. */
export async function checkProtectedPosts(page: Page, request: APIRequestContext): Promise<void> {
  for (const post of await wpProtected(request)) {
    // WordPress lists it, without its text.
    expect(post.content.rendered, post.slug).toBe('')
    const response = await page.goto(`/blog/${post.slug}`)
    expect(response?.status(), post.slug).toBe(403)
    expect(response?.headers()['cache-control'], post.slug).toBe('no-store')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article réservé')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByText('5 min de lecture')).toHaveCount(0)
    await expect(page.getByText(text(post.title.rendered))).toHaveCount(0)

    const address = `/blog/${post.slug}`
    for (const category of post.categories) {
      const slug = (await wpCategories(request)).find((c) => c.id === category)?.slug
      const list = await request.get(`/blog/categorie/${slug}`)
      expect(await list.text(), `category ${slug}`).not.toContain(`href="${address}"`)
      const related = (await wpBlog(request, category)).find((other) => other.id !== post.id)
      if (related) {
        const article = await (await request.get(`/blog/${related.slug}`)).text()
        expect(article, `related of ${related.slug}`).not.toContain(`href="${address}"`)
      }
    }
    expect(await (await request.get('/blog/feed.xml')).text()).not.toContain(address)
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(address)
    const word =
      text(post.title.rendered)
        .split(/\s+/)
        .find((w) => w.length >= 8) ?? 'réservé'
    const search = await (await request.get(`/blog/recherche?q=${encodeURIComponent(word)}`)).text()
    expect(search, `search « ${word} »`).not.toContain(`href="${address}"`)
  }
}

/** Without an SEO plugin, an article keeps the site's own metadata, and every post shown is in the sitemap. */
export async function checkOwnMetadata(page: Page, request: APIRequestContext): Promise<void> {
  const { posts } = await wpPage(request, 1)
  const post = posts.find((candidate) => candidate.slug !== TRAP_SLUG)!
  // WordPress runs neither Yoast SEO nor Rank Math: nothing of theirs in its answers.
  expect(post).not.toHaveProperty('yoast_head_json')
  const index = await request.get(restUrl('/?_fields=namespaces', undefined, ''))
  expect(((await index.json()) as { namespaces: string[] }).namespaces).not.toContain('rankmath/v1')

  await page.goto(`/blog/${post.slug}`)
  const shownTitle = normalize((await page.locator('main h1').textContent()) ?? '')
  expect(normalize(await page.title())).toBe(`${shownTitle} | ${site.shortName}`)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical ?? '').pathname).toBe(`/blog/${post.slug}`)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(new URL(image ?? '').pathname).toBe(`/blog/${post.slug}/opengraph-image`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const shown of (await wpBlog(request)).map((entry) => entry.slug))
    expect(sitemap, shown).toContain(`/blog/${shown}</loc>`)
}

/** Checks one article page against its WordPress post. */
export async function checkArticle(page: Page, post: WpPost): Promise<void> {
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
