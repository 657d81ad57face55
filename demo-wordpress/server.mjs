/**
 * Demo WordPress: answers the REST calls the site makes (docs/specification.md « WordPress calls »,
 * and the draft preview's) as WordPress 6.x does, so that the site runs without a real WordPress
 * and tests can put the blog in every state through /__demo/* (test-controls.mjs).
 * e2e-real/contract.test.ts compares its answers with a real WordPress's.
 */
import { once } from 'node:events'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { autosaves, drafts } from './data/drafts.mjs'
import { DEMO_PREVIEW } from './preview-account.mjs'
import { articles } from './data/index.mjs'
import { author, categories } from './data/site.mjs'
import { ANSWERS, fill, foldForSearch, phpJsonEncode, phpUrlencode } from './lib/format.mjs'
import { buildRepresentations, prepareContent, renderUploads } from './lib/model.mjs'
import { createTestControls } from './test-controls.mjs'

export { DEMO_PREVIEW }

/** Content and image bytes never change: computed once per process, shared by every server. */
let content
let uploads

/** WordPress's error `code` (ANSWERS.errors: its status and message, `${name}`s from `vars`). */
function wpError(code, vars = {}) {
  const [status, message] = fill(ANSWERS.errors[code], vars)
  return { status, body: { code, message, data: { status } } }
}

/** Arguments of type `array`: the Link header writes `status%5B0%5D=publish` (sanitize_params). */
const ARRAY_ARGS = new Set(['categories', 'exclude', 'include', 'slug', 'status'])

/**
 * An integer argument from 1 to `max` (rest_validate_value_from_schema), `def` when absent.
 * @throws Error with `result`, WordPress's `rest_invalid_param` answer, otherwise.
 */
function intArg(params, name, def, max = Number.MAX_SAFE_INTEGER) {
  const raw = params.get(name)
  if (raw === null) return def
  const value = Number(raw)
  if (/^\s*\d+\s*$/.test(raw) && value >= 1 && value <= max) return value
  const result = wpError('rest_invalid_param', { name })
  result.body.data.params = { [name]: fill(ANSWERS.invalidParam, { name, max }) }
  // Thrown with WordPress's answer, which `handle` sends as is.
  throw Object.assign(new Error(name), { result })
}

/** A collection's `page` and `per_page` (10 by default, 100 at most). @throws as intArg */
const paging = (params) => ({
  page: intArg(params, 'page', 1),
  perPage: intArg(params, 'per_page', 10, 100),
})

/** wp_parse_list(): a comma- or space-separated list; undefined when the argument is absent. */
const parseList = (raw) => raw?.split(/[\s,]+/).filter(Boolean)

/**
 * The REST route a request names (rest_api_loaded()): the path under `/wp-json/`, or the
 * `rest_route` parameter; undefined for any other request.
 */
function restRoute(path, query) {
  const fromQuery = query.get('rest_route')
  if (fromQuery !== null && (path === '/' || path === '/index.php'))
    return `/${fromQuery.replace(/^\/+|\/+$/g, '')}`
  if (path === '/wp-json' || path.startsWith('/wp-json/'))
    return path.slice('/wp-json'.length).replace(/\/+$/, '') || '/'
}

/** `_fields` as rest_filter_response_fields() applies it, nested names (`content.protected`) too. */
function filterFields(item, fields) {
  const out = {}
  for (const [key, value] of Object.entries(item)) {
    const nested = fields.flatMap((f) => (f.startsWith(`${key}.`) ? [f.slice(key.length + 1)] : []))
    if (fields.includes(key)) out[key] = value
    else if (nested.length && value && typeof value === 'object' && !Array.isArray(value))
      out[key] = filterFields(value, nested)
  }
  return out
}

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8' }
const DEMO_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
}

/**
 * A running demo WordPress: `url` without trailing slash, `apiUrl` is `url + '/wp-json/wp/v2'`;
 * `close` stops it, cancels delayed answers and drops open connections.
 * @typedef {{ url: string, apiUrl: string, close: () => Promise<void> }} DemoWordPress
 */

