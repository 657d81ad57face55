/**
 * `npm run test:cluster`: two instances of the site sharing one Redis, as deployed behind a load
 * balancer (README « Several instances »).
 *
 * Installs Debian's `redis-server` when missing (as root, with apt-get), builds the site when stale
 * (for the demo WordPress's origin: `E2E_WP_PORT`, default 3110, the same build as `npm test`'s),
 * starts the demo WordPress, Redis on a free loopback port (from `CLUSTER_REDIS_PORT`, 6390) and
 * two production servers (`node server/server.ts`, as the container runs it) on two free ports
 * (from `CLUSTER_PORT`, 3050), then checks, in this order:
 *   1. both answer /api/health with 200 and the build's id;
 *   2. a page rendered by instance 1 is served by instance 2 from the shared cache, identical,
 *      without instance 2 asking WordPress;
 *   3. a post retitled in WordPress and the webhook called on instance 1: instance 2 serves the new
 *      title within 2 s;
 *   4. WordPress down: both still serve the cached pages;
 *   5. the consultation form's rate limit holds across both: the 6th request from one address is
 *      refused (429) whichever instance receives it;
 *   6. Redis killed: both still answer 200 (cached pages and a page never rendered), and each logs
 *      the outage once, not once per request;
 *   7. Redis back (empty): sharing resumes — a webhook called on instance 2 reaches instance 1
 *      within 2 s, and a page rendered by one is served by the other from Redis;
 *   8. SIGTERM: /api/health answers 503, the request in flight is answered, the server exits 0.
 * Stops everything it started, also on failure. The last line is `N passed, N failed`. The whole
 * run is bounded by `CLUSTER_TIMEOUT_SECONDS` (600).
 */
import { startDemoWordPress } from '../demo-wordpress/server.mjs'
import {
  debianPackageBinary,
  freePort,
  HOST,
  prepareStack,
  startRedis,
  startSite,
} from './lib/stack.mjs'
import { cleanUpOnSignals, demoControl as switchDemo } from './lib/script-run.mjs'

const WP_PORT = Number(process.env.E2E_WP_PORT ?? 3110)
const SECRET = 'secret-du-test-de-grappe'
const TIMEOUT_SECONDS = Number(process.env.CLUSTER_TIMEOUT_SECONDS ?? 600)
/** README « Several instances »: instance 2 shows a change within 2 s of the webhook on instance 1. */
const PROPAGATION_MS = 2000

const results = []
let demo = null
let redis = null
const sites = []

function report(name, ok, detail = '') {
  results.push({ name, ok })
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`)
}

async function stopRedis() {
  await redis?.stop()
  redis = null
}

async function stopAll() {
  await Promise.allSettled(sites.map((site) => site.stop('SIGKILL')))
  await stopRedis()
  await demo?.close().catch(() => {})
  demo = null
}

const watchdog = setTimeout(async () => {
  console.error(`test:cluster still running after ${TIMEOUT_SECONDS} s: stopping.`)
  await stopAll()
  console.log(
    `${results.filter((r) => r.ok).length} passed, ${results.filter((r) => !r.ok).length + 1} failed`,
  )
  process.exit(1)
}, TIMEOUT_SECONDS * 1000)
cleanUpOnSignals(stopAll)

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function get(origin, path) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
  const body = await response.text()
  return { status: response.status, body, cache: response.headers.get('x-astro-cache') }
}

/** The text of the page's first `<h1>`, tags removed, spaces of any kind made plain. */
function heading(html) {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return match
    ? match[1]
        .replace(/<[^>]+>/g, '')
        .replace(/&nbsp;|&#160;|&#8239;|[\u00a0\u202f]/g, ' ')
        .trim()
    : null
}

/** One of the demo WordPress's test switches (scripts/lib/script-run.mjs). */
const demoControl = (path, body) => switchDemo(demo.url, path, body)

async function wordpressPostCalls() {
  const { requests } = await demoControl('/__demo/stats')
  return requests['/wp-json/wp/v2/posts'] ?? 0
}

async function webhook(origin, slug) {
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': SECRET, 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug, action: 'update' }),
  })
  return response.status
}

/**
 * Polls `origin + path` until its `<h1>` is `title`.
 * @returns {Promise<number | null>} milliseconds it took, or null after `withinMs`.
 */
async function waitForTitle(origin, path, title, withinMs) {
  const started = Date.now()
  while (Date.now() - started <= withinMs) {
    const page = await get(origin, path)
    if (page.status === 200 && heading(page.body) === title) return Date.now() - started
    await sleep(50)
  }
  return null
}

/**
 * Retitles the demo post `slug`, calls the webhook on `notified` and waits until `watcher` serves
 * the new title at `path` (which it has cached first, so that only the shared tags can refresh it).
 * @returns {Promise<{ status: number, ms: number | null }>} the webhook's status, and the
 *   milliseconds the title took to reach `watcher` (null: not within PROPAGATION_MS).
 */
async function retitleThroughWebhook({ slug, path, title, notified, watcher }) {
  await get(watcher.origin, path)
  await demoControl('/__demo/posts', { slug, title })
  const status = await webhook(notified.origin, slug)
  return { status, ms: await waitForTitle(watcher.origin, path, title, PROPAGATION_MS) }
}

/**
 * Posts an empty consultation request, which the endpoint counts and takes for a bot (nothing is
 * sent). @returns {Promise<number>} the status.
 */
async function emptyConsultation(origin) {
  const response = await fetch(`${origin}/api/consultation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  return response.status
}

