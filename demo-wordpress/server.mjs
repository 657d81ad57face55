/**
 * Demo WordPress: a stand-in for the practice's WordPress REST API, answering the calls the site
 * makes. It lets the site run without a real WordPress and lets browser tests put the blog in
 * every state (errors, HTML instead of JSON, empty, malformed, slow) through /__demo/*
 * (test-controls.mjs).
 */
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { autosaves, drafts } from './data/drafts.mjs'
import { DEMO_PREVIEW } from './preview-account.mjs'
import { articles } from './data/index.mjs'
import { author, categories as siteCategories } from './data/site.mjs'
import { foldForSearch, phpJsonEncode } from './lib/format.mjs'
import { buildRepresentations, prepareContent, renderUploads } from './lib/model.mjs'
import {
  ParamErrors,
  boolParam,
  buildPageUrl,
  enumParam,
  fieldTree,
  filterFields,
  intListParam,
  intParam,
  isFieldIncluded,
  parseList,
  parseQuery,
} from './lib/params.mjs'
import { createTestControls } from './test-controls.mjs'

export { DEMO_PREVIEW }

/** Content and image bytes never change, so they are computed once per process and shared by all servers. */
let sharedContent
function loadContent() {
  sharedContent ??= (() => {
    const content = prepareContent([...articles, ...drafts])
    return { content, uploads: renderUploads(content.media) }
  })()
  return sharedContent
}

const NO_ROUTE = {
  status: 404,
  body: {
    code: 'rest_no_route',
    message: 'No route was found matching the URL and request method.',
    data: { status: 404 },
  },
}

const wpError = (status, code, message) => ({ status, body: { code, message, data: { status } } })

const POST_STATUSES = [
  'publish',
  'future',
  'draft',
  'pending',
  'private',
  'trash',
  'auto-draft',
  'inherit',
  'request-pending',
  'request-confirmed',
  'request-failed',
  'request-completed',
  'any',
]
/** Collection arguments whose schema type is `array` in posts, categories and users alike. */
const ARRAY_ARGS = new Set([
  'author',
  'author_exclude',
  'categories',
  'categories_exclude',
  'exclude',
  'include',
  'roles',
  'slug',
  'status',
  'tags',
  'tags_exclude',
  'search_columns',
  'capabilities',
])

const POST_ORDERBY = [
  'author',
  'date',
  'id',
  'include',
  'modified',
  'parent',
  'relevance',
  'slug',
  'include_slugs',
  'title',
]

/**
 * Starts a demo WordPress HTTP server.
 * @param {object} [options]
 * @param {number} [options.port=3100] TCP port; 0 lets the OS pick a free one (the returned URL has the real port).
 * @param {string} [options.host='127.0.0.1'] interface to listen on.
 * @param {number} [options.delayMs=0] milliseconds added before every REST answer; also the value /__demo/reset returns to.
 * @param {string} [options.publicUrl] base URL written into links and image URLs when clients reach the
 *   server under another address (containers); defaults to the listening address.
 * @returns {Promise<{ url: string, apiUrl: string, close: () => Promise<void> }>} `url` has no trailing
 *   slash, `apiUrl` is `url + '/wp-json/wp/v2'`. Rejects if the port cannot be bound.
 */
