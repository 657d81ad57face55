import { createHmac } from 'node:crypto'
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test'
import { decode } from 'html-entities'
import { freePort, startServer } from '../scripts/lib/server-process.mjs'
import { NODE } from '../scripts/lib/node.mjs'
import { SERVER_ENTRY } from '../scripts/lib/stack.mjs'

/** Origin of the demo WordPress used by the browser tests. */
export const WORDPRESS_URL = `http://127.0.0.1:${process.env.E2E_WP_PORT ?? 3110}`
/** Origin of the second site, whose WordPress cache is on. */
export const CACHED_SITE_URL = `http://127.0.0.1:${process.env.E2E_CACHED_PORT ?? 3011}`

/**
 * The testimonial carousel's interval, in milliseconds: the specification's constant
 * (docs/specification.md « Constants »), written here rather than imported from the component so
 * that a test fails if the component drifts from it.
 */
export const CAROUSEL_INTERVAL_MS = 6000

/** Modes of the demo WordPress (demo-wordpress/server.mjs). */
export type DemoMode = {
  posts?: 'normal' | 'error' | 'html' | 'empty' | 'bad-shape' | 'slow'
  categories?: 'normal' | 'error'
  delayMs?: number
}

/** Switches the demo WordPress to `mode`. */
export async function setDemoMode(request: APIRequestContext, mode: DemoMode): Promise<void> {
  const response = await request.post(`${WORDPRESS_URL}/__demo/mode`, { data: mode })
  if (!response.ok()) throw new Error(`demo mode switch failed: ${response.status()}`)
}

/** Puts the demo WordPress back to its normal behaviour. */
export async function resetDemo(request: APIRequestContext): Promise<void> {
  await request.post(`${WORDPRESS_URL}/__demo/reset`)
}

export { STATIC_PATHS as STATIC_ROUTES } from '../src/lib/routes'

/** An editorial change in the demo WordPress: unpublish (`hidden`), retitle or stick a post. */
export type DemoPostEdit = { slug: string; hidden?: boolean; title?: string; sticky?: boolean }

/** Applies `edit` to a post of the demo WordPress, as an editor would in WordPress. */
export async function editDemoPost(request: APIRequestContext, edit: DemoPostEdit): Promise<void> {
  const response = await request.post(`${WORDPRESS_URL}/__demo/posts`, { data: edit })
  if (!response.ok()) throw new Error(`demo post edit failed: ${response.status()}`)
}

/** Secret of the revalidation webhook on the test sites (playwright.config.ts `webServer`). */
export const REVALIDATE_SECRET = 'secret-de-test-e2e'

/** Calls the revalidation webhook of `site` as the WordPress plugin does; returns its JSON. */
export async function callWebhook(
  request: APIRequestContext,
  site: string,
  body: object = {},
): Promise<{ revalidated: boolean; tags?: string[]; paths?: string[]; now?: number }> {
  const response = await request.post(`${site}/api/revalidate`, {
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
    data: body,
  })
  if (response.status() !== 200) throw new Error(`webhook answered ${response.status()}`)
  return (await response.json()) as { revalidated: boolean; tags?: string[]; paths?: string[] }
}

/** Secret of the draft preview's signed links on the test sites (playwright.config.ts `webServer`). */
export const PREVIEW_SECRET = 'secret-apercu-e2e'

/**
 * A preview link as wordpress-plugin/roques-preview.php makes it:
 * `/api/preview?id&expires&token=HMAC-SHA256("{id}.{expires}")`, valid ten minutes from now unless
 * `expires` (Unix seconds) says otherwise.
 */
export function previewLink(
  id: number,
  { expires = Math.floor(Date.now() / 1000) + 600, secret = PREVIEW_SECRET } = {},
): string {
  const token = createHmac('sha256', secret).update(`${id}.${expires}`).digest('hex')
  return `/api/preview?id=${id}&expires=${expires}&token=${token}`
}

/** One REST request the demo WordPress received (`/__demo/log`). */
export type DemoRequest = { method: string; url: string; authorization: boolean }

/** The REST requests the demo WordPress received since its last reset, oldest first. */
export async function demoLog(request: APIRequestContext): Promise<DemoRequest[]> {
  const response = await request.get(`${WORDPRESS_URL}/__demo/log`)
  return ((await response.json()) as { requests: DemoRequest[] }).requests
}

