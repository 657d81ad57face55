import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { STATIC_ROUTES, WORDPRESS_URL } from './helpers'

/**
 * Broken links: a breadth-first crawl of the server HTML (no JavaScript) from `/` follows every
 * internal `<a href>`. Every internal URL must answer 200 without a redirect, every `#fragment`
 * must exist on its target page, every image (`<img src>`, `srcset` candidates, the site's image
 * endpoint, icons, Open Graph images) must answer 200 with an image content type. External links are not
 * fetched (the machine is offline) but must be absolute https URLs, with `rel` containing
 * `noopener` when they open a new tab. The HTML is parsed by the browser's DOMParser, which runs no
 * script.
 */

const MAX_PAGES = 200

type Parsed = {
  ids: string[]
  links: { href: string; target: string | null; rel: string | null; text: string }[]
  images: string[]
}

/** In the browser: ids, links and image URLs of an HTML document, resolved against `url`. */
function parseHtml([html, url]: [string, string]): Parsed {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const base = doc.querySelector('base[href]')?.getAttribute('href')
  const baseUrl = base ? new URL(base, url).href : url
  const resolve = (value: string) => {
    try {
      return new URL(value, baseUrl).href
    } catch {
      return `invalid:${value}`
    }
  }
  const srcset = (value: string | null) =>
    (value ?? '')
      .split(/,\s+/)
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean)
  const images = [
    ...Array.from(doc.querySelectorAll('img[src]'), (img) => img.getAttribute('src')!),
    ...Array.from(doc.querySelectorAll('img[srcset], source[srcset]')).flatMap((el) =>
      srcset(el.getAttribute('srcset')),
    ),
    ...Array.from(
      doc.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]'),
      (link) => link.getAttribute('href') ?? '',
    ),
    ...Array.from(
      doc.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]'),
      (meta) => meta.getAttribute('content') ?? '',
    ),
  ]
    .filter(Boolean)
    .map(resolve)
  return {
    ids: [
      ...Array.from(doc.querySelectorAll('[id]'), (el) => el.id),
      ...Array.from(doc.querySelectorAll('a[name]'), (el) => el.getAttribute('name')!),
    ],
    links: Array.from(doc.querySelectorAll('a[href]'), (a) => ({
      href: a.getAttribute('href')!.trim() === '' ? '' : resolve(a.getAttribute('href')!.trim()),
      raw: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
      text: (a.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
    })).map(({ raw, ...link }) => (raw === '#' ? { ...link, href: '' } : link)),
    images: [...new Set(images)],
  }
}

