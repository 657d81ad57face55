/**
 * An editor's changes in a real WordPress reach the cached site through the revalidation webhook
 * (wordpress-plugin/roques-revalidate.php, installed by scripts/wordpress-real.sh with the site's
 * address and secret; README « Refreshing the blog as soon as WordPress changes »): publishing,
 * editing, trashing, deleting, marking a post sticky, a scheduled post going live by WordPress's
 * cron. The site keeps its pages and WordPress's answers an hour here (test-site.mjs), so only the
 * webhook can explain a change seen within seconds. Every change is made through WordPress's REST
 * API with the editor's application password, and undone at the end. The tests run in order: the
 * post scheduled first goes live last, once its minute has passed, and the site's pages are checked
 * against WordPress before any change (blog-truth.ts).
 *
 *   npm run test:wordpress-real
 */
import { expect, test } from '../e2e/fixtures'
import { decode } from 'html-entities'
import {
  articleHeading,
  AUTH,
  create as createPost,
  deleteAll,
  expectCached,
  listTitles,
  WITHIN,
  WORDPRESS,
  write,
  type WpPost,
} from './editor'
import {
  checkArticle,
  checkFirstPage,
  checkOwnMetadata,
  checkPastLastPage,
  checkProtectedPosts,
  wpPage,
} from './blog-truth'
import { restUrl } from './real-wordpress'

test.describe.configure({ mode: 'serial' })

/** Every post this file creates, deleted for good at the end whatever happened. */
const created: number[] = []
test.afterAll(async ({ request }) => deleteAll(request, created))
const create = (request: Parameters<typeof deleteAll>[0], data: object) =>
  createPost(request, created, data)

/**
 * How far ahead the scheduled post is dated: WordPress publishes at once a post dated less than a
 * minute ahead when it receives it (wp_insert_post()).
 */
const SCHEDULE_SECONDS = 63
let scheduled: (WpPost & { title: { rendered: string } }) | undefined
let scheduledTitle = ''

test('a post scheduled a minute ahead stays off the site until then', async ({ page, request }) => {
  scheduledTitle = `Webhook ${Date.now()} : article programmé`
  const dateGmt = new Date(Date.now() + SCHEDULE_SECONDS * 1000).toISOString().slice(0, 19)
  scheduled = await create(request, { title: scheduledTitle, status: 'future', date_gmt: dateGmt })
  expect(scheduled.status).toBe('future')
  expect(await listTitles(page)).not.toContain(scheduledTitle)
  expect(await articleHeading(request, scheduled.slug)).toBe('404')
})

test('the site’s pages, before any change: page 1, past the last, the last page’s articles, a protected post, an article’s metadata', async ({
  page,
  request,
}) => {
  // With the `?rest_route=` base in this run (test-site.mjs), the site tests that make every kind
  // of WordPress call; the scheduled post is still in no list.
  await checkFirstPage(page, request)
  await checkPastLastPage(page, request)
  const { totalPages } = await wpPage(request, 1)
  for (const post of (await wpPage(request, totalPages)).posts) await checkArticle(page, post)
  await checkProtectedPosts(page, request)
  await checkOwnMetadata(page, request)
})