/**
 * Waits until the page's islands that a visitor could already use are hydrated: those that start
 * as soon as they can (`client:load`, `client:idle`, `client:only`, a `client:media` whose query
 * matches) and the `client:visible` ones in the viewport. Astro renders each island as an
 * `<astro-island>` element with an `ssr` attribute and removes that attribute once the framework
 * has hydrated it (Astro « Framework components »: islands); React attaches its listeners in the
 * same step. Islands further down, or waiting for an interaction (a custom `client:` directive),
 * are left to the test that scrolls to or interacts with them ({@link waitForIsland}). A page
 * without islands (most of the site, an XML feed, JavaScript off) returns at once.
 */
export async function waitForScripts(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const inViewport = (island: Element) =>
        [...island.children].some((child) => {
          const box = child.getBoundingClientRect()
          return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth
        })
      const due = (island: Element) => {
        const directive = island.getAttribute('client')
        if (directive === 'load' || directive === 'idle' || directive === 'only') return true
        if (directive === 'visible') return inViewport(island)
        if (directive === 'media') {
          try {
            const { value } = JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: string }
            return typeof value === 'string' && matchMedia(value).matches
          } catch {
            return false
          }
        }
        return false
      }
      return [...document.querySelectorAll('astro-island[ssr]')].every((island) => !due(island))
    },
    undefined,
    { timeout: 15_000 },
  )
}

/**
 * Lays out every box that `content-visibility: auto` leaves unrendered until it nears the viewport
 * (src/styles/globals.css), for a full-page shot or a measure of boxes far below the first screen:
 * they then look as they do to a visitor who has scrolled to them.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
}

/**
 * Waits until the island that contains `selector` (or the first match of it, when it is an
 * island) is hydrated: its `<astro-island>` no longer has the `ssr` attribute (see
 * {@link waitForScripts}). For an island below the first screen or behind an interaction, after
 * the test has scrolled to it or interacted with it.
 */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target)
      const island = element?.closest('astro-island')
      return island !== null && island !== undefined && !island.hasAttribute('ssr')
    },
    selector,
    { timeout: 15_000 },
  )
}

/**
 * Holds back every script or stylesheet `page` asks for from now on (an island's code, once the
 * page has loaded), until the returned function is called: what a visitor meets who is faster than
 * the network.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const hold = async (route: Route) => {
    if (['script', 'stylesheet'].includes(route.request().resourceType())) await released
    await route.fallback()
  }
  await page.route('**/*', hold)
  return async () => {
    release()
    // `fallback`: a request released while the route is removed goes on all the same.
    await page.unroute('**/*', hold)
  }
}

/**
 * Brings `target` into view, as a visitor scrolling to it does, and waits until the island that
 * holds it is hydrated (a `client:visible` island below the first screen starts there; see
 * {@link waitForScripts}).
 */
export async function hydrateIsland(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const element = await target.elementHandle()
  await target.page().waitForFunction(
    (node) => {
      const island = node?.closest('astro-island')
      return island !== null && island !== undefined && !island.hasAttribute('ssr')
    },
    element,
    { timeout: 15_000 },
  )
}

/**
 * The expanded state that Chromium exposes to assistive technologies for the element `selector`
 * (its accessibility tree, through the DevTools protocol: « Accessibility.getPartialAXTree »):
 * `true` or `false` for a control that opens something, such as a button with `popovertarget`,
 * whose state the browser derives from the popover without an `aria-expanded` attribute (HTML « The
 * popover attribute »); `undefined` when it exposes none.
 */
export async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page)
  try {
    const { root } = (await session.send('DOM.getDocument', { depth: 0 })) as {
      root: { nodeId: number }
    }
    const { nodeId } = (await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector,
    })) as { nodeId: number }
    const { nodes } = (await session.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })) as { nodes: { properties?: { name: string; value: { value?: unknown } }[] }[] }
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded === undefined ? undefined : expanded.value.value === true
  } finally {
    await session.detach()
  }
}

