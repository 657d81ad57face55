/**
 * Contract test: the demo WordPress (demo-wordpress/server.mjs) must answer the site's calls with
 * the same structure as a real WordPress (scripts/wordpress-real.sh), so that what passes against
 * the demo holds against production.
 *
 * Compared for each call: status, content type, X-WP-Total / X-WP-TotalPages, the recursive field
 * set of the items (every path with its JSON type, union over the items of the answer) and the
 * `_embedded` rules. Values are not compared: the two servers hold different posts. Every call is
 * made twice, with the `/wp-json/` base and with the `?rest_route=` base of each server (README
 * « Pointing the site at a real WordPress »), through the site's own URL builder.
 *
 *   eval "$(bash scripts/wordpress-real.sh)"
 *   WORDPRESS_REAL_API_URL=$WORDPRESS_API_URL npx vitest run --config e2e-real/vitest.config.mts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INDEX_FIELDS } from '../src/lib/wordpress/index-fields'
import { restRouteForm, restUrl } from './real-wordpress'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Answer = { status: number; headers: Headers; body: Json }
type DemoServer = { apiUrl: string; close: () => unknown }

const PER_PAGE = 9
const LISTING = `/posts?page=1&per_page=${PER_PAGE}&_embed=true&status=publish`
const bySlug = (slug: string) =>
  `/posts?slug=${encodeURIComponent(slug)}&_embed=true&status=publish`
const CATEGORIES = '/categories?per_page=100'
/** The index of every post the lists are cut from (src/lib/wordpress/post-index.ts). */
const INDEX = `/posts?page=1&per_page=100&status=publish&_fields=${INDEX_FIELDS}`
/** A list page's posts by id, in the index's order (src/lib/wordpress/index.ts). */
const byIds = (ids: number[]) =>
  `/posts?include=${ids.join(',')}&orderby=include&per_page=${ids.length}&_embed=true&status=publish`
/** The REST index, whose namespaces say whether Rank Math runs (src/lib/wordpress/rank-math.ts). */
const REST_INDEX = '/?_fields=namespaces'

/**
 * Paths a real WordPress sends only for some data, listed here when the demo's data cannot have
 * them; each entry is a prefix of the paths it excuses. Everything else is reported.
 * - `tags[]`: the seeded posts carry tags, the demo's never do (the site does not read tags).
 * - `_embedded.replies`: a password-protected post embeds the error its comments answer
 *   (`rest_cannot_read_post`); the demo has no such post, and the site shows none.
 */
const DATA_DEPENDENT_REAL_ONLY: string[] = ['tags[]:', '_embedded.replies']

/**
 * Fields that newer WordPress versions add. The demo follows the current WordPress; a real one
 * older than `since` (Debian 12 ships 6.1) lacks them, so they are excused only for such a
 * WordPress, and `meta` stays `[]` there as long as no meta is registered.
 */
const VERSION_DEPENDENT: { since: [number, number]; demoOnly: string[]; realOnly: string[] }[] = [
  // 6.3: the footnotes block registers the `footnotes` post meta, shown in REST.
  { since: [6, 3], demoOnly: ['meta:object', 'meta.footnotes:'], realOnly: ['meta:array'] },
  // 6.5: `class_list` on posts and attachments.
  { since: [6, 5], demoOnly: ['class_list'], realOnly: [] },
  // 6.7: `targetHints.allow` on every `self` link.
  {
    since: [6, 7],
    demoOnly: ['_links.self[].targetHints', '._links.self[].targetHints'],
    realOnly: [],
  },
]

/** The real WordPress's version, read from its RSS feed's generator (the REST index has none). */
async function wordpressVersion(apiUrl: string): Promise<[number, number] | null> {
  const response = await fetch(new URL('/?feed=rss2', apiUrl))
  const match = /wordpress\.org\/\?v=(\d+)\.(\d+)/.exec(await response.text())
  return match ? [Number(match[1]), Number(match[2])] : null
}

function olderThan(version: [number, number] | null, since: [number, number]): boolean {
  if (!version) return false
  return version[0] < since[0] || (version[0] === since[0] && version[1] < since[1])
}

