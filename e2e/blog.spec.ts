import { actionLabels } from '../content/actions'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  editDemoPost,
  headTag,
  holdScripts,
  resetDemo,
  setDemoMode,
  transformedImageSource,
  WORDPRESS_URL,
} from './helpers'

const BLOG_ERROR =
  'Nous rencontrons actuellement des difficultés techniques pour charger le blog. Veuillez réessayer plus tard ou nous contacter directement.'
const EMPTY = 'Aucun article trouvé pour votre recherche.'
/** SITE_URL of the test servers: unset, so the default (README « Settings »). */
const SITE_URL = 'http://localhost:3000'

type WpPost = { slug: string; title: { rendered: string }; excerpt: { rendered: string } }

/** The demo WordPress's categories, in its order (by name), with their post counts. */
async function wpCategories(request: APIRequestContext) {
  const response = await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/categories?per_page=100`)
  return (await response.json()) as { id: number; slug: string; name: string; count: number }[]
}

async function wpPage(request: APIRequestContext, page: number) {
  const response = await request.get(
    `${WORDPRESS_URL}/wp-json/wp/v2/posts?page=${page}&per_page=9&_embed=true&status=publish`,
  )
  return {
    posts: (await response.json()) as WpPost[],
    totalPages: Number(response.headers()['x-wp-totalpages']),
  }
}

test.afterEach(async ({ request }) => resetDemo(request))

test.describe('blog list (docs/specification.md « Blog list », « WordPress calls », « Constants »)', () => {
  test('nine cards with title link, French date, at most 2 badges and a cut excerpt', async ({
    page,
    request,
  }) => {
    const { posts } = await wpPage(request, 1)
    await page.goto('/blog')
    const cards = page.locator('[data-post-grid] article')
    await expect(cards).toHaveCount(9)
    const hrefs = await cards
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(posts.map((post) => `/blog/${post.slug}`))
    for (const card of await cards.all()) {
      await expect(card.locator('time')).toHaveText(
        /^(1er|\d{1,2}) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
      )
      expect(await card.locator('ul[aria-label="Catégories"] li').count()).toBeLessThanOrEqual(2)
      const excerpt = (await card.locator('p').last().innerText()).trim()
      expect(excerpt.length).toBeLessThanOrEqual(150)
    }
  })

  test('every card draws its date icon, on the list, a category, the search and an article, and a vignette without an image', async ({
    page,
  }) => {
    for (const path of [
      '/blog',
      '/blog/categorie/droit-du-travail',
      '/blog/recherche?q=licenciement',
      '/blog/contester-un-licenciement-delais',
    ]) {
      await page.goto(path)
      const icons = await page.locator('article .post-card-date svg:has(use)').evaluateAll((svgs) =>
        svgs.map((svg) => {
          const href = svg.querySelector('use')?.getAttribute('href') ?? ''
          const symbol = href.startsWith('#') ? document.getElementById(href.slice(1)) : null
          const box = svg.getBoundingClientRect()
          return {
            symbol: symbol?.tagName ?? null,
            shapes: symbol?.querySelectorAll('path, rect').length ?? 0,
            size: `${box.width}x${box.height}`,
          }
        }),
      )
      expect(icons.length, path).toBeGreaterThan(0)
      for (const icon of icons)
        expect(icon, path).toEqual({ symbol: 'symbol', shapes: 10, size: '16x16' })
    }
    // A card whose article has no featured image draws the vignette (a seal around « § »),
    // defined once beside the calendar icon, in the card's whole media box.
    await page.goto('/blog')
    const vignettes = await page
      .locator('article .post-card-media svg:has(use)')
      .evaluateAll((svgs) =>
        svgs.map((svg) => {
          const href = svg.querySelector('use')?.getAttribute('href') ?? ''
          const symbol = href.startsWith('#') ? document.getElementById(href.slice(1)) : null
          const box = svg.getBoundingClientRect()
          const media = svg.closest('.post-card-media')!.getBoundingClientRect()
          return {
            text: symbol?.querySelector('text')?.textContent,
            rings: symbol?.querySelectorAll('circle').length,
            fills: box.width === media.width && box.height === media.height,
          }
        }),
      )
    expect(vignettes.length).toBeGreaterThan(0)
    for (const vignette of vignettes) expect(vignette).toEqual({ text: '§', rings: 2, fills: true })
  })

  test('only a category page fetches its first card image with the page; every other card image waits', async ({
    page,
  }) => {
    const loading = async (path: string) => {
      await page.goto(path)
      return page
        .locator('[data-post-grid] article img')
        .evaluateAll((images) =>
          images.map(
            (image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`,
          ),
        )
    }
    const category = await loading('/blog/categorie/droit-du-travail')
    expect(category[0]).toBe('eager high')
    expect(category.slice(1).every((value) => value === 'lazy null')).toBe(true)
    const list = await loading('/blog')
    // One demo post of the first page has no featured image.
    expect(list.length).toBeGreaterThan(5)
    expect(list.every((value) => value === 'lazy null')).toBe(true)
  })

  test('the list fetches no image it does not draw, and announces none in its head', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const images: string[] = []
    let imagesInFlight = 0
    page.on('request', (sent) => {
      if (sent.resourceType() !== 'image') return
      const url = new URL(sent.url())
      images.push(url.pathname + url.search)
      imagesInFlight += 1
    })
    const settled = (sent: { resourceType: () => string }) => {
      if (sent.resourceType() === 'image') imagesInFlight -= 1
    }
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)

    await page.goto('/blog')
    const articles = await page.locator('[data-post-grid] article h2 a').count()
    expect(articles).toBeGreaterThan(3)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => imagesInFlight, { timeout: 10_000 }).toBe(0)
    await page.waitForTimeout(500)
    expect(imagesInFlight).toBe(0)

    // What the browser chose to draw for each image of the list (empty for those not started).
    const drawn = await page.locator('img').evaluateAll((elements) =>
      elements.map((element) => {
        const source = new URL((element as HTMLImageElement).currentSrc || 'about:blank')
        return source.pathname + source.search
      }),
    )
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) expect(drawn, image).toContain(image)
    // No card of /blog is in the first screen: no image is announced in the head.
    const preloads = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset')))
    expect(preloads).toEqual([])
  })

  test('pagination: min(5, total) page buttons, Previous disabled on page 1, Next on the last', async ({
    page,
    request,
  }) => {
    const { totalPages } = await wpPage(request, 1)
    expect(totalPages).toBeGreaterThanOrEqual(3)
    await page.goto('/blog')
    const nav = page.getByRole('navigation', { name: 'Pagination' })
    await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, totalPages))
    await expect(nav.getByRole('button', { name: 'Précédent' })).toBeDisabled()
    await nav.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    const { posts } = await wpPage(request, 2)
    await expect(page.locator('[data-post-grid] article h2').first()).toHaveText(
      posts[0]?.title.rendered.replace(/&#8217;/g, '’') ?? '',
    )
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await page.goto(`/blog/page/${totalPages}`)
    await expect(nav.getByRole('button', { name: 'Suivant' })).toBeDisabled()
    await expect(nav.getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      totalPages - 1 > 1 ? `/blog/page/${totalPages - 1}` : '/blog',
    )
  })

  test('pagination fits one row on a 390-px phone and keeps its names', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/blog/page/2')
    const nav = page.getByRole('navigation', { name: 'Pagination' })
    await expect(nav.getByRole('link', { name: 'Précédent' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Suivant' })).toBeVisible()
    const tops = await nav
      .locator('li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1)
  })

  test('odd page parameters never break the page', async ({ page, request }) => {
    const { totalPages } = await wpPage(request, 1)
    for (const query of [
      'page=abc',
      'page=-1',
      'page=0',
      `q=${'x'.repeat(3000)}`,
      'categorie=%3Cscript%3E',
    ]) {
      const response = await page.goto(`/blog?${query}`)
      expect(response?.status(), query).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog juridique')
    }
    await page.goto('/blog?page=2&q=bail')
    await expect(page).toHaveURL(/\/blog\/page\/2\?q=bail$/)
    const past = await page.goto(`/blog/page/${totalPages + 1}`)
    expect(past?.status()).toBe(404)
  })

  test('search filters the current page case-insensitively and keeps the text in the URL', async ({
    page,
  }) => {
    await page.goto('/blog', { waitUntil: 'networkidle' })
    const search = page.getByRole('searchbox', { name: 'Rechercher un article' })
    await search.fill('LICENCIEMENT')
    await expect(page).toHaveURL(/q=LICENCIEMENT/)
    const titles = page.locator('[data-post-grid] article h2')
    await expect.poll(() => titles.count()).toBeLessThan(9)
    expect(await titles.count()).toBeGreaterThan(0)
    await search.fill('zzzz introuvable')
    await expect(page.getByText(EMPTY)).toBeVisible()
    // The URL follows once typing pauses (components/blog/blog-filter.tsx).
    await expect(page).toHaveURL(/q=zzzz\+introuvable/)
    await page.reload()
    await expect(search).toHaveValue('zzzz introuvable')
    await expect(page.getByText(EMPTY)).toBeVisible()
  })

  test('the list runs no script until the filter is used; what was typed or tapped before its code arrived applies', async ({
    page,
    request,
  }) => {
    const scripts: string[] = []
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script') scripts.push(asked.url())
    })
    await page.goto('/blog')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    let release = await holdScripts(page)
    const search = page.getByRole('searchbox', { name: 'Rechercher un article' })
    await search.click()
    await page.keyboard.type('zzzz introuvable')
    await expect(page).toHaveURL(/\/blog$/)
    await release()
    await expect(page.getByText(EMPTY)).toBeVisible()
    await expect(page).toHaveURL(/\/blog\?q=zzzz\+introuvable$/)

    // A category button tapped before the code arrived filters once it has, in the page.
    const travail = (await wpCategories(request)).find((c) => c.slug === 'droit-du-travail')
    await page.goto('/blog')
    release = await holdScripts(page)
    const button = page
      .getByRole('group', { name: 'Filtrer par catégorie' })
      .getByRole('button', { name: travail?.name })
    await button.click()
    await expect(page).toHaveURL(/\/blog$/)
    await release()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/\/blog\?categorie=droit-du-travail$/)
    await expect.poll(() => page.locator('[data-post-grid] article').count()).toBeLessThan(9)
  })

  test('category buttons: Tous then the first 5 categories, filtering by slug, with back and forward', async ({
    page,
    request,
  }) => {
    const categories = await wpCategories(request)
    await page.goto('/blog')
    const group = page.getByRole('group', { name: 'Filtrer par catégorie' })
    const buttons = group.getByRole('button')
    await expect(buttons).toHaveCount(6)
    await expect(buttons.first()).toHaveText('Tous')
    await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true')
    const travail = categories.find((c) => c.slug === 'droit-du-travail')
    expect(travail).toBeDefined()
    await group.getByRole('button', { name: travail?.name }).click()
    await expect(page).toHaveURL(/categorie=droit-du-travail/)
    await expect(group.getByRole('button', { name: travail?.name })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const filtered = await page.locator('[data-post-grid] article').count()
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBeLessThan(9)
    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.locator('[data-post-grid] article')).toHaveCount(9)
    await page.goForward()
    await expect(page.locator('[data-post-grid] article')).toHaveCount(filtered)
  })

  test('a link to another category shows its button pressed; an unknown one filters nothing', async ({
    page,
    request,
  }) => {
    const categories = await wpCategories(request)
    // The first category with posts that none of the five buttons stands for.
    const sixth = categories.slice(5).find((category) => category.count > 0)
    expect(sixth).toBeDefined()
    await page.goto(`/blog?categorie=${sixth!.slug}`)
    const group = page.getByRole('group', { name: 'Filtrer par catégorie' })
    await expect(group.getByRole('button')).toHaveCount(7)
    await expect(group.getByRole('button', { name: sixth!.name })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.goto('/blog?categorie=categorie-inconnue')
    await expect(group.getByRole('button')).toHaveCount(6)
    await expect(group.getByRole('button', { name: 'Tous' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.locator('[data-post-grid] article')).toHaveCount(9)
  })

  test('a post marked sticky comes first on page 1 of the blog and of its category, nine a page, each post once', async ({
    page,
    request,
  }) => {
    // WordPress's own order for its theme's blog: its `sticky` parameter, sticky posts first.
    const order = async () => {
      const [sticky, others] = await Promise.all(
        [true, false].map(async (flag) => {
          const response = await request.get(
            `${WORDPRESS_URL}/wp-json/wp/v2/posts?sticky=${flag}&per_page=100&_fields=slug,categories`,
          )
          return (await response.json()) as { slug: string; categories: number[] }[]
        }),
      )
      return [...(sticky ?? []), ...(others ?? [])]
    }
    const cards = async (path: string) => {
      await page.goto(path)
      return page
        .locator('[data-post-grid] article h2 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    }
    const before = await order()
    const older = before[12]!
    await editDemoPost(request, { slug: older.slug, sticky: true })
    const after = await order()
    expect(after.slice(0, 3).map((post) => post.slug)).toContain(older.slug)
    const pages = Math.ceil(after.length / 9)
    const seen: string[] = []
    for (let n = 1; n <= pages; n++) {
      const hrefs = await cards(n === 1 ? '/blog' : `/blog/page/${n}`)
      expect(hrefs, `page ${n}`).toEqual(
        after.slice((n - 1) * 9, n * 9).map((post) => `/blog/${post.slug}`),
      )
      seen.push(...hrefs.map(String))
    }
    expect(new Set(seen).size).toBe(after.length)
    const category = (await wpCategories(request)).find((c) => c.id === older.categories[0])!
    expect((await cards(`/blog/categorie/${category.slug}`))[0]).toBe(`/blog/${older.slug}`)

    await editDemoPost(request, { slug: older.slug, sticky: false })
    expect((await cards('/blog'))[0]).not.toBe(`/blog/${older.slug}`)
  })

  test('a shared filtered URL renders filtered on the server', async ({ request }) => {
    const html = await (await request.get('/blog?q=zzzz-introuvable')).text()
    expect(html).toContain(EMPTY)
  })
})

test.describe('blog list states (docs/specification.md « Blog list », « Error catalogue »)', () => {
  // Loading: the browser's own indicator while the server waits for WordPress, then the list
  // arrives whole (docs/specification.md, §4 on a server-rendered site).
  test('while WordPress is slow, the list arrives whole, without a placeholder', async ({
    page,
    request,
  }) => {
    const slug = (await wpPage(request, 1)).posts[0]?.slug ?? ''
    await page.goto(`/blog/${slug}`)
    await setDemoMode(request, { delayMs: 1500 })
    await page.getByRole('link', { name: actionLabels.backToBlog }).click()
    await expect(page.locator('[data-post-grid] article')).toHaveCount(9, { timeout: 10_000 })
    await expect(page.locator('[data-skeleton]')).toHaveCount(0)
  })

  test('the next page arrives whole after its wait', async ({ page, request }) => {
    await page.goto('/blog')
    await setDemoMode(request, { delayMs: 1500 })
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/, { timeout: 10_000 })
    await expect(page.locator('[data-post-grid] article').first()).toBeVisible()
    await expect(page.locator('[data-skeleton]')).toHaveCount(0)
  })

  for (const mode of ['error', 'html', 'bad-shape'] as const) {
    test(`WordPress answering ${mode}: the error message and a contact button`, async ({
      page,
      request,
    }) => {
      await setDemoMode(request, { posts: mode })
      const response = await page.goto('/blog')
      // Nothing to serve: a server error, which no cache keeps (README « Caching »).
      expect(response?.status()).toBe(500)
      await expect(page.getByText(BLOG_ERROR)).toBeVisible()
      // « Nous contacter directement »: the appointment and the phone, under their one label each.
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
        'href',
        '/contact',
      )
      await expect(
        main.getByRole('link', { name: /^Appeler le 05\s36\s49\s12\s34$/ }),
      ).toHaveAttribute('href', 'tel:+33536491234')
    })
  }

  test('WordPress too slow: the error state after the timeout', async ({ page, request }) => {
    await setDemoMode(request, { posts: 'slow', delayMs: 8000 })
    await page.goto('/blog')
    await expect(page.getByText(BLOG_ERROR)).toBeVisible()
  })

  test('an empty blog shows the empty-result message', async ({ page, request }) => {
    await setDemoMode(request, { posts: 'empty' })
    await page.goto('/blog')
    await expect(page.getByText(EMPTY)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
  })

  test('a failing categories call is silent', async ({ page, request }) => {
    await setDemoMode(request, { categories: 'error' })
    await page.goto('/blog')
    await expect(page.locator('[data-post-grid] article')).toHaveCount(9)
    await expect(page.getByRole('group', { name: 'Filtrer par catégorie' })).toHaveCount(0)
    await expect(page.getByText(BLOG_ERROR)).toHaveCount(0)
  })
})

test.describe('article (docs/specification.md « Article », « WordPress calls », « Error catalogue »)', () => {
  test('renders badges, title, French date, reading time, author, image, body and two share buttons', async ({
    page,
    request,
  }) => {
    const { posts } = await wpPage(request, 1)
    const slug = posts[0]?.slug ?? ''
    const response = await page.goto(`/blog/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('5 min de lecture')).toBeVisible()
    await expect(page.getByText('Vincent Roques').first()).toBeVisible()
    await expect(page.locator('article header time')).toHaveText(/^(1er|\d{1,2}) \p{L}+ \d{4}$/u)
    expect(
      await page.locator('article header ul[aria-label="Catégories"] li').count(),
    ).toBeLessThanOrEqual(3)
    await expect(page.locator('.prose-article p').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Partager' })).toHaveCount(2)
    const html = await (await request.get(`/blog/${slug}`)).text()
    expect(headTag(html, 'meta', { property: 'og:type' })?.content).toBe('article')
    expect(headTag(html, 'meta', { name: 'description' })?.content).toMatch(/^[^"]{20,160}$/)
    expect(headTag(html, 'meta', { property: 'og:image' })?.content).toMatch(/^http[^"]+$/)
  })

  test('the featured image is announced in the head, fetched at high priority and drawn', async ({
    page,
    request,
  }) => {
    const { posts } = await wpPage(request, 1)
    // The server HTML's head, read by the browser's parser without running the page.
    const html = await (await request.get(`/blog/${posts[0]?.slug ?? ''}`)).text()
    const preloads = await page.evaluate((source) => {
      const head = new DOMParser().parseFromString(source, 'text/html').head
      return [...head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
        srcset: link.getAttribute('imagesrcset'),
        sizes: link.getAttribute('imagesizes'),
        fetchpriority: link.getAttribute('fetchpriority'),
      }))
    }, html)
    expect(preloads).toHaveLength(1)
    const { srcset, sizes, fetchpriority } = preloads[0]!
    const first = srcset?.split(',')[0]?.trim().split(/\s+/)[0] ?? ''
    expect(first, srcset ?? '').toMatch(/^\//)
    expect(transformedImageSource(first), srcset ?? '').toMatch(/^https?:\/\//)
    expect(fetchpriority).toBe('high')

    await page.goto(`/blog/${posts[0]?.slug ?? ''}`)
    const image = page.locator('article > div img').first()
    await expect(image).toHaveAttribute('fetchpriority', 'high')
    await expect(image).toHaveAttribute('srcset', srcset ?? '')
    await expect(image).toHaveAttribute('sizes', sizes ?? '')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  })

  test('share falls back to copying the URL with a toast', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
    })
    const slug = (await wpPage(request, 1)).posts[1]?.slug ?? ''
    // Came from a newsletter, to a heading: the link passed on is the article's own.
    await page.goto(`/blog/${slug}?utm_source=lettre#contenu`)
    await page.getByRole('button', { name: 'Partager' }).first().click()
    await expect(page.getByText('Lien copié')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${SITE_URL}/blog/${slug}`,
    )
    // French names, and a close button a finger or a cursor can hit.
    await expect(page.getByRole('region', { name: 'Notifications (Alt+T)' })).toBeAttached()
    const close = page.getByRole('button', { name: 'Fermer la notification' })
    const box = await close.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(24)
    expect(box?.height).toBeGreaterThanOrEqual(24)
  })

  test('share uses the native share sheet with title, plain excerpt and URL', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = []
      Object.defineProperty(window, '__shares', { value: calls })
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: ShareData) => void calls.push(data),
        configurable: true,
      })
    })
    const slug = (await wpPage(request, 1)).posts[2]?.slug ?? ''
    await page.goto(`/blog/${slug}`)
    const release = await holdScripts(page)
    // The button below the article, tapped before its code has arrived: the tap starts its island
    // (`client:interaction`), which shares once it runs.
    const share = page.getByRole('button', { name: 'Partager' }).last()
    await share.click()
    await release()
    const shares = () =>
      page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares)
    await expect.poll(async () => (await shares()).length).toBe(1)
    const [shared] = await shares()
    expect(shared?.title).toBe(await page.getByRole('heading', { level: 1 }).innerText())
    expect(shared?.url).toBe(`${SITE_URL}/blog/${slug}`)
    expect(shared?.text).not.toMatch(/<|&#/)
  })

  test('an article runs no script until its share button is used', async ({ page, request }) => {
    const scripts: string[] = []
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script') scripts.push(asked.url())
    })
    await page.goto(`/blog/${(await wpPage(request, 1)).posts[0]?.slug ?? ''}`)
    await page.waitForLoadState('networkidle')
    await page.getByRole('heading', { level: 1 }).hover()
    expect(scripts).toEqual([])
    await page.getByRole('button', { name: 'Partager' }).first().hover()
    await expect.poll(() => scripts.length).toBeGreaterThan(0)
  })

  test('an unknown slug answers HTTP 404 with « Article non trouvé » and a link back to the blog', async ({
    page,
  }) => {
    const response = await page.goto('/blog/cet-article-nexiste-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé')
    await expect(page.getByText('n’existe pas ou a été supprimé')).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Retour au blog' }),
    ).toHaveAttribute('href', '/blog')
  })

  test('a WordPress failure shows the not-found-style page', async ({ page, request }) => {
    const slug = (await wpPage(request, 1)).posts[0]?.slug ?? ''
    await setDemoMode(request, { posts: 'error' })
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé')
    // Not said to be deleted: it is there, WordPress is not.
    await expect(page.getByText('ne peut pas être affiché pour le moment')).toBeVisible()
    await expect(page.getByText('a été supprimé')).toHaveCount(0)
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Prendre rendez-vous' }),
    ).toHaveAttribute('href', '/contact')
  })

  test('a slow article arrives whole, without a placeholder', async ({ page, request }) => {
    await page.goto('/blog')
    await setDemoMode(request, { delayMs: 1500 })
    await page.locator('[data-post-grid] article h2 a').nth(4).click()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Blog juridique', {
      timeout: 10_000,
    })
    await expect(page.locator('.prose-article p').first()).toBeVisible()
    await expect(page.locator('[data-skeleton]')).toHaveCount(0)
  })

  test('from 320 px, neither a long word in a title nor a table makes anything scroll sideways', async ({
    page,
    request,
  }) => {
    const { posts } = await wpPage(request, 1)
    const slug = posts[0]?.slug ?? ''
    await editDemoPost(request, {
      slug,
      title: 'Conventions intergouvernementales conclues anticonstitutionnellement',
    })
    // The demo articles whose bodies hold a three-column table.
    const tables = []
    for (const post of (await wpPage(request, 1)).posts.concat((await wpPage(request, 2)).posts)) {
      const body = await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/posts?slug=${post.slug}`)
      if ((await body.text()).includes('wp-block-table')) tables.push(post.slug)
    }
    expect(tables.length).toBeGreaterThan(0)
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of [`/blog/${slug}`, ...tables.map((table) => `/blog/${table}`)]) {
        await page.goto(path)
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - window.innerWidth,
          h1: document.querySelector('h1')!.scrollWidth - document.querySelector('h1')!.clientWidth,
          tables: [...document.querySelectorAll('.prose-article figure')].map(
            (figure) => figure.scrollWidth - figure.clientWidth,
          ),
        }))
        expect(widths, `${path} at ${width} px`).toEqual({
          page: 0,
          h1: 0,
          tables: widths.tables.map(() => 0),
        })
      }
    }
  })

  test('images never overflow a 360 px screen and the measure stays readable', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    const slug = (await wpPage(request, 1)).posts[0]?.slug ?? ''
    await page.goto(`/blog/${slug}`)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.setViewportSize({ width: 1280, height: 900 })
    const charsPerLine = await page.locator('.prose-article').evaluate((el) => {
      const width = el.getBoundingClientRect().width
      const probe = document.createElement('span')
      probe.textContent = 'abcdefghijklmnopqrstuvwxyz'
      el.appendChild(probe)
      const perChar = probe.getBoundingClientRect().width / 26
      probe.remove()
      return width / perChar
    })
    expect(charsPerLine).toBeGreaterThanOrEqual(60)
    expect(charsPerLine).toBeLessThanOrEqual(80)
  })
})
