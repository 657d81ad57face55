import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoWordPress } from '../demo-wordpress/server.mjs'
import { demoControl } from '../scripts/lib/script-run.mjs'
import { freePort, HOST, startRedis } from '../scripts/lib/server-process.mjs'
import { prepareStack, startSite } from '../scripts/lib/stack.mjs'

/*
 * Two instances of the site sharing one Redis, as deployed behind a load balancer (README « Several
 * instances »): Debian's redis-server (installed when missing, as root), the demo WordPress on
 * E2E_WP_PORT (3110, the build of `npm test`), Redis from CLUSTER_REDIS_PORT (6390) and two
 * production servers from CLUSTER_PORT (3050). The tests run in order and share the instances.
 */

const WP_PORT = Number(process.env.E2E_WP_PORT ?? 3110)
const SECRET = 'secret-du-test-de-grappe'
/** README « Several instances »: instance 2 shows a change within 2 s of the webhook on instance 1. */
const PROPAGATION_MS = 2000

type Site = Awaited<ReturnType<typeof startSite>> & { log: string[] }
type Demo = Awaited<ReturnType<typeof startDemoWordPress>>

let demo: Demo | null = null
let redis: Awaited<ReturnType<typeof startRedis>> | null = null
let redisPort = 0
let one: Site
let two: Site
let article = ''
let otherArticle = ''
let lastArticle = ''
let slug = ''
let categorySlug = ''

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function get(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
  return {
    path,
    status: response.status,
    body: await response.text(),
    cache: response.headers.get('x-astro-cache'),
  }
}

/** The text of the page's first `<h1>`, tags removed, spaces of any kind made plain. */
function heading(html: string): string | null {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return match?.[1]
    ? match[1]
        .replace(/<[^>]+>/g, '')
        .replace(/&nbsp;|&#160;|&#8239;|[\u00a0\u202f]/g, ' ')
        .trim()
    : null
}

const demoSwitch = (path: string, body?: unknown) => demoControl(demo!.url, path, body)

async function wordpressPostCalls(): Promise<number> {
  const { requests } = await demoSwitch('/__demo/stats')
  return requests['/wp-json/wp/v2/posts'] ?? 0
}

async function webhook(origin: string, post: string): Promise<number> {
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': SECRET, 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug: post, action: 'update' }),
  })
  return response.status
}

/**
 * Retitles the post, calls the webhook on `notified` and expects it to answer 200, and `watcher`,
 * which cached the article first, to serve the new title within 2 s: only the shared invalidation
 * can refresh it.
 */
async function expectRetitledThroughWebhook(title: string, notified: Site, watcher: Site) {
  await get(watcher.origin, article)
  await demoSwitch('/__demo/posts', { slug, title })
  expect(await webhook(notified.origin, slug)).toBe(200)
  const started = Date.now()
  let shown = false
  while (!shown && Date.now() - started <= PROPAGATION_MS) {
    const page = await get(watcher.origin, article)
    shown = page.status === 200 && heading(page.body) === title
    if (!shown) await sleep(50)
  }
  expect(shown, `${watcher.origin} shows « ${title} » within ${PROPAGATION_MS} ms`).toBe(true)
}

/** An empty consultation request: counted, taken for a bot, nothing sent. */
async function emptyConsultation(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/consultation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  return response.status
}

const linesOf = (site: Site, pattern: RegExp) => site.log.filter((line) => pattern.test(line))

/** The production server on `port`, its output kept in `site.log`. */
async function startInstance(port: number, env: NodeJS.ProcessEnv): Promise<Site> {
  const started = await startSite({ port, env, stdio: 'pipe', readyPath: '/api/health' })
  const site: Site = Object.assign(started, { log: [] as string[] })
  for (const stream of [site.child.stdout, site.child.stderr]) {
    let rest = ''
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      site.log.push(...lines)
    })
  }
  return site
}

async function until(condition: () => boolean, attempts = 100): Promise<boolean> {
  for (let i = 0; i < attempts && !condition(); i++) await sleep(100)
  return condition()
}

beforeAll(async () => {
  const stack = await prepareStack({ wpPort: WP_PORT })
  demo = stack.demo
  const posts: { slug: string }[] = await (
    await fetch(`${demo!.apiUrl}/posts?per_page=3&_fields=slug`)
  ).json()
  const [category]: { slug: string }[] = await (
    await fetch(`${demo!.apiUrl}/categories?hide_empty=true&orderby=count&order=desc&_fields=slug`)
  ).json()
  ;[article = '', otherArticle = '', lastArticle = ''] = posts.map((post) => `/blog/${post.slug}`)
  slug = posts[0]?.slug ?? ''
  categorySlug = category?.slug ?? ''
  redisPort = await freePort(Number(process.env.CLUSTER_REDIS_PORT ?? 6390))
  redis = await startRedis(redisPort)
  const firstPort = await freePort(Number(process.env.CLUSTER_PORT ?? 3050))
  const env = {
    ...stack.env,
    REDIS_URL: `redis://${HOST}:${redisPort}`,
    REVALIDATE_SECRET: SECRET,
    WORDPRESS_CACHE_SECONDS: '300',
    WORDPRESS_TIMEOUT_MS: '2000',
    SHUTDOWN_DRAIN_SECONDS: '1',
    // Server delivery of the consultation form on, towards a port where nothing listens.
    SMTP_URL: `smtp://${HOST}:9`,
    CONTACT_TO: 'cabinet@example.fr',
    CONTACT_FROM: 'site@example.fr',
  }
  ;[one, two] = await Promise.all([
    startInstance(firstPort, env),
    startInstance(await freePort(firstPort + 1), env),
  ])
  // The instances connect to Redis in the background.
  for (const site of [one, two])
    await until(() => linesOf(site, /Cache shared through Redis/).length > 0, 50)
}, 600_000)

