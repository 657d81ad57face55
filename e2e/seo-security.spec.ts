import { expect, test } from './fixtures'
import { CACHED_SITE_URL, demoLog, headTag, STATIC_ROUTES, WORDPRESS_URL } from './helpers'
import { firstArticlePath } from './quality-helpers'

test.describe('search engines and social networks (docs/specification.md « Quality »)', () => {
  test('every page has a canonical URL, Open Graph and Twitter tags in the first HTML bytes', async ({
    request,
  }) => {
    const article = await firstArticlePath(request)
    for (const route of [...STATIC_ROUTES, article]) {
      const html = await (await request.get(route)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      const expected = `http://localhost:3000${route === '/' ? '' : route}`
      const property = (name: string) => headTag(html, 'meta', { property: name })?.content
      expect(headTag(html, 'link', { rel: 'canonical' })?.href, route).toBe(expected)
      expect(property('og:url'), route).toBe(expected)
      expect(property('og:locale'), route).toBe('fr_FR')
      expect(property('og:description'), route).toMatch(/^[^"]+$/)
      // A static page's image is made from its title (src/pages/og); an article's from the post.
      const image =
        route === article
          ? new RegExp(`^${expected}/opengraph-image[^"]*$`)
          : new RegExp(`^http://localhost:3000/og${route === '/' ? '' : route}$`)
      expect(property('og:image'), route).toMatch(image)
      expect(property('og:image:width'), route).toBe('1200')
      expect(property('og:image:height'), route).toBe('630')
      expect(headTag(html, 'meta', { name: 'twitter:card' })?.content, route).toBe(
        'summary_large_image',
      )
      expect(property('og:type'), route).toMatch(/^(website|article)$/)
      expect(head, route).toMatch(/<title>[^<]+ \| Vincent Roques Avocat<\/title>/)
    }
  })

  test('every link of a page has a target a crawler can follow (Lighthouse « crawlable-anchors »)', async ({
    page,
    request,
  }) => {
    const article = await firstArticlePath(request)
    for (const route of [...STATIC_ROUTES, article, '/blog/page/2', '/blog?q=zzzz']) {
      await page.goto(route)
      const uncrawlable = await page
        .locator('a')
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute('href'))
            .filter((href) => href === null || href === '' || href.startsWith('javascript:')),
        )
      expect(uncrawlable, route).toEqual([])
    }
  })

  test('the blog’s lists keep their description within 160 characters, page number included', async ({
    request,
  }) => {
    for (const route of ['/blog', '/blog/page/2', '/blog/page/3']) {
      const html = await (await request.get(route)).text()
      const description = headTag(html, 'meta', { name: 'description' })?.content ?? ''
      expect(description.length, `${route}: ${description}`).toBeGreaterThanOrEqual(120)
      expect(description.length, `${route}: ${description}`).toBeLessThanOrEqual(160)
    }
  })

  test('generated social images are 1200×630 PNGs', async ({ request }) => {
    for (const path of [
      '/og',
      '/og/contact',
      '/og/expertise/droit-travail',
      `${await firstArticlePath(request)}/opengraph-image`,
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      const bytes = await response.body()
      expect(bytes.readUInt32BE(16)).toBe(1200)
      expect(bytes.readUInt32BE(20)).toBe(630)
    }
    expect((await request.get('/og/page-inconnue')).status()).toBe(404)
  })

  test('sitemap lists the static routes, the blog’s pages and every published post; robots.txt points to it', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const route of STATIC_ROUTES)
      expect(xml).toContain(`<loc>http://localhost:3000${route === '/' ? '' : route}</loc>`)
    const answer = await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/posts?per_page=9`)
    const total = Number(answer.headers()['x-wp-total'])
    const pages = Number(answer.headers()['x-wp-totalpages'])
    const articles = xml.match(
      /<loc>http:\/\/localhost:3000\/blog\/(?!page\/|categorie\/)[^<]+<\/loc>/g,
    )
    expect(articles).toHaveLength(total)
    for (let page = 2; page <= pages; page++)
      expect(xml).toContain(`<loc>http://localhost:3000/blog/page/${page}</loc>`)
    const categories = (await (
      await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/categories?hide_empty=true&_fields=slug`)
    ).json()) as { slug: string }[]
    for (const { slug } of categories)
      expect(xml).toContain(`<loc>http://localhost:3000/blog/categorie/${slug}</loc>`)
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml')
    expect(robots).toContain('Allow: /')
  })

  test('JSON-LD: LegalService and Person everywhere, BreadcrumbList on nested pages, BlogPosting on articles', async ({
    request,
  }) => {
    const jsonLd = async (route: string) => {
      const html = await (await request.get(route)).text()
      return [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '{}'),
      )
    }
    const home = await jsonLd('/')
    const graph = home.find((block) => block['@graph'])?.['@graph'] as {
      '@type': string
      areaServed?: { name: string }[]
    }[]
    expect(graph.map((node) => node['@type'])).toEqual(['LegalService', 'Person'])
    expect(graph[0]?.areaServed?.map((city) => city.name)).toEqual([
      'Toulouse',
      'Blagnac',
      'Colomiers',
      'Muret',
    ])
    expect(JSON.stringify(home)).not.toMatch(/Review|AggregateRating/)
    const nested = await jsonLd('/expertise/droit-travail')
    expect(nested.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true)
    const article = await jsonLd(await firstArticlePath(request))
    const posting = article.find((block) => block['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.any(String),
      author: expect.anything(),
    })
  })

  test('favicon, apple-touch-icon and theme colours for light and dark', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*"[^>]*type="image\/svg\+xml"/)
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico[^"]*"/)
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon[^"]*"/)
    for (const scheme of ['light', 'dark'])
      expect(
        headTag(html, 'meta', {
          name: 'theme-color',
          media: `(prefers-color-scheme: ${scheme})`,
        })?.content,
        scheme,
      ).toMatch(/^#[0-9a-f]{6}$/)
    expect((await request.get('/favicon.ico')).status()).toBe(200)
  })
})

test.describe('security headers (README « Security headers »)', () => {
  test('every route sends the CSP and the other security headers, without X-Powered-By', async ({
    request,
  }) => {
    for (const route of [...STATIC_ROUTES, '/sitemap.xml']) {
      const headers = (await request.get(route)).headers()
      const csp = headers['content-security-policy'] ?? ''
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        'frame-src https://www.openstreetmap.org',
      ]) {
        expect(csp, route).toContain(directive)
      }
      // WordPress images come through the site's image optimizer: no other image origin.
      expect(csp).toContain("img-src 'self';")
      // Over HTTPS only (server/request-handler.test.mjs sends it behind a trusted proxy).
      expect(headers['strict-transport-security']).toBeUndefined()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      )
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['x-powered-by']).toBeUndefined()
      // Left out on purpose: a page opened in a new tab would get a process of its own (README
      // « Security headers » weighs what it protects against what it costs).
      expect(headers['cross-origin-opener-policy'], route).toBeUndefined()
    }
  })

  test('methods other than GET, HEAD and POST: 204 to OPTIONS, 405 to the others, with Allow', async ({
    request,
  }) => {
    for (const path of ['/', '/blog', '/api/consultation', '/_astro/nothing.js']) {
      for (const method of ['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE']) {
        const response = await request.fetch(path, { method, maxRedirects: 0 })
        expect(response.status(), `${method} ${path}`).toBe(method === 'OPTIONS' ? 204 : 405)
        expect(response.headers()['allow'], `${method} ${path}`).toBe('GET, HEAD, POST')
        expect(response.headers()['content-security-policy']).toBeTruthy()
        expect(await response.text()).toBe('')
      }
    }
    expect((await request.head('/')).status()).toBe(200)
  })

  test('the image endpoint serves the URLs pages hold and refuses any other transform', async ({
    page,
    request,
  }) => {
    await page.goto(await firstArticlePath(request))
    const sources = await page
      .locator('main img')
      .evaluateAll((images) =>
        images.flatMap((image) => [
          (image as HTMLImageElement).src,
          ...(image.getAttribute('srcset') ?? '')
            .split(',')
            .map((part) => part.trim().split(' ')[0]),
        ]),
      )
    const held = [...new Set(sources.filter((source) => source?.includes('/_image?')))]
    expect(held.length).toBeGreaterThan(1)
    for (const source of held) {
      const response = await request.get(source!)
      expect(response.status(), source).toBe(200)
      expect(response.headers()['content-type']).toBe('image/webp')
    }
    const base = new URL(held[0]!)
    for (const [name, value] of [
      ['w', '1001'],
      ['h', '10'],
      ['q', '100'],
      ['f', 'avif'],
      ['f', 'svg'],
      ['fit', 'cover'],
      ['background', 'red'],
    ]) {
      const forged = new URL(base)
      forged.searchParams.set(name!, value!)
      const response = await request.get(forged.pathname + forged.search)
      expect(response.status(), `${name}=${value}`).toBe(400)
      expect(response.headers()['cache-control']).toBe('no-store')
    }

    // Another spelling of the same image: each would be a WordPress fetch, a transform and an
    // entry of the cache of its own.
    const href = new URL(base.searchParams.get('href') ?? '')
    // 127.0.0.1 as one number, which `new URL()` would write back as 127.0.0.1.
    const numericHost = String(
      href.hostname.split('.').reduce((value, byte) => value * 256 + Number(byte), 0),
    )
    const spellings: [string, string][] = [
      ['w', '640.0'],
      ['w', '+640'],
      ['w', '0x280'],
      ['href', `${href.href}?v=1`],
      ['href', `${href.href}#x`],
      ['href', href.href.replace('/wp-content/', '/./wp-content/')],
      ['href', href.href.replace(href.hostname, numericHost)],
    ]
    for (const [name, value] of spellings) {
      const forged = new URL(base)
      forged.searchParams.set(name, value)
      if (name === 'w') forged.searchParams.set('h', '5120')
      const response = await request.get(forged.pathname + forged.search)
      expect(response.status(), `${name}=${value}`).toBe(400)
      expect(response.headers()['cache-control']).toBe('no-store')
    }
    // The right spelling of an image WordPress does not have: refused, and kept by no cache.
    const absent = new URL(base)
    absent.searchParams.set('href', new URL('/wp-content/uploads/1999/01/absente.png', href).href)
    const missing = await request.get(absent.pathname + absent.search)
    expect(missing.status()).toBeGreaterThanOrEqual(400)
    expect(missing.headers()['cache-control']).toBe('no-store')
  })

  test('another spelling of a path redirects (308) to the one the site links to', async ({
    request,
  }) => {
    const article = await firstArticlePath(request)
    const first = article.charAt('/blog/'.length)
    const spelled = `/blog/%${first.charCodeAt(0).toString(16)}${article.slice('/blog/'.length + 1)}`
    for (const [path, canonical] of [
      ['/a-propo%73', '/a-propos'],
      ['/a-propo%2573', '/a-propos'],
      ['/%61-propos?x=1', '/a-propos?x=1'],
      [spelled, article],
    ]) {
      for (const site of ['', CACHED_SITE_URL]) {
        const response = await request.get(`${site}${path}`, { maxRedirects: 0 })
        expect(response.status(), `${site}${path}`).toBe(308)
        expect(response.headers()['location'], `${site}${path}`).toBe(canonical)
      }
    }
    // What decodes to a broken encoding is not redirected to it: the 404 page.
    for (const path of ['/a%25zz', '/blog/%E0'])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  })

  test('an unknown article’s social image answers 404, and asks WordPress once at most', async ({
    request,
  }) => {
    const slug = `article-invente-${Date.now()}`
    for (let visit = 1; visit <= 3; visit++) {
      const response = await request.get(`${CACHED_SITE_URL}/blog/${slug}/opengraph-image`)
      expect(response.status(), `visit ${visit}`).toBe(404)
      expect(response.headers()['cache-control']).toBe('no-store')
    }
    const asked = (await demoLog(request)).filter((call) => call.url.includes(slug))
    expect(asked).toHaveLength(1)
    // What no post could be called is not asked at all.
    const impossible = await request.get(`${CACHED_SITE_URL}/blog/a.b/opengraph-image`)
    expect(impossible.status()).toBe(404)
    expect((await demoLog(request)).filter((call) => call.url.includes('slug=a.b'))).toEqual([])
  })

  test('the build’s scripts and stylesheet: compressed, kept a year, with the security headers', async ({
    page,
    request,
    baseURL,
  }) => {
    // The scripts and stylesheets that pages with islands load once used: the carousel once in
    // view, the form and the blog's filter at the pointer's first pass.
    const requested = new Set<string>()
    page.on('request', (sent) => {
      const url = new URL(sent.url())
      if (
        ['script', 'stylesheet'].includes(sent.resourceType()) &&
        url.host === new URL(baseURL ?? '').host
      )
        requested.add(url.pathname)
    })
    for (const [path, island] of [
      ['/', '[data-carousel-rotation]'],
      ['/contact', 'form'],
      ['/blog', 'input[type="search"]'],
    ] as const) {
      await page.goto(path)
      await page.locator(island).first().hover()
      await page.waitForLoadState('networkidle')
    }
    const assets = [...requested].filter((path) => /\.(?:js|css)$/.test(path))
    expect(assets.some((path) => path.endsWith('.css'))).toBe(true)
    expect(assets.some((path) => path.endsWith('.js'))).toBe(true)
    for (const path of assets) {
      // A file under 1 KiB is sent as it is: compressing it would save less than its headers
      // weigh (src/integrations/precompress.ts).
      const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
      const tiny = (await plain.body()).length < 1024
      expect(plain.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
      expect(plain.headers()['x-content-type-options'], path).toBe('nosniff')
      for (const encoding of tiny ? [] : ['br', 'gzip']) {
        // Each file is sent compressed, whole, with its length (README « Load and memory »).
        let headers: Record<string, string> = {}
        await expect
          .poll(
            async () => {
              const response = await request.get(path, { headers: { 'accept-encoding': encoding } })
              expect(response.status(), path).toBe(200)
              headers = response.headers()
              return `${headers['content-encoding']} ${headers['content-length'] !== undefined}`
            },
            { message: `${path} ${encoding}` },
          )
          .toBe(`${encoding} true`)
        expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable')
        expect(headers['x-content-type-options'], path).toBe('nosniff')
        expect(headers['content-security-policy'], path).toContain("default-src 'self'")
        expect(headers['x-frame-options'], path).toBe('DENY')
        expect(headers['vary'], path).toContain('Accept-Encoding')
        // RFC 9239: text/javascript is JavaScript's type.
        expect(headers['content-type'], path).toMatch(/^(text\/javascript|text\/css)/)
      }
    }
  })

  test('no page breaks its own Content-Security-Policy', async ({ page, request }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`)
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Refused to load: CSP ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    for (const route of [...STATIC_ROUTES, await firstArticlePath(request)]) {
      await page.goto(route)
      await page.waitForLoadState('networkidle')
    }
    expect(violations).toEqual([])
  })
})