/** Drops the differences that the real WordPress's version explains; returns them separately. */
export function excuseVersionDifferences(
  problems: string[],
  version: [number, number] | null,
): { problems: string[]; excused: string[] } {
  const rules = VERSION_DEPENDENT.filter((rule) => olderThan(version, rule.since))
  const excused: string[] = []
  const kept = problems.filter((problem) => {
    const demo = /^demo sends (\S+), real WordPress does not$/.exec(problem)?.[1]
    const real = /^real WordPress sends (\S+), demo does not$/.exec(problem)?.[1]
    const hit = rules.some((rule) =>
      demo !== undefined
        ? rule.demoOnly.some((prefix) => demo.startsWith(prefix) || demo.includes(prefix))
        : real !== undefined && rule.realOnly.some((prefix) => real.startsWith(prefix)),
    )
    if (hit) excused.push(problem)
    return !hit
  })
  return { problems: kept, excused }
}

/** Headers that the transport adds (PHP's built-in server, Node's http), never compared. */
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'host',
  'x-powered-by',
])
/** Headers whose value must be the same on both servers. */
const SAME_VALUE_HEADERS = [
  'allow',
  'vary',
  'x-content-type-options',
  'x-robots-tag',
  'access-control-expose-headers',
  'access-control-allow-headers',
]

/** The Link header with the origin (port) replaced, so both servers can be compared. */
function normalizedLink(headers: Headers): string | null {
  const link = headers.get('link')
  return link === null ? null : link.replace(/<https?:\/\/[^/>]+/g, '<ORIGIN')
}

/** Differences of header names and of the values that must match. */
export function headerProblems(real: Headers, demo: Headers): string[] {
  const names = (h: Headers) =>
    new Set([...h.keys()].map((k) => k.toLowerCase()).filter((k) => !TRANSPORT_HEADERS.has(k)))
  const [r, d] = [names(real), names(demo)]
  const problems = [
    ...[...d]
      .filter((k) => !r.has(k))
      .map((k) => `demo sends header ${k}, real WordPress does not`),
    ...[...r]
      .filter((k) => !d.has(k))
      .map((k) => `real WordPress sends header ${k}, demo does not`),
  ]
  for (const name of SAME_VALUE_HEADERS) {
    if (real.get(name) !== demo.get(name))
      problems.push(
        `${name}: real ${JSON.stringify(real.get(name))}, demo ${JSON.stringify(demo.get(name))}`,
      )
  }
  if (normalizedLink(real) !== normalizedLink(demo))
    problems.push(`link: real ${normalizedLink(real)}, demo ${normalizedLink(demo)}`)
  return problems.sort()
}

const realApiUrl = process.env.WORDPRESS_REAL_API_URL?.replace(/\/+$/, '')

/** `path`: a route of `wp/v2` and its query; of the namespace `namespace` when given. */
async function get(base: string, path: string, namespace?: string): Promise<Answer> {
  const url = restUrl(path, base, namespace)
  const response = await fetch(url, { headers: { Accept: 'application/json' } })
  const text = await response.text()
  let body: Json
  try {
    body = JSON.parse(text) as Json
  } catch {
    throw new Error(`GET ${url}: ${response.status}, not JSON: ${text.slice(0, 200)}`)
  }
  return { status: response.status, headers: response.headers, body }
}

function typeOf(value: Json): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** Every path of `value` with its type, e.g. `title.rendered:string`, `tags[]:number`. */
export function shape(value: Json, prefix = '', into = new Set<string>()): Set<string> {
  const type = typeOf(value)
  into.add(`${prefix || '(root)'}:${type}`)
  if (Array.isArray(value)) {
    for (const item of value) shape(item, `${prefix}[]`, into)
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      shape(child, prefix ? `${prefix}.${key}` : key, into)
  }
  return into
}

/** The union of the item shapes of an array answer. */
function itemsShape(body: Json): Set<string> {
  const union = new Set<string>()
  if (Array.isArray(body)) for (const item of body) shape(item, '', union)
  return union
}