/**
 * Starts a demo WordPress HTTP server.
 * @param {object} [options]
 * @param {number} [options.port=3100] TCP port; 0 lets the OS pick a free one (the returned URL has the real port).
 * @param {string} [options.host='127.0.0.1'] interface to listen on.
 * @returns {Promise<DemoWordPress>} rejects if the port cannot be bound.
 */
export async function startDemoWordPress({ port = 3100, host = '127.0.0.1' } = {}) {
  content ??= prepareContent([...articles, ...drafts])
  uploads ??= renderUploads(content.media)
  const controls = createTestControls((slug) => reps.posts.some((p) => p.slug === slug))
  // Aborted by close(): delayed answers are dropped.
  const closing = new AbortController()
  let reps

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (res.headersSent) return res.destroy()
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(`Demo WordPress failed: ${err?.stack ?? err}`)
    })
  })
  await once(server.listen(port, host), 'listening')
  const displayHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const url = `http://${displayHost}:${server.address().port}`
  reps = buildRepresentations(url, content, { author, categories, autosaves }, uploads)
  const api = `${url}/wp-json/wp/v2`

  function send(req, res, status, headers, body) {
    if (res.destroyed) return
    const buf = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
    res.writeHead(status, { ...headers, 'Content-Length': buf.length })
    res.end(req.method === 'HEAD' ? undefined : buf)
  }

  /** A REST answer with WordPress's headers (rest_send_cors_headers() adds `Vary`). */
  function sendJson(req, res, { status, body, headers }) {
    const all = {
      ...ANSWERS.restHeaders,
      Link: `<${url}/wp-json/>; rel="https://api.w.org/"`,
      ...headers,
      'Content-Type': 'application/json; charset=UTF-8',
      ...(req.method === 'GET' ? { Vary: 'Origin' } : {}),
    }
    send(req, res, status, all, phpJsonEncode(body))
  }

  async function handle(req, res) {
    const { pathname: path, searchParams: query } = new URL(req.url ?? '/', 'http://localhost')

    if (path.startsWith('/__demo/')) {
      const { status, value } = await controls.handle(req, path)
      return send(req, res, status, DEMO_HEADERS, JSON.stringify(value))
    }

    const route = restRoute(path, query)
    controls.record(req, path, route)
    if (route === undefined) return serveUpload(req, res, path)

    const delay = controls.delayFor(route)
    if (delay) await sleep(delay, undefined, { signal: closing.signal }).catch(() => {})
    if (closing.signal.aborted || res.destroyed) return
    const fault = controls.faultFor(route)
    if (fault?.json) return sendJson(req, res, fault.json)
    if (fault?.html) return send(req, res, 200, HTML_HEADERS, fault.html)

    let result
    try {
      result = dispatch(req.method ?? 'GET', route, query, isPreviewAccount(req))
    } catch (error) {
      if (!error.result) throw error
      result = error.result
    }
    // rest_send_allow_header(): every answer of a matched route carries `Allow`, errors included.
    if (result.body.code !== 'rest_no_route') result.headers = { Allow: 'GET', ...result.headers }
    sendJson(req, res, result)
  }

  /** Whether the request authenticates as DEMO_PREVIEW; wrong credentials make it anonymous. */
  function isPreviewAccount(req) {
    const [, token = ''] = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '') ?? []
    const [, user, password] = /^([^:]+):(.*)$/s.exec(Buffer.from(token, 'base64').toString()) ?? []
    const strip = (value) => value?.replace(/[^a-z\d]/gi, '')
    return user === DEMO_PREVIEW.user && strip(password) === strip(DEMO_PREVIEW.applicationPassword)
  }

  /**
   * Routes one REST request to { status, body, headers? }: only the routes the site reads exist;
   * any other, and any write, answers `rest_no_route`.
   * @throws as intArg when an argument is invalid.
   */
  function dispatch(method, route, params, authenticated) {
    if (method !== 'GET' && method !== 'HEAD') return wpError('rest_no_route')
    if (route === '/') return restIndex(params)
    if (route === '/wp/v2/categories') return listCategories(params)
    if (route === '/wp/v2/posts') return listPosts(params, authenticated)
    const [, id, autosaves] = /^\/wp\/v2\/posts\/(\d+)(\/autosaves)?$/.exec(route) ?? []
    if (!id) return wpError('rest_no_route')
    if (autosaves) return listAutosaves(Number(id), authenticated)
    return getPost(Number(id), params, authenticated)
  }

  /** One item as WP_REST_Server shapes it: `_fields` applied, `_embedded` from `embedded()`. */
  function present(view, embedded, params) {
    const fields = parseList(params.get('_fields'))
    const out = fields ? filterFields(view, fields) : { ...view }
    if (params.has('_embed') && embedded && (!fields || fields.includes('_embedded')))
      out._embedded = embedded()
    return out
  }

  /** `_embedded` of a post: its author, its featured image if any, its categories and (no) tags. */
  const postEmbedded = (post) => () => ({
    author: [reps.author],
    ...(post.mediaId ? { 'wp:featuredmedia': [reps.media.get(post.mediaId).embed] } : {}),
    'wp:term': [post.categoryIds.map((id) => reps.categories.get(id).embed), []],
  })

  /**
   * `GET /` (WP_REST_Server::get_index): the site's settings and the namespaces WordPress 6.x
   * offers without plugins; its `help` link is always there, whatever `_fields` says.
   */
  function restIndex(params) {
    const help = [{ href: 'https://developer.wordpress.org/rest-api/' }]
    return {
      status: 200,
      body: { ...present(fill(ANSWERS.restIndex, { url }), null, params), _links: { help } },
    }
  }

  /**
   * One page of a collection with the headers WP_REST_Posts_Controller::get_items sends: X-WP-Total,
   * X-WP-TotalPages, Link rel=prev/next (add_query_arg(urlencode_deep($params), $url)).
   */
  function pageOf(collection, items, params, page, perPage, toBody) {
    const total = items.length
    const totalPages = Math.ceil(total / perPage)
    const pageUrl = (n) => {
      const args = new URLSearchParams(params)
      args.set('page', String(n))
      const query = [...args].flatMap(([key, value]) =>
        ARRAY_ARGS.has(key)
          ? parseList(value).map((item, k) => `${key}%5B${k}%5D=${phpUrlencode(item)}`)
          : [`${phpUrlencode(key)}=${phpUrlencode(value)}`],
      )
      return `<${api}/${collection}?${query.join('&')}>`
    }
    const links = []
    if (page > 1) links.push(`${pageUrl(Math.min(page - 1, Math.max(totalPages, 1)))}; rel="prev"`)
    if (totalPages > page) links.push(`${pageUrl(page + 1)}; rel="next"`)
    return {
      status: 200,
      body: toBody(items.slice((page - 1) * perPage, page * perPage)),
      headers: {
        'X-WP-Total': String(total),
        'X-WP-TotalPages': String(totalPages),
        ...(links.length ? { Link: links.join(', ') } : {}),
      },
    }
  }

  /** Every post, drafts included, with /__demo/posts' changes; none in the `empty` mode. */
  const allPosts = () => (controls.noPosts ? [] : controls.edited(reps.posts))

  /**
   * `GET /posts`, newest first, with the arguments the site sends: `page`, `per_page`, `status`
   * and `context=edit` (beyond `publish`, the preview account only), `slug`, `categories`,
   * `include` (`orderby=include`), `exclude`, `sticky`, `search` (every word), `_fields`, `_embed`.
   */
  function listPosts(params, authenticated) {
    const { page, perPage } = paging(params)
    const statuses = parseList(params.get('status')) ?? ['publish']
    const edit = params.get('context') === 'edit'
    if (statuses.some((s) => s !== 'publish') && !authenticated)
      return wpError('rest_forbidden_status')
    if (edit && !authenticated)
      return wpError('rest_forbidden_context', { what: 'posts in this context' })
    const slugs = parseList(params.get('slug'))
    const categories = parseList(params.get('categories'))?.map(Number)
    const include = parseList(params.get('include'))?.map(Number)
    const exclude = parseList(params.get('exclude'))?.map(Number) ?? []
    const sticky = params.has('sticky') ? ['1', 'true'].includes(params.get('sticky')) : undefined
    const terms = foldForSearch(params.get('search') ?? '')
      .split(/[\s,+"]+/)
      .filter(Boolean)
    const items = allPosts().filter(
      (p) =>
        (statuses.includes(p.status) || statuses.includes('any')) &&
        !exclude.includes(p.id) &&
        (!include || include.includes(p.id)) &&
        (sticky === undefined || p.view.sticky === sticky) &&
        (!slugs || slugs.includes(p.slug)) &&
        (!categories || p.categoryIds.some((c) => categories.includes(c))) &&
        terms.every((t) => foldForSearch(p.searchText).includes(t)),
    )
    if (include && params.get('orderby') === 'include')
      items.sort((a, b) => include.indexOf(a.id) - include.indexOf(b.id))
    if (items.length > 0 && page > Math.ceil(items.length / perPage))
      return wpError('rest_post_invalid_page_number')
    return pageOf('posts', items, params, page, perPage, (posts) =>
      controls.shapeList(
        posts.map((p) => present(edit ? p.editView : p.view, postEmbedded(p), params)),
      ),
    )
  }

  /** `GET /posts/{id}`: a draft or the `edit` context for the preview account only. */
  function getPost(id, params, authenticated) {
    const post = allPosts().find((p) => p.id === id)
    if (!post) return wpError('rest_post_invalid_id')
    // WP_REST_Posts_Controller::get_item_permissions_check: a draft only for who may edit it.
    if (post.status !== 'publish' && !authenticated) return wpError('rest_forbidden')
    const edit = params.get('context') === 'edit'
    if (edit && !authenticated) return wpError('rest_forbidden_context', { what: 'this post' })
    const body = present(edit ? post.editView : post.view, postEmbedded(post), params)
    return { status: 200, body: controls.shapeItem(body, id) }
  }

  /** `GET /posts/{id}/autosaves` (WP_REST_Autosaves_Controller), the preview account only. */
  function listAutosaves(id, authenticated) {
    if (!reps.posts.some((p) => p.id === id)) return wpError('rest_post_invalid_parent')
    if (!authenticated) return wpError('rest_cannot_read')
    const body = reps.autosaves.filter((save) => save.parent === id).map((save) => save.view)
    return { status: 200, body, headers: { Allow: 'GET, POST' } }
  }

  /** `GET /categories`: `page`, `per_page`, `hide_empty`, `orderby` (`name`, `count`), `order`. */
  function listCategories(params) {
    const { page, perPage } = paging(params)
    const hideEmpty = ['1', 'true'].includes(params.get('hide_empty'))
    const byName = (a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' })
    const byCount = (a, b) => a.count - b.count || a.id - b.id
    const items = [...reps.categories.values()]
      .filter((t) => !hideEmpty || t.count > 0)
      .sort(params.get('orderby') === 'count' ? byCount : byName)
    if (params.get('order') === 'desc') items.reverse()
    return pageOf('categories', items, params, page, perPage, (terms) =>
      terms.map((t) => present(t.view, null, params)),
    )
  }

  /** The generated images under /wp-content/uploads/; WordPress's 404 page for anything else. */
  function serveUpload(req, res, path) {
    const prefix = '/wp-content/uploads/'
    const file =
      path.startsWith(prefix) && uploads.get(decodeURIComponent(path.slice(prefix.length)))
    if (file && (req.method === 'GET' || req.method === 'HEAD'))
      return send(req, res, 200, ANSWERS.uploadHeaders, file)
    send(req, res, 404, HTML_HEADERS, '<h1>Not Found</h1>\n')
  }

  return {
    url,
    apiUrl: api,
    close() {
      closing.abort()
      return new Promise((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()))
        server.closeAllConnections()
      })
    },
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const demo = await startDemoWordPress({
    port: Number(process.env.DEMO_WORDPRESS_PORT ?? 3100),
    host: process.env.DEMO_WORDPRESS_HOST ?? '127.0.0.1',
  })
  console.log(`Demo WordPress: ${demo.apiUrl}`)
  const stop = () => demo.close().then(() => process.exit(0))
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, stop)
}