export async function startDemoWordPress({
  port = 3100,
  host = '127.0.0.1',
  delayMs = 0,
  publicUrl,
} = {}) {
  const { content, uploads } = loadContent()
  const controls = createTestControls({
    delayMs,
    isKnownSlug: (slug) => reps.posts.some((p) => p.slug === slug),
  })
  const timers = new Set()
  let reps

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end(`Demo WordPress failed: ${err?.stack ?? err}`)
      } else {
        res.destroy()
      }
    })
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const displayHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  const url = (publicUrl ?? `http://${displayHost}:${address.port}`).replace(/\/+$/, '')
  reps = buildRepresentations(
    url,
    content,
    { author, categories: siteCategories, autosaves },
    uploads,
  )
  const api = `${url}/wp-json/wp/v2`

  function wait(ms) {
    if (!ms) return Promise.resolve()
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t)
        resolve()
      }, ms)
      timers.add(t)
    })
  }

  function restHeaders(extra = {}) {
    return {
      'X-Robots-Tag': 'noindex',
      Link: `<${url}/wp-json/>; rel="https://api.w.org/"`,
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
      'Access-Control-Allow-Headers':
        'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
      ...extra,
    }
  }

  function send(req, res, status, headers, body) {
    if (res.destroyed) return
    const cors = req.headers.origin
      ? {
          'Access-Control-Allow-Origin': req.headers.origin,
          'Access-Control-Allow-Methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Credentials': 'true',
          Vary: 'Origin',
        }
      : req.method === 'GET' && headers['Content-Type']?.startsWith('application/json')
        ? // rest_send_cors_headers(): an anonymous GET without Origin still gets `Vary: Origin`.
          { Vary: 'Origin' }
        : {}
    const buf = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
    res.writeHead(status, { ...headers, ...cors, 'Content-Length': buf.length })
    res.end(req.method === 'HEAD' ? undefined : buf)
  }

  function sendJson(req, res, result, extraHeaders = {}) {
    send(
      req,
      res,
      result.status,
      restHeaders({ ...extraHeaders, 'Content-Type': 'application/json; charset=UTF-8' }),
      phpJsonEncode(result.body),
    )
  }

  async function handle(req, res) {
    const u = new URL(req.url ?? '/', 'http://localhost')
    const path = u.pathname

    if (path.startsWith('/__demo/')) {
      const { status, value } = await controls.handle(req, path)
      return send(
        req,
        res,
        status,
        { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
        JSON.stringify(value),
      )
    }

    let route
    if (path === '/wp-json' || path.startsWith('/wp-json/')) route = path.slice('/wp-json'.length)
    else if (u.searchParams.has('rest_route')) route = u.searchParams.get('rest_route') ?? '/'
    route = route === undefined ? undefined : route.replace(/\/+$/, '') || '/'
    controls.record(req, path, route)

    if (route === undefined) return serveStatic(req, res, path)

    const params = parseQuery(u.searchParams)
    params.delete('rest_route')
    await wait(controls.delayFor(route))
    if (res.destroyed) return
    const fault = controls.faultFor(route)
    if (fault?.json) return sendJson(req, res, fault.json)
    if (fault?.html)
      return send(req, res, 200, { 'Content-Type': 'text/html; charset=UTF-8' }, fault.html)

    const result = dispatch(req.method ?? 'GET', route, params, isPreviewAccount(req))
    // rest_send_allow_header(): every answer of a matched route carries `Allow`, errors included.
    const matched = result.body?.code !== 'rest_no_route'
    sendJson(req, res, result, matched ? { Allow: 'GET', ...result.headers } : result.headers)
  }

  /**
   * Whether the request authenticates as DEMO_PREVIEW. Like WordPress, wrong credentials are not
   * an error by themselves: the request is then anonymous, and drafts answer 401.
   */
  function isPreviewAccount(req) {
    const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')
    if (!match) return false
    const decoded = Buffer.from(match[1], 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    const strip = (value) => value.replace(/[^a-z\d]/gi, '')
    return (
      colon > 0 &&
      decoded.slice(0, colon) === DEMO_PREVIEW.user &&
      strip(decoded.slice(colon + 1)) === strip(DEMO_PREVIEW.applicationPassword)
    )
  }

  /**
   * Routes one REST request; returns { status, body, headers? }. Only the routes the site reads
   * (docs/specification.md « WordPress calls », and the draft preview's) exist; any other answers
   * WordPress's 404 `rest_no_route`, as do writes, which the site never makes.
   */
  function dispatch(method, route, params, authenticated = false) {
    if (method !== 'GET' && method !== 'HEAD') return NO_ROUTE
    const autosave = /^\/wp\/v2\/posts\/(\d+)\/autosaves$/.exec(route)
    if (autosave) return listAutosaves(Number(autosave[1]), params, authenticated)
    const m = /^\/wp\/v2\/(posts|categories)(?:\/(\d+))?$/.exec(route)
    if (!m) return NO_ROUTE
    const [, resource, idText] = m
    const id = idText === undefined ? undefined : Number(idText)
    if (resource === 'posts')
      return id === undefined
        ? listPosts(params, authenticated)
        : getPost(id, params, authenticated)
    return id === undefined ? listCategories(params) : getTerm(reps.categories.get(id), params)
  }

  /** Reads `_fields` and `_embed` the way WP_REST_Server and rest_filter_response_fields do. */
  function outputOptions(params) {
    const fieldsList = parseList(params.get('_fields'))
    const fields = fieldsList && fieldsList.length ? fieldsList.map((f) => f.trim()) : undefined
    let embed = false
    if (params.has('_embed')) {
      const raw = params.get('_embed')
      embed =
        raw === '' || raw === 'true' || raw === '1' || raw === undefined ? true : parseList(raw)
    }
    return { fields, embed }
  }

  /**
   * Shapes one item for output. `_links` only survives `_fields` when asked for, and `_embedded`
   * is built from the item's links before field filtering, like the real server.
   */
  function present(item, embedded, { fields, embed }) {
    let out = { ...item }
    let emb
    if (
      embed &&
      embedded &&
      (!fields || isFieldIncluded('_embedded', fields) || isFieldIncluded('_links', fields))
    ) {
      emb = embedded(embed)
    }
    if (fields) {
      const keep = isFieldIncluded('_links', fields) ? out : (({ _links, ...rest }) => rest)(out)
      out = filterFields(keep, fieldTree(fields))
      if (emb && !isFieldIncluded('_embedded', fields)) emb = undefined
    }
    if (emb && Object.keys(emb).length) out._embedded = emb
    return out
  }

  function postEmbedded(post) {
    return (embed) => {
      const wants = (rel) => embed === true || embed.includes(rel)
      const e = {}
      if (wants('author')) e.author = [reps.users.get(author.id).embed]
      if (post.mediaId && wants('wp:featuredmedia'))
        e['wp:featuredmedia'] = [reps.media.get(post.mediaId).embed]
      if (wants('wp:term'))
        e['wp:term'] = [post.categoryIds.map((cid) => reps.categories.get(cid).embed), []]
      return e
    }
  }

  /** Pagination headers and Link rel=prev/next exactly as WP_REST_Posts_Controller::get_items builds them. */
  /**
   * One page of a collection: its items presented with `embedded(item)`, and WordPress's
   * pagination headers (X-WP-Total, X-WP-TotalPages, Link).
   */
  function pageOf(collection, items, params, page, perPage, embedded = () => null) {
    const total = items.length
    const opts = outputOptions(params)
    return {
      status: 200,
      body: items
        .slice((page - 1) * perPage, page * perPage)
        .map((item) => present(item.view, embedded(item), opts)),
      headers: collectionHeaders(collection, params, page, total, Math.ceil(total / perPage)),
    }
  }

  /** WordPress's 400 for a page past the last one of a non-empty post-type collection; else null. */
  function pastTheEnd(page, total, perPage) {
    if (total === 0 || page <= Math.ceil(total / perPage)) return null
    return wpError(
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    )
  }

  /** One item of a route such as `/categories/:id`, or WordPress's 404 `code` when it is absent. */
  function single(item, embedded, params, code, message) {
    if (!item) return wpError(404, code, message)
    return {
      status: 200,
      body: present(item.view, embedded, outputOptions(params)),
      headers: { Allow: 'GET' },
    }
  }

  function collectionHeaders(collection, params, page, total, totalPages) {
    const headers = {
      'X-WP-Total': String(total),
      'X-WP-TotalPages': String(totalPages),
      Allow: 'GET',
    }
    const base = `${api}/${collection}`
    // WP_REST_Request::sanitize_params() turns array-typed arguments into arrays before the links
    // are built, so `status=publish` comes back as `status%5B0%5D=publish`.
    params = new Map(
      [...params].map(([key, value]) =>
        ARRAY_ARGS.has(key) && !Array.isArray(value) ? [key, parseList(value)] : [key, value],
      ),
    )
    const links = []
    if (page > 1)
      links.push(
        `<${buildPageUrl(base, params, Math.min(page - 1, Math.max(totalPages, 1)))}>; rel="prev"`,
      )
    if (totalPages > page) links.push(`<${buildPageUrl(base, params, page + 1)}>; rel="next"`)
    if (links.length) headers.Link = links.join(', ')
    return headers
  }

  /** Every post, drafts included, with the editorial changes of /__demo/posts applied. */
  function allPosts() {
    return controls.edited(reps.posts)
  }

  /** The published posts (none in the `empty` mode). */
  function publishedPosts() {
    if (controls.noPosts) return []
    return allPosts().filter((p) => p.status === 'publish')
  }

  function listPosts(params, authenticated = false) {
    const errors = new ParamErrors()
    const context = enumParam(params, errors, 'context', ['view', 'embed', 'edit'], 'view')
    const page = intParam(params, errors, 'page', { def: 1, min: 1 })
    const perPage = intParam(params, errors, 'per_page', { def: 10, min: 1, max: 100 })
    const search = params.get('search')
    const exclude = intListParam(params, errors, 'exclude') ?? []
    const include = intListParam(params, errors, 'include') ?? []
    const offset = intParam(params, errors, 'offset', {})
    const order = enumParam(params, errors, 'order', ['asc', 'desc'], 'desc')
    const orderby = enumParam(params, errors, 'orderby', POST_ORDERBY, 'date')
    const slugs = parseList(params.get('slug'))
    const statuses = parseList(params.get('status')) ?? ['publish']
    const badStatus = statuses.findIndex((s) => !POST_STATUSES.includes(s))
    if (badStatus >= 0) {
      errors.add(
        'status',
        'rest_not_in_enum',
        `status[${badStatus}] is not one of ${POST_STATUSES.slice(0, -1).join(', ')}, and any.`,
      )
    }
    const cats = intListParam(params, errors, 'categories')
    const catsExclude = intListParam(params, errors, 'categories_exclude')
    const tags = intListParam(params, errors, 'tags')
    if (!errors.empty) return errors.toError()
    if (statuses.some((s) => s !== 'publish') && !authenticated) {
      errors.add('status', 'rest_forbidden_status', 'Status is forbidden.', { status: 401 })
      return errors.toError()
    }
    if (context === 'edit' && !authenticated)
      return wpError(
        401,
        'rest_forbidden_context',
        'Sorry, you are not allowed to edit posts in this context.',
      )
    if (orderby === 'relevance' && !search)
      return wpError(
        400,
        'rest_no_search_term_defined',
        'You need to define a search term to order by relevance.',
      )
    if (orderby === 'include' && !include.length)
      return wpError(
        400,
        'rest_orderby_include_missing_include',
        'You need to define an include parameter to order by include.',
      )

    let items = statuses.every((s) => s === 'publish')
      ? publishedPosts()
      : allPosts().filter((p) => statuses.includes('any') || statuses.includes(p.status))
    if (include.length) items = items.filter((p) => include.includes(p.id))
    if (exclude.length) items = items.filter((p) => !exclude.includes(p.id))
    if (slugs) items = items.filter((p) => slugs.includes(p.slug))
    if (cats) items = items.filter((p) => p.categoryIds.some((c) => cats.includes(c)))
    if (catsExclude)
      items = items.filter((p) => !p.categoryIds.some((c) => catsExclude.includes(c)))
    if (tags && tags.length) items = []
    if (typeof search === 'string' && search.trim()) {
      const terms = foldForSearch(search)
        .split(/[\s,+"]+/)
        .filter(Boolean)
      items = items.filter((p) => {
        const text = foldForSearch(p.searchText)
        return terms.every((t) => text.includes(t))
      })
    }
    items.sort(postComparator(orderby, order, include, slugs, search))

    const total = items.length
    const totalPages = Math.ceil(total / perPage)
    const invalidPage = pastTheEnd(page, total, perPage)
    if (invalidPage) return invalidPage
    const start = offset !== undefined ? offset : (page - 1) * perPage
    const opts = outputOptions(params)
    let body = items
      .slice(start, start + perPage)
      .map((p) => present(context === 'edit' ? p.editView : p.view, postEmbedded(p), opts))
    body = controls.shapeList(body)
    return {
      status: 200,
      body,
      headers: collectionHeaders('posts', params, page, total, totalPages),
    }
  }

  function postComparator(orderby, order, include, slugs, search) {
    const dir = order === 'asc' ? 1 : -1
    const byDate = (a, b) => a.dateGmt.localeCompare(b.dateGmt) * dir
    switch (orderby) {
      case 'id':
        return (a, b) => (a.id - b.id) * dir
      case 'title':
        return (a, b) =>
          a.titleRaw.localeCompare(b.titleRaw, 'fr', { sensitivity: 'base' }) * dir || byDate(a, b)
      case 'slug':
        return (a, b) => a.slug.localeCompare(b.slug) * dir
      case 'modified':
        return (a, b) => a.modifiedGmt.localeCompare(b.modifiedGmt) * dir || byDate(a, b)
      case 'include':
        return (a, b) => include.indexOf(a.id) - include.indexOf(b.id)
      case 'include_slugs':
        return slugs ? (a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug) : byDate
      case 'relevance': {
        // WP_Query's relevance puts whole-phrase title matches first, then falls back to date.
        const phrase = foldForSearch(search ?? '')
        const rank = (p) => (foldForSearch(p.titleRaw).includes(phrase) ? 0 : 1)
        return (a, b) => rank(a) - rank(b) || b.dateGmt.localeCompare(a.dateGmt)
      }
      default:
        return byDate
    }
  }

  function getPost(id, params, authenticated = false) {
    const post = (controls.noPosts ? [] : allPosts()).find((p) => p.id === id)
    if (!post) return wpError(404, 'rest_post_invalid_id', 'Invalid post ID.')
    // WP_REST_Posts_Controller::get_item_permissions_check: a draft only for who may edit it.
    if (post.status !== 'publish' && !authenticated)
      return wpError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.')
    const edit = params.get('context') === 'edit'
    if (edit && !authenticated)
      return wpError(401, 'rest_forbidden_context', 'Sorry, you are not allowed to edit this post.')
    let body = present(edit ? post.editView : post.view, postEmbedded(post), outputOptions(params))
    body = controls.shapeItem(body, id)
    return { status: 200, body, headers: { Allow: 'GET' } }
  }

  /**
   * `GET /posts/{id}/autosaves` (WP_REST_Autosaves_Controller): the post's autosaves, for an
   * authenticated client only; the raw fields in the `edit` context.
   */
  function listAutosaves(id, params, authenticated) {
    if (!allPosts().some((p) => p.id === id))
      return wpError(404, 'rest_post_invalid_parent', 'Invalid post parent ID.')
    if (!authenticated)
      return wpError(
        401,
        'rest_cannot_read',
        'Sorry, you are not allowed to view autosaves of this post.',
      )
    const edit = params.get('context') === 'edit'
    const withoutRaw = (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => edit || key !== 'raw')
              .map(([key, inner]) => [key, key === '_links' ? inner : withoutRaw(inner)]),
          )
        : value
    const body = reps.autosaves
      .filter((save) => save.parent === id)
      .map((save) => present(withoutRaw(save.view), null, outputOptions(params)))
    return { status: 200, body, headers: { Allow: 'GET, POST' } }
  }

  function termCollection(all, params, collection) {
    const errors = new ParamErrors()
    const page = intParam(params, errors, 'page', { def: 1, min: 1 })
    const perPage = intParam(params, errors, 'per_page', { def: 10, min: 1, max: 100 })
    const exclude = intListParam(params, errors, 'exclude') ?? []
    const include = intListParam(params, errors, 'include') ?? []
    const order = enumParam(params, errors, 'order', ['asc', 'desc'], 'asc')
    const orderby = enumParam(
      params,
      errors,
      'orderby',
      ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'],
      'name',
    )
    const hideEmpty = boolParam(params, errors, 'hide_empty', false)
    const parent = intParam(params, errors, 'parent', {})
    const post = intParam(params, errors, 'post', {})
    if (!errors.empty) return errors.toError()
    const slugs = parseList(params.get('slug'))
    const search = params.get('search')

    let items = [...all]
    if (post !== undefined) {
      const p = reps.posts.find((x) => x.id === post)
      if (!p && post !== 0) return wpError(400, 'rest_post_invalid_id', 'Invalid post ID.')
      items = items.filter((t) => p?.categoryIds.includes(t.id))
    }
    if (include.length) items = items.filter((t) => include.includes(t.id))
    if (exclude.length) items = items.filter((t) => !exclude.includes(t.id))
    if (hideEmpty) items = items.filter((t) => t.count > 0)
    if (parent !== undefined && parent !== 0) items = []
    if (slugs) items = items.filter((t) => slugs.includes(t.slug))
    if (typeof search === 'string' && search) {
      const s = foldForSearch(search)
      items = items.filter(
        (t) => foldForSearch(t.name).includes(s) || foldForSearch(t.slug).includes(s),
      )
    }
    const dir = order === 'desc' ? -1 : 1
    const cmp =
      {
        id: (a, b) => a.id - b.id,
        include: (a, b) => include.indexOf(a.id) - include.indexOf(b.id),
        slug: (a, b) => a.slug.localeCompare(b.slug),
        count: (a, b) => a.count - b.count || a.id - b.id,
        description: (a, b) => a.view.description.localeCompare(b.view.description),
      }[orderby] ?? ((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }))
    items.sort((a, b) => cmp(a, b) * dir)

    return pageOf(collection, items, params, page, perPage)
  }

  function listCategories(params) {
    return termCollection([...reps.categories.values()], params, 'categories')
  }

  function getTerm(term, params) {
    return single(term, null, params, 'rest_term_invalid', 'Term does not exist.')
  }

  function serveStatic(req, res, path) {
    const prefix = '/wp-content/uploads/'
    const file = path.startsWith(prefix)
      ? uploads.get(decodeURIComponent(path.slice(prefix.length)))
      : undefined
    if (file && (req.method === 'GET' || req.method === 'HEAD')) {
      return send(
        req,
        res,
        200,
        {
          'Content-Type': 'image/png',
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Accept-Ranges': 'bytes',
        },
        file,
      )
    }
    send(
      req,
      res,
      404,
      { 'Content-Type': 'text/html; charset=UTF-8' },
      '<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>\n',
    )
  }

  return {
    url,
    apiUrl: api,
    /** Stops listening, cancels pending delayed answers and drops open connections. */
    close() {
      for (const t of timers) clearTimeout(t)
      timers.clear()
      return new Promise((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()))
        server.closeAllConnections()
      })
    },
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.DEMO_WORDPRESS_PORT ?? 3100)
  const host = process.env.DEMO_WORDPRESS_HOST ?? '127.0.0.1'
  const delayMs = Number(process.env.DEMO_WORDPRESS_DELAY_MS ?? 0)
  const publicUrl = process.env.DEMO_WORDPRESS_PUBLIC_URL || undefined
  const demo = await startDemoWordPress({ port, host, delayMs, publicUrl })
  console.log(`Demo WordPress: ${demo.apiUrl}`)
  const stop = () => {
    demo.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