/** Lines an instance printed that match `pattern`. */
const linesOf = (site, pattern) => site.log.filter((line) => pattern.test(line))

/**
 * One instance: the production server (`node server/server.ts`, scripts/lib/stack.mjs
 * `startSite`) on loopback `port` with `env`, its output kept in `site.log` (what it printed
 * before it answered included: a pipe keeps it until read).
 */
async function startInstance(port, env) {
  const site = await startSite({ port, env, stdio: 'pipe', readyPath: '/api/health' })
  site.log = []
  for (const stream of [site.child.stdout, site.child.stderr]) {
    let rest = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      site.log.push(...lines)
    })
  }
  sites.push(site)
  return site
}

async function main() {
  const redisBinary = debianPackageBinary('redis-server', 'redis-server')
  const stack = await prepareStack({ wpPort: WP_PORT })
  const env = stack.env
  demo = stack.demo
  const posts = await (await fetch(`${demo.apiUrl}/posts?per_page=3&_fields=slug`)).json()
  const [category] = await (
    await fetch(`${demo.apiUrl}/categories?hide_empty=true&orderby=count&order=desc&_fields=slug`)
  ).json()
  const [article, otherArticle, lastArticle] = posts.map((post) => `/blog/${post.slug}`)
  const slug = posts[0].slug

  const redisPort = await freePort(Number(process.env.CLUSTER_REDIS_PORT ?? 6390))
  redis = await startRedis(redisBinary, redisPort)
  const firstPort = await freePort(Number(process.env.CLUSTER_PORT ?? 3050))
  const secondPort = await freePort(firstPort + 1)
  const siteEnv = {
    ...env,
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
  const [one, two] = await Promise.all([
    startInstance(firstPort, siteEnv),
    startInstance(secondPort, siteEnv),
  ])
  console.log(
    `Redis ${redisPort}, instances ${one.origin} and ${two.origin}, demo WordPress ${demo.apiUrl}`,
  )
  // The instances connect to Redis in the background.
  for (const site of [one, two]) {
    for (let i = 0; i < 50 && linesOf(site, /Cache shared through Redis/).length === 0; i++)
      await sleep(100)
  }

  // 1. Health: both run the same build (astro.config.ts gives each build its id).
  const health = await Promise.all(
    [one, two].map(async (site) => {
      const response = await fetch(`${site.origin}/api/health`)
      return { status: response.status, json: await response.json() }
    }),
  )
  const [{ json: firstHealth }] = health
  report(
    'both instances answer /api/health with 200 and the build id',
    health.every(
      (h) =>
        h.status === 200 &&
        typeof h.json.buildId === 'string' &&
        h.json.buildId !== 'development' &&
        h.json.buildId === firstHealth.buildId,
    ),
    health.map((h) => `${h.status} ${h.json.buildId}`).join(', '),
  )

  // 2. Same page from both
  const first = await get(one.origin, article)
  const callsBefore = await wordpressPostCalls()
  const second = await get(two.origin, article)
  const callsAfter = await wordpressPostCalls()
  report(
    'a page rendered by instance 1 is served by instance 2 from the shared cache',
    first.status === 200 &&
      second.status === 200 &&
      second.cache === 'HIT' &&
      second.body === first.body &&
      callsAfter === callsBefore,
    `instance 2: ${second.status} ${second.cache}, same HTML: ${second.body === first.body}, WordPress calls by instance 2: ${callsAfter - callsBefore}`,
  )

  // 3. Webhook on instance 1, new title on instance 2 within 2 s
  const newTitle = 'Médiation judiciaire, le titre corrigé'
  const propagation = await retitleThroughWebhook({
    slug,
    path: article,
    title: newTitle,
    notified: one,
    watcher: two,
  })
  report(
    'post retitled, webhook on instance 1: instance 2 serves the new title within 2 s',
    propagation.status === 200 && propagation.ms !== null,
    propagation.ms === null
      ? `webhook ${propagation.status}, not within 2 s`
      : `${propagation.ms} ms`,
  )

  // 4. WordPress down
  const cachedPaths = ['/blog', article, `/blog/categorie/${category.slug}`]
  for (const path of cachedPaths) for (const site of [one, two]) await get(site.origin, path)
  await demo.close()
  demo = null
  const whileDown = []
  for (const path of cachedPaths)
    for (const site of [one, two]) whileDown.push({ path, ...(await get(site.origin, path)) })
  report(
    'WordPress down: both instances still serve the cached pages',
    whileDown.every(
      (page) => page.status === 200 && (page.path !== article || heading(page.body) === newTitle),
    ),
    whileDown.map((page) => `${page.path} ${page.status}`).join(', '),
  )
  demo = await startDemoWordPress({ port: WP_PORT, host: HOST })
  await demoControl('/__demo/posts', { slug, title: newTitle })

  // 5. The consultation form's rate limit (README « Settings », SMTP) counts in Redis: 5
  // requests in 10 minutes from one address, whichever instance receives them. Empty requests
  // count too and send nothing (the endpoint takes them for a bot), so no SMTP server is needed.
  const consultation = []
  for (const site of [one, two, one, two, one, two])
    consultation.push(await emptyConsultation(site.origin))
  report(
    'Consultation rate limit shared: the 6th request from one address is refused, on either instance',
    consultation.join() === '200,200,200,200,200,429',
    consultation.join(', '),
  )

  // 6. Redis killed
  await stopRedis()
  const whileRedisDown = []
  for (let round = 0; round < 10; round++)
    for (const path of ['/', '/mentions-legales', '/blog', article, otherArticle])
      for (const site of [one, two])
        whileRedisDown.push({ path, ...(await get(site.origin, path)) })
  const outageLogs = [one, two].map((site) => linesOf(site, /Redis unreachable/).length)
  const limitedWithoutRedis = await emptyConsultation(two.origin)
  report(
    'Redis killed: both instances still answer 200',
    whileRedisDown.every((page) => page.status === 200),
    `${whileRedisDown.filter((page) => page.status === 200).length}/${whileRedisDown.length} answers 200` +
      [
        ...new Set(
          whileRedisDown
            .filter((page) => page.status !== 200)
            .map((page) => `${page.path} ${page.status}`),
        ),
      ]
        .map((failure) => `; ${failure}`)
        .join(''),
  )
  report(
    'Redis killed: the consultation endpoint still answers, counting in memory',
    limitedWithoutRedis === 200,
    `status ${limitedWithoutRedis}`,
  )
  report(
    'Redis killed: each instance logs the outage once, not once per request',
    outageLogs.every((count) => count === 1),
    `log lines per instance: ${outageLogs.join(', ')}`,
  )

  // 7. Redis back
  redis = await startRedis(redisBinary, redisPort)
  let resumed = false
  for (let i = 0; i < 100 && !resumed; i++) {
    resumed = [one, two].every((site) => linesOf(site, /Redis reachable again/).length > 0)
    if (!resumed) await sleep(100)
  }
  const thirdTitle = 'Médiation judiciaire, le titre corrigé une seconde fois'
  const backPropagation = await retitleThroughWebhook({
    slug,
    path: article,
    title: thirdTitle,
    notified: two,
    watcher: one,
  })
  report(
    'Redis back: a webhook on instance 2 reaches instance 1 within 2 s',
    resumed && backPropagation.status === 200 && backPropagation.ms !== null,
    `reconnection logged: ${resumed}, ${backPropagation.ms === null ? 'not within 2 s' : `${backPropagation.ms} ms`}`,
  )
  const renderedByOne = await get(one.origin, lastArticle)
  const readByTwo = await get(two.origin, lastArticle)
  report(
    'Redis back: a page rendered by instance 1 is served by instance 2 from Redis',
    renderedByOne.status === 200 &&
      ['HIT', 'STALE'].includes(readByTwo.cache ?? '') &&
      readByTwo.body === renderedByOne.body,
    `instance 2: ${readByTwo.status} ${readByTwo.cache}`,
  )

  // 8. Shutdown
  await demoControl('/__demo/mode', { delayMs: 1500 })
  const inFlight = get(two.origin, '/blog/page/2').catch(() => ({
    status: 0,
  }))
  await sleep(300)
  const exit = two.stop('SIGTERM')
  await sleep(200)
  const healthDuringShutdown = await fetch(`${two.origin}/api/health`).then(
    (response) => response.status,
    () => 0,
  )
  const [answered, code] = await Promise.all([inFlight, exit])
  report(
    'SIGTERM: health answers 503, the request in flight is answered, the server exits 0',
    healthDuringShutdown === 503 && answered.status === 200 && code === 0,
    `health ${healthDuringShutdown}, request in flight ${answered.status}, exit code ${code}`,
  )
}

let crashed = false
try {
  await main()
} catch (error) {
  crashed = true
  console.error(error instanceof Error ? error.stack : error)
  for (const site of sites) {
    console.error(`── log of ${site.origin}`)
    console.error(site.log.join('\n'))
  }
} finally {
  await stopAll()
  clearTimeout(watchdog)
}
const passed = results.filter((result) => result.ok).length
const failed = results.filter((result) => !result.ok).length + (crashed ? 1 : 0)
if (failed > 0 && !crashed) {
  for (const site of sites) {
    console.error(`── log of ${site.origin}`)
    console.error(site.log.slice(-60).join('\n'))
  }
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