afterAll(async () => {
  await Promise.allSettled([one, two].map((site) => site?.stop('SIGKILL')))
  await redis?.stop()
  await demo?.close().catch(() => {})
})

describe('two instances sharing one Redis', () => {
  it('both answer /api/health with 200 and the same build id', async () => {
    const health = await Promise.all(
      [one, two].map(async (site) => {
        const response = await fetch(`${site.origin}/api/health`)
        return { status: response.status, json: (await response.json()) as { buildId: string } }
      }),
    )
    for (const { status, json } of health) {
      expect(status).toBe(200)
      expect(json.buildId).not.toBe('development')
      expect(json.buildId).toBe(health[0]?.json.buildId)
    }
  })

  it('a page rendered by instance 1 is served by instance 2 from the shared cache', async () => {
    const first = await get(one.origin, article)
    const callsBefore = await wordpressPostCalls()
    const second = await get(two.origin, article)
    expect(first.status).toBe(200)
    expect(second).toMatchObject({ status: 200, cache: 'HIT', body: first.body })
    expect(await wordpressPostCalls()).toBe(callsBefore)
  })

  it('a post retitled, the webhook on instance 1: instance 2 serves the new title within 2 s', async () => {
    await expectRetitledThroughWebhook('Médiation judiciaire, le titre corrigé', one, two)
  })

  it('WordPress down: both instances still serve the cached pages', async () => {
    const paths = ['/blog', article, `/blog/categorie/${categorySlug}`]
    for (const path of paths) for (const site of [one, two]) await get(site.origin, path)
    await demo?.close()
    demo = null
    for (const path of paths)
      for (const site of [one, two]) {
        const page = await get(site.origin, path)
        expect(page.status, `${site.origin}${path}`).toBe(200)
        if (path === article)
          expect(heading(page.body)).toBe('Médiation judiciaire, le titre corrigé')
      }
    demo = await startDemoWordPress({ port: WP_PORT, host: HOST })
    await demoSwitch('/__demo/posts', { slug, title: 'Médiation judiciaire, le titre corrigé' })
  })

  it('the consultation rate limit counts across both: the 6th request is refused', async () => {
    // Empty requests count and send nothing (the endpoint takes them for a bot): no SMTP needed.
    const statuses = []
    for (const site of [one, two, one, two, one, two])
      statuses.push(await emptyConsultation(site.origin))
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('Redis killed: both answer 200, count in memory, and log the outage once each', async () => {
    await redis?.stop()
    redis = null
    const failures = []
    for (let round = 0; round < 10; round++)
      for (const path of ['/', '/mentions-legales', '/blog', article, otherArticle])
        for (const site of [one, two]) {
          const page = await get(site.origin, path)
          if (page.status !== 200) failures.push(`${path} ${page.status}`)
        }
    expect(failures).toEqual([])
    expect(await emptyConsultation(two.origin)).toBe(200)
    expect([one, two].map((site) => linesOf(site, /Redis unreachable/).length)).toEqual([1, 1])
  })

  it('Redis back: sharing resumes, a webhook on instance 2 reaches instance 1 within 2 s', async () => {
    redis = await startRedis(redisPort)
    expect(
      await until(() =>
        [one, two].every((site) => linesOf(site, /Redis reachable again/).length > 0),
      ),
    ).toBe(true)
    await expectRetitledThroughWebhook(
      'Médiation judiciaire, le titre corrigé une seconde fois',
      two,
      one,
    )
    const rendered = await get(one.origin, lastArticle)
    const read = await get(two.origin, lastArticle)
    expect(rendered.status).toBe(200)
    expect(['HIT', 'STALE']).toContain(read.cache)
    expect(read.body).toBe(rendered.body)
  })

  it('SIGTERM: health answers 503, the request in flight is answered, the server exits 0', async () => {
    await demoSwitch('/__demo/mode', { delayMs: 1500 })
    const inFlight = get(two.origin, '/blog/page/2').catch(() => ({ status: 0 }))
    await sleep(300)
    const exit = two.stop('SIGTERM')
    await sleep(200)
    const health = await fetch(`${two.origin}/api/health`).then(
      (response) => response.status,
      () => 0,
    )
    const [answered, code] = await Promise.all([inFlight, exit])
    expect({ health, answered: answered.status, code }).toEqual({
      health: 503,
      answered: 200,
      code: 0,
    })
  })
})