test('publishing, editing, trashing and deleting a post show on the list and the article within seconds', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const title = `Webhook ${stamp} : article publié`
  await expectCached(request, '/blog')

  const post = await create(request, { title, status: 'publish' })
  await expect.poll(() => listTitles(page), WITHIN).toContain(title)
  await expect.poll(() => articleHeading(request, post.slug), WITHIN).toBe(title)
  await expectCached(request, `/blog/${post.slug}`)

  const edited = `Webhook ${stamp} : article modifié`
  await write(request, 'post', `/posts/${post.id}`, { title: edited })
  await expect.poll(() => articleHeading(request, post.slug), WITHIN).toBe(edited)
  await expect.poll(() => listTitles(page), WITHIN).toContain(edited)

  const trashed = await write(request, 'delete', `/posts/${post.id}`)
  expect(trashed.status).toBe('trash')
  await expect.poll(() => articleHeading(request, post.slug), WITHIN).toBe('404')
  await expect.poll(() => listTitles(page), WITHIN).not.toContain(edited)

  const deletedTitle = `Webhook ${stamp} : article supprimé`
  const other = await create(request, { title: deletedTitle, status: 'publish' })
  await expect.poll(() => articleHeading(request, other.slug), WITHIN).toBe(deletedTitle)
  await expect.poll(() => listTitles(page), WITHIN).toContain(deletedTitle)
  await write(request, 'delete', `/posts/${other.id}?force=true`)
  await expect.poll(() => articleHeading(request, other.slug), WITHIN).toBe('404')
  await expect.poll(() => listTitles(page), WITHIN).not.toContain(deletedTitle)
})

test('an older post marked sticky comes first on the blog’s page 1 and its category’s, then goes back', async ({
  page,
  request,
}) => {
  const published = (await (
    await request.get(restUrl('/posts?per_page=100&status=publish'))
  ).json()) as (WpPost & {
    sticky: boolean
    categories: number[]
    content: { protected: boolean }
  })[]
  expect(published.filter((post) => post.sticky)).toEqual([])
  // The oldest post shown but the seed's script vectors (whose title the site cuts): on the last
  // page of the blog.
  const older = published
    .filter((post) => !post.content.protected && post.slug !== 'contenu-piege-test-securite')
    .at(-1)!
  const title = decode(older.title.rendered)
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/<[^>]*>/g, '')
  const firstOf = async (path: string) => {
    await page.goto(path)
    return ((await page.locator('[data-post-grid] h2').first().textContent()) ?? '')
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .trim()
  }
  const category = (
    (await (await request.get(restUrl(`/categories?include=${older.categories[0]}`))).json()) as {
      slug: string
    }[]
  )[0]!.slug
  await expectCached(request, '/blog')
  await expectCached(request, `/blog/categorie/${category}`)

  try {
    await write(request, 'post', `/posts/${older.id}`, { sticky: true })
    await expect.poll(() => firstOf('/blog'), WITHIN).toBe(title)
    await expect.poll(() => firstOf(`/blog/categorie/${category}`), WITHIN).toBe(title)
    // Nine a page still, each post once: it left its own page.
    const pages = Math.ceil(published.filter((post) => !post.content.protected).length / 9)
    await page.goto(`/blog/page/${pages}`)
    await expect(page.locator('[data-post-grid] h2', { hasText: title })).toHaveCount(0)
  } finally {
    await write(request, 'post', `/posts/${older.id}`, { sticky: false })
  }
  await expect.poll(() => firstOf('/blog'), WITHIN).not.toBe(title)
})

test('the scheduled post goes live when WordPress’s cron runs, and shows on the blog through the webhook', async ({
  page,
  request,
}) => {
  test.setTimeout((SCHEDULE_SECONDS + 60) * 1000)
  expect(scheduled, 'scheduled by the first test').toBeDefined()
  const post = scheduled!
  await expectCached(request, '/blog')
  expect(await listTitles(page)).not.toContain(scheduledTitle)
  // wp-cron.php as a system cron calls it (WordPress's own cron is off here): it publishes nothing
  // before the post's time, so it is called until it has.
  await expect
    .poll(
      async () => {
        expect((await request.get(`${WORDPRESS}/wp-cron.php`)).status()).toBe(200)
        const answer = await request.get(restUrl(`/posts/${post.id}`), { headers: AUTH })
        return ((await answer.json()) as WpPost).status
      },
      { timeout: (SCHEDULE_SECONDS + 30) * 1000, intervals: [2000] },
    )
    .toBe('publish')
  await expect.poll(() => listTitles(page), WITHIN).toContain(scheduledTitle)
})