/** Human-readable differences between the real and the demo shapes; empty when they agree. */
export function compareShapes(
  real: Set<string>,
  demo: Set<string>,
  ignoredRealOnly: string[] = [],
): string[] {
  const demoOnly = [...demo].filter((path) => !real.has(path)).sort()
  const realOnly = [...real]
    .filter((path) => !demo.has(path) && !ignoredRealOnly.some((prefix) => path.startsWith(prefix)))
    .sort()
  return [
    ...demoOnly.map((path) => `demo sends ${path}, real WordPress does not`),
    ...realOnly.map((path) => `real WordPress sends ${path}, demo does not`),
  ]
}

function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '(none)').toLowerCase().replace(/\s+/g, '')
}

/** Header rules both servers must follow; returns what is broken. */
function totalsProblems(who: string, answer: Answer, perPage: number): string[] {
  const problems: string[] = []
  const total = answer.headers.get('x-wp-total')
  const pages = answer.headers.get('x-wp-totalpages')
  if (total === null || !/^\d+$/.test(total))
    problems.push(`${who}: X-WP-Total is ${JSON.stringify(total)}`)
  if (pages === null || !/^\d+$/.test(pages))
    problems.push(`${who}: X-WP-TotalPages is ${JSON.stringify(pages)}`)
  if (problems.length === 0 && Number(pages) !== Math.ceil(Number(total) / perPage)) {
    problems.push(`${who}: X-WP-TotalPages ${pages} is not ceil(X-WP-Total ${total} / ${perPage})`)
  }
  return problems
}

/** `_embedded` rules of a post answered with `_embed=true`. */
function embeddedProblems(who: string, body: Json): string[] {
  const problems: string[] = []
  if (!Array.isArray(body)) return [`${who}: body is not an array`]
  for (const post of body) {
    if (post === null || typeof post !== 'object' || Array.isArray(post)) {
      problems.push(`${who}: an item is not an object`)
      continue
    }
    const label = `${who} post ${String(post.slug)}`
    const embedded = post._embedded
    if (embedded === null || typeof embedded !== 'object' || Array.isArray(embedded)) {
      problems.push(`${label}: no _embedded object`)
      continue
    }
    const author = embedded.author
    if (!Array.isArray(author) || author.length !== 1)
      problems.push(`${label}: _embedded.author is not a one-item array`)
    const media = embedded['wp:featuredmedia']
    const featured = typeof post.featured_media === 'number' ? post.featured_media : NaN
    if (featured > 0 && (!Array.isArray(media) || media.length !== 1)) {
      problems.push(
        `${label}: featured_media ${featured} but _embedded["wp:featuredmedia"] is not a one-item array`,
      )
    }
    if (featured === 0 && media !== undefined)
      problems.push(`${label}: featured_media 0 but _embedded["wp:featuredmedia"] present`)
    const terms = embedded['wp:term']
    const taxonomies = Array.isArray(terms)
      ? terms.map((group) =>
          Array.isArray(group)
            ? [
                ...new Set(
                  group.map((term) =>
                    term && typeof term === 'object' && !Array.isArray(term)
                      ? String(term.taxonomy)
                      : '?',
                  ),
                ),
              ].join('+')
            : 'not-an-array',
        )
      : null
    // A real WordPress embeds one array per taxonomy of the post type, in order, even when empty.
    if (
      !taxonomies ||
      taxonomies.length !== 2 ||
      !['category', ''].includes(taxonomies[0] ?? '?') ||
      !['post_tag', ''].includes(taxonomies[1] ?? '?')
    ) {
      problems.push(
        `${label}: _embedded["wp:term"] is ${JSON.stringify(taxonomies)}, expected [[category terms], [post_tag terms]]`,
      )
    }
    const keys = Object.keys(embedded).sort().join(',')
    const content = post.content
    const locked =
      content !== null &&
      typeof content === 'object' &&
      !Array.isArray(content) &&
      content.protected
    const expected = [
      'author',
      ...(locked === true ? ['replies'] : []),
      ...(featured > 0 ? ['wp:featuredmedia'] : []),
      'wp:term',
    ].join(',')
    if (keys !== expected) problems.push(`${label}: _embedded keys ${keys}, expected ${expected}`)
  }
  return problems
}

function firstSlug(body: Json): string {
  const first = Array.isArray(body) ? body[0] : undefined
  if (
    !first ||
    typeof first !== 'object' ||
    Array.isArray(first) ||
    typeof first.slug !== 'string'
  ) {
    throw new Error('listing has no first post with a slug')
  }
  return first.slug
}