/**
 * The WordPress image that an image URL of the site stands for: the site transforms remote images
 * itself (Astro « Images »: its image endpoint names the original by its absolute URL in a query
 * parameter), so that the browser never contacts WordPress.
 * @param src an `src` or `srcset` candidate, relative to the site or absolute.
 * @param siteOrigin the site's origin, for an absolute `src`.
 * @returns the absolute http(s) URL of the original, or `null` when `src` is not a transformed
 *   image of the site (another origin, no such parameter).
 */
export function transformedImageSource(
  src: string,
  siteOrigin = 'http://site.invalid',
): string | null {
  const url = new URL(src, siteOrigin)
  if (url.origin !== new URL(siteOrigin).origin) return null
  for (const value of url.searchParams.values()) if (/^https?:\/\//.test(value)) return value
  return null
}

/** A `<meta>` or `<link>` tag of a document's head: its name and attributes. */
export type HeadTag = { name: 'meta' | 'link'; attributes: Record<string, string> }

/**
 * The `<meta>` and `<link>` tags of an HTML document's `<head>`, as served (the server HTML, no
 * script run), with their attributes: names in lower case, values decoded. Whatever the
 * serialisation: attribute order, quotes, `>` or `/>` (HTML « Void elements »).
 */
export function headTags(html: string): HeadTag[] {
  const end = html.search(/<\/head>/i)
  const head = end < 0 ? html : html.slice(0, end)
  return [...head.matchAll(/<(meta|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)].map(
    ([, name = '', rest = '']) => ({
      name: name.toLowerCase() as HeadTag['name'],
      attributes: Object.fromEntries(
        [...rest.matchAll(/([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map(
          ([, key = '', double, single, bare]) => [
            key.toLowerCase(),
            decode(double ?? single ?? bare ?? ''),
          ],
        ),
      ),
    }),
  )
}

/**
 * The attributes of the first `<meta>` or `<link>` of `html`'s head that has every attribute of
 * `match` (e.g. `{ property: 'og:url' }`), or `undefined`.
 */
export function headTag(
  html: string,
  name: HeadTag['name'],
  match: Record<string, string>,
): Record<string, string> | undefined {
  return headTags(html).find(
    (tag) =>
      tag.name === name &&
      Object.entries(match).every(([key, value]) => tag.attributes[key] === value),
  )?.attributes
}

/**
 * Response header by which the site says whether a page came from its HTML cache: `HIT`, `STALE`
 * (served while it is rendered again) or `MISS`/absent (rendered for this request). The header of
 * Astro's route caching (its memory cache provider sets it; the site's provider does the same).
 */
export const CACHE_STATUS = 'x-astro-cache'

/**
 * A production server of a test's own (the compiled `server/server.ts` over the tests' build,
 * reading the demo WordPress) on a free port, with `env` on top; its output lines are appended to
 * `log`.
 */
export async function startOwnSite(env: Record<string, string>, log: string[]) {
  const port = await freePort()
  const site = await startServer({
    command: NODE,
    args: [SERVER_ENTRY],
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ASTRO_TELEMETRY_DISABLED: '1',
      WORDPRESS_API_URL: `${WORDPRESS_URL}/wp-json/wp/v2`,
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: 'pipe',
  })
  // A pipe keeps what the server wrote until it is read, its start included.
  for (const stream of [site.child.stdout, site.child.stderr]) {
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => log.push(...chunk.split('\n')))
  }
  return Object.assign(site, { port })
}

/** Every kind of space made ordinary and runs of spaces collapsed, to compare copy. */
export function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')
}

/**
 * Visible text of what `selector` finds (`main`, `body`), spaces made ordinary: the whole page laid
 * out first ({@link renderWholePage}), since `innerText` leaves out a box not yet rendered.
 */
export async function visibleText(page: Page, selector = 'main'): Promise<string> {
  await renderWholePage(page)
  return plain(await page.locator(selector).innerText())
}

/** Text of one section of a legal document, found by its heading id, spaces made ordinary. */
export const sectionText = (page: Page, id: string) =>
  visibleText(page, `section[aria-labelledby="${id}"]`)

/** Expects each section of the page's legal document, by heading id, to contain its strings. */
export async function expectSectionsToContain(page: Page, sections: Record<string, string[]>) {
  for (const [id, strings] of Object.entries(sections)) {
    const text = await sectionText(page, id)
    for (const string of strings) expect(text, `section ${id}`).toContain(string)
  }
}