test('a crawl from / finds no broken internal link, anchor or image, and safe external links', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const origin = new URL(baseURL!).origin
  // Absolute URLs to the public origin (SITE_URL, read from the canonical link) are this site too.
  const home = await (await request.get('/')).text()
  const canonical = home.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
  const siteOrigin = canonical ? new URL(canonical).origin : origin
  const toLocal = (url: URL) =>
    url.origin === siteOrigin && siteOrigin !== origin
      ? new URL(url.pathname + url.search, origin)
      : url

  const problems: string[] = []
  const queue: string[] = ['/']
  const linkedFrom = new Map<string, string>([['/', '(start)']])
  const idsByPage = new Map<string, Set<string>>()
  const anchors: { from: string; page: string; id: string; text: string }[] = []
  const images = new Map<string, string>()
  const externals = new Set<string>()

  // Routes no crawled page links to are crawled afterwards (so that their own links and images are
  // checked too) and reported as orphans.
  const orphans: string[] = []
  while ((queue.length > 0 || orphans.length === 0) && idsByPage.size < MAX_PAGES) {
    if (queue.length === 0) {
      orphans.push(...STATIC_ROUTES.filter((route) => !linkedFrom.has(route)))
      if (orphans.length === 0) break
      for (const route of orphans) linkedFrom.set(route, '(not linked from any page)')
      queue.push(...orphans)
    }
    const path = queue.shift()!
    const response = await request.get(path, { maxRedirects: 0 })
    if (response.status() !== 200) {
      const location = response.headers()['location']
      problems.push(
        `link to ${path} (on ${linkedFrom.get(path)}) answers ${response.status()}${location ? ` → ${location}` : ''}`,
      )
      continue
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
    const parsed = await page.evaluate(parseHtml, [await response.text(), origin + path] as [
      string,
      string,
    ])
    idsByPage.set(path, new Set(parsed.ids))

    for (const link of parsed.links) {
      const where = `« ${link.text} » on ${path}`
      if (link.href === '') {
        problems.push(`${where}: empty or "#" href (a placeholder, not a link)`)
        continue
      }
      if (link.href.startsWith('invalid:')) {
        problems.push(`${where}: unparsable href ${link.href.slice(8)}`)
        continue
      }
      const url = toLocal(new URL(link.href))
      if (url.protocol === 'mailto:' || url.protocol === 'tel:') {
        if (url.pathname.length < 3) problems.push(`${where}: empty ${url.protocol} link`)
        continue
      }
      if (url.origin === origin) {
        const target = url.pathname + url.search
        if (url.hash && url.hash !== '#top')
          anchors.push({
            from: path,
            page: target,
            id: decodeURIComponent(url.hash.slice(1)),
            text: link.text,
          })
        if (!linkedFrom.has(target)) {
          linkedFrom.set(target, where)
          queue.push(target)
        }
        continue
      }
      externals.add(url.href)
      if (url.protocol !== 'https:')
        problems.push(`${where}: external link ${url.href} is not an absolute https URL`)
      const rel = (link.rel ?? '').toLowerCase().split(/\s+/)
      if (link.target === '_blank' && !rel.includes('noopener'))
        problems.push(`${where}: ${url.href} opens a new tab without rel="noopener"`)
    }
    for (const image of parsed.images) if (!images.has(image)) images.set(image, path)
  }
  expect(queue, `more than ${MAX_PAGES} pages: raise the bound`).toEqual([])

  for (const anchor of anchors) {
    const ids = idsByPage.get(anchor.page)
    if (!ids) continue // the target page itself failed and is already reported
    if (!ids.has(anchor.id))
      problems.push(
        `« ${anchor.text} » on ${anchor.from}: #${anchor.id} does not exist on ${anchor.page}`,
      )
  }

  for (const [image, from] of images) {
    const url = image.startsWith('invalid:') ? null : toLocal(new URL(image))
    if (!url) {
      problems.push(`image on ${from}: unparsable URL ${image.slice(8)}`)
      continue
    }
    // The demo WordPress stands for the practice's WordPress: its images are fetched too.
    if (url.origin !== origin && url.origin !== WORDPRESS_URL) {
      if (url.protocol !== 'https:') problems.push(`image on ${from}: ${url.href} is not https`)
      continue
    }
    const problem = await imageProblem(request, url.href)
    if (problem) problems.push(`image ${image} on ${from}: ${problem}`)
  }

  console.log(
    `crawl: ${idsByPage.size} pages, ${anchors.length} anchors, ${images.size} images, ${externals.size} external links (not fetched)`,
  )
  if (orphans.length)
    test.info().annotations.push({
      type: 'routes no page links to (crawled anyway)',
      description: orphans.join(', '),
    })
  console.log(`routes no page links to: ${orphans.join(', ') || 'none'}`)
  expect(idsByPage.size, 'pages crawled').toBeGreaterThan(STATIC_ROUTES.length)
  expect(problems, problems.join('\n')).toEqual([])
})

test('every URL of the sitemap answers 200', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  expect(locations.length).toBeGreaterThan(14)
  const failures: string[] = []
  for (const location of locations) {
    const url = new URL(location)
    const status = (
      await request.get(new URL(url.pathname + url.search, baseURL).href, { maxRedirects: 0 })
    ).status()
    if (status !== 200) failures.push(`${location} answers ${status}`)
  }
  expect(failures, failures.join('\n')).toEqual([])
})

async function imageProblem(request: APIRequestContext, url: string): Promise<string | null> {
  const response = await request.get(url, { maxRedirects: 0 })
  if (response.status() !== 200) return `answers ${response.status()}`
  const type = response.headers()['content-type'] ?? ''
  if (!type.startsWith('image/')) return `content type ${type || '(none)'} is not an image`
  if ((await response.body()).length === 0) return 'empty body'
  return null
}