/** The two forms of a REST base, each server's own. */
const FORMS = [
  { name: '/wp-json/', base: (base: string) => base },
  { name: '?rest_route=', base: restRouteForm },
]

// expect.soft: every difference of a call is reported, not only the first.
describe('demo WordPress follows the real WordPress REST contract', () => {
  let demo: DemoServer | undefined
  let version: [number, number] | null = null
  const real = realApiUrl ?? ''
  /** Shape differences not explained by the real WordPress's version. */
  const shapeProblems = (r: Set<string>, d: Set<string>) => {
    const { problems, excused } = excuseVersionDifferences(
      compareShapes(r, d, DATA_DEPENDENT_REAL_ONLY),
      version,
    )
    if (excused.length)
      console.info(`excused for WordPress ${version?.join('.')}: ${excused.length} differences`)
    return problems
  }
  /** Two answers of a collection alike: status, media type, totals for `perPage`, field sets. */
  const expectSameCollection = (r: Answer, d: Answer, perPage: number) => {
    expect
      .soft({ status: d.status, contentType: mediaType(d.headers) })
      .toEqual({ status: r.status, contentType: mediaType(r.headers) })
    expect
      .soft([...totalsProblems('real', r, perPage), ...totalsProblems('demo', d, perPage)])
      .toEqual([])
    expect.soft(shapeProblems(itemsShape(r.body), itemsShape(d.body)), 'field sets').toEqual([])
  }

  beforeAll(async () => {
    if (!realApiUrl) {
      throw new Error(
        'WORDPRESS_REAL_API_URL is not set: start a real WordPress with `eval "$(bash scripts/wordpress-real.sh)"` ' +
          'and run with WORDPRESS_REAL_API_URL=$WORDPRESS_API_URL',
      )
    }
    // Resolved at run time, so that type-checking does not depend on the demo's module.
    const modulePath = new URL('../demo-wordpress/server.mjs', import.meta.url).href
    const mod = (await import(/* @vite-ignore */ modulePath)) as {
      startDemoWordPress: (options?: { port?: number }) => Promise<DemoServer> | DemoServer
    }
    // Port 0: any free port, so the test never collides with a demo already running on 3100.
    demo = await mod.startDemoWordPress({ port: 0 })
    version = await wordpressVersion(realApiUrl)
  })

  afterAll(async () => {
    await demo?.close()
  })

  const demoUrl = () => {
    if (!demo) throw new Error('demo WordPress not started')
    return demo.apiUrl.replace(/\/+$/, '')
  }

  for (const form of FORMS) {
    describe(`with the ${form.name} base`, () => {
      const realBase = () => form.base(real)
      const demoBase = () => form.base(demoUrl())

      it('answers the listing call like WordPress', async () => {
        const [r, d] = await Promise.all([get(realBase(), LISTING), get(demoBase(), LISTING)])
        expect.soft(headerProblems(r.headers, d.headers), 'headers').toEqual([])
        expectSameCollection(r, d, PER_PAGE)
        expect
          .soft([...embeddedProblems('real', r.body), ...embeddedProblems('demo', d.body)])
          .toEqual([])
      })

      it('answers a page past the last like WordPress', async () => {
        const pastEnd = async (base: string) => {
          const first = await get(base, LISTING)
          const pages = Number(first.headers.get('x-wp-totalpages') ?? '0')
          return get(
            base,
            `/posts?page=${pages + 1}&per_page=${PER_PAGE}&_embed=true&status=publish`,
          )
        }
        const [r, d] = await Promise.all([pastEnd(realBase()), pastEnd(demoBase())])
        expect.soft(r.status).toBe(400)
        const code = (body: Json) =>
          body && typeof body === 'object' && !Array.isArray(body) ? body.code : undefined
        expect
          .soft({ status: d.status, code: code(d.body), contentType: mediaType(d.headers) })
          .toEqual({
            status: r.status,
            code: code(r.body),
            contentType: mediaType(r.headers),
          })
        expect.soft(compareShapes(shape(r.body), shape(d.body))).toEqual([])
        expect.soft(headerProblems(r.headers, d.headers), 'headers').toEqual([])
      })

      it('answers the by-slug call like WordPress', async () => {
        const [realList, demoList] = await Promise.all([
          get(realBase(), LISTING),
          get(demoBase(), LISTING),
        ])
        const [r, d] = await Promise.all([
          get(realBase(), bySlug(firstSlug(realList.body))),
          get(demoBase(), bySlug(firstSlug(demoList.body))),
        ])
        expect
          .soft({
            status: d.status,
            contentType: mediaType(d.headers),
            count: Array.isArray(d.body) ? d.body.length : -1,
          })
          .toEqual({
            status: r.status,
            contentType: mediaType(r.headers),
            count: 1,
          })
        expect.soft(headerProblems(r.headers, d.headers), 'headers').toEqual([])
        expect.soft(d.headers.get('x-wp-total')).toBe(r.headers.get('x-wp-total'))
        expect.soft(d.headers.get('x-wp-totalpages')).toBe(r.headers.get('x-wp-totalpages'))
        expect.soft(shapeProblems(itemsShape(r.body), itemsShape(d.body)), 'field sets').toEqual([])
        expect
          .soft([...embeddedProblems('real', r.body), ...embeddedProblems('demo', d.body)])
          .toEqual([])
      })

      it('answers an unknown slug like WordPress: [] with totals 0', async () => {
        const path = bySlug('cet-article-n-existe-pas')
        const [r, d] = await Promise.all([get(realBase(), path), get(demoBase(), path)])
        const summary = (a: Answer) => ({
          status: a.status,
          contentType: mediaType(a.headers),
          body: a.body,
          total: a.headers.get('x-wp-total'),
          totalPages: a.headers.get('x-wp-totalpages'),
        })
        expect.soft(summary(d)).toEqual(summary(r))
        expect.soft(headerProblems(r.headers, d.headers), 'headers').toEqual([])
      })

      it('answers the categories call like WordPress', async () => {
        const [r, d] = await Promise.all([get(realBase(), CATEGORIES), get(demoBase(), CATEGORIES)])
        expect.soft(headerProblems(r.headers, d.headers), 'headers').toEqual([])
        expectSameCollection(r, d, 100)
      })

      it('answers the index call (nested _fields) like WordPress', async () => {
        const [r, d] = await Promise.all([get(realBase(), INDEX), get(demoBase(), INDEX)])
        expectSameCollection(r, d, 100)
        // `content` holds `protected` only; `yoast_head_json` is absent without Yoast SEO.
        expect.soft(itemsShape(r.body)).toContain('content.protected:boolean')
        expect.soft(itemsShape(r.body)).not.toContain('content.rendered:string')
      })

      it('answers a page of posts by id in the order asked, like WordPress', async () => {
        const ids = async (base: string) =>
          ((await get(base, `/posts?per_page=3&_fields=id`)).body as { id: number }[])
            .map((post) => post.id)
            .reverse()
        const [realIds, demoIds] = await Promise.all([ids(realBase()), ids(demoBase())])
        const [r, d] = await Promise.all([
          get(realBase(), byIds(realIds)),
          get(demoBase(), byIds(demoIds)),
        ])
        const order = (body: Json) => (body as { id: number }[]).map((post) => post.id)
        expect.soft(order(r.body)).toEqual(realIds)
        expect.soft(order(d.body)).toEqual(demoIds)
        expect.soft(headerProblems(r.headers, d.headers), 'headers').toEqual([])
        expect.soft(shapeProblems(itemsShape(r.body), itemsShape(d.body)), 'field sets').toEqual([])
        expect
          .soft([...embeddedProblems('real', r.body), ...embeddedProblems('demo', d.body)])
          .toEqual([])
      })

      it('answers the REST index’s namespaces like WordPress', async () => {
        const [r, d] = await Promise.all([
          get(realBase(), REST_INDEX, ''),
          get(demoBase(), REST_INDEX, ''),
        ])
        expect
          .soft({ status: d.status, contentType: mediaType(d.headers), body: d.body })
          .toEqual({ status: r.status, contentType: mediaType(r.headers), body: r.body })
      })
    })
  }
})
