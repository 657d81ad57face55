/**
 * The demo WordPress's switches for tests and benchmarks, behind `/__demo/*`: faults that put the
 * blog in every state of docs/specification.md « Error catalogue », editorial changes, and what
 * the server received. GET /__demo/mode, /__demo/stats (requests per route), /__demo/log (the
 * latest REST requests); POST /__demo/mode { posts?, categories?, delayMs? }, /__demo/posts
 * { slug, hidden?, title?, sticky? }, /__demo/reset.
 */
import { readFileSync } from 'node:fs'
import { text } from 'node:stream/consumers'
import { z } from 'zod'
import { ANSWERS, texturize } from './lib/format.mjs'

/** The body of POST /__demo/mode. */
const MODE_PATCH = z.object({
  posts: z.enum(['normal', 'error', 'html', 'empty', 'bad-shape', 'slow']).optional(),
  categories: z.enum(['normal', 'error']).optional(),
  delayMs: z.number().nonnegative().optional(),
})
/** The body of POST /__demo/posts. */
const POST_EDIT = z.object({
  slug: z.string(),
  hidden: z.boolean().optional(),
  title: z.string().optional(),
  sticky: z.boolean().optional(),
})
/** Delay of the `slow` mode when no `delayMs` is set. */
const SLOW_DEFAULT_MS = 10_000
/** REST requests kept by /__demo/log. */
const LOG_LENGTH = 500

/** What wp_die() answers a REST request after a PHP fatal error (recovery mode). */
const CRITICAL_ERROR = ANSWERS.criticalError
/** A 200 HTML page where JSON was expected: a host or plugin intercepting /wp-json/. */
const HTML_PAGE = readFileSync(new URL('./data/database-error.html', import.meta.url), 'utf8')

/** A PHP array that lost its sequential keys, JSON-encoded as an object: a real broken payload. */
const withoutTitle = ({ title, ...rest }) => rest

/**
 * The test switches of one demo server.
 * @param {(slug: string) => boolean} isKnownSlug whether /__demo/posts may edit a post
 */
export function createTestControls(isKnownSlug) {
  const initialState = () => ({ posts: 'normal', categories: 'normal', delayMs: 0 })
  let state = initialState()
  /** Editorial changes by slug: `hidden` (unpublished), `title`, `sticky`. */
  let edits = new Map()
  let stats = {}
  /** The latest REST requests, for tests that check what the site asked (newest last). */
  let log = []

  return {
    /** Counts a request under its route (`/wp-json/…`, else its path), and logs REST ones. */
    record(req, path, route) {
      const key = route === undefined ? path : route === '/' ? '/wp-json' : `/wp-json${route}`
      stats[key] = (stats[key] ?? 0) + 1
      if (route === undefined) return
      const authorization = Boolean(req.headers.authorization)
      log.push({ method: req.method, url: req.url, authorization })
      if (log.length > LOG_LENGTH) log = log.slice(-LOG_LENGTH)
    },

    /** Milliseconds to wait before answering a REST request to `route`. */
    delayFor(route) {
      const slow = route.startsWith('/wp/v2/posts') && state.posts === 'slow'
      return slow ? state.delayMs || SLOW_DEFAULT_MS : state.delayMs
    },

    /** What answers in WordPress's stead: `{ json }` (a REST result), `{ html }`, or `null`. */
    faultFor(route) {
      if (route.startsWith('/wp/v2/posts')) {
        if (state.posts === 'error') return { json: CRITICAL_ERROR }
        if (state.posts === 'html') return { html: HTML_PAGE }
      }
      if (route.startsWith('/wp/v2/categories') && state.categories === 'error')
        return { json: CRITICAL_ERROR }
      return null
    },

    /** True in the `empty` mode: WordPress has no post at all. */
    get noPosts() {
      return state.posts === 'empty'
    },

    /** `posts` with the editorial changes applied, a hidden post a draft again. */
    edited(posts) {
      return posts.map((p) => {
        const edit = p.slug ? edits.get(p.slug) : undefined
        if (!edit) return p
        const status = edit.hidden ? 'draft' : p.status
        const title = edit.title === undefined ? p.view.title : { rendered: texturize(edit.title) }
        const sticky = edit.sticky ?? p.view.sticky
        const editTitle = { raw: edit.title ?? p.titleRaw, ...title }
        const editView = { ...p.editView, status, sticky, title: editTitle }
        return { ...p, status, view: { ...p.view, status, title, sticky }, editView }
      })
    },

    /** A posts collection, broken in the `bad-shape` mode: an object of posts without titles. */
    shapeList(body) {
      if (state.posts !== 'bad-shape') return body
      return Object.fromEntries(body.map((p, i) => [String(i + 1), withoutTitle(p)]))
    },

    /** One post's body, broken in the `bad-shape` mode: no title, its id a string. */
    shapeItem(body, id) {
      if (state.posts !== 'bad-shape') return body
      const rest = withoutTitle(body)
      return { ...rest, id: String(rest.id ?? id) }
    },

    /**
     * Answers a request to /__demo/*.
     * @returns {Promise<{ status: number, value: unknown }>} the JSON answer.
     */
    async handle(req, path) {
      if (path === '/__demo/mode' && req.method === 'GET') return ok(state)
      if (path === '/__demo/stats' && req.method === 'GET') return ok({ requests: stats })
      if (path === '/__demo/log' && req.method === 'GET') return ok({ requests: log })
      if (path === '/__demo/reset' && req.method === 'POST') {
        state = initialState()
        stats = {}
        log = []
        edits = new Map()
        return ok(state)
      }
      if (path === '/__demo/posts' && req.method === 'POST') {
        const edit = POST_EDIT.safeParse(await readJson(req))
        if (!edit.success || !isKnownSlug(edit.data.slug))
          return bad('Body must be { slug, hidden?, title?, sticky? } for a known slug.')
        const { slug, ...change } = edit.data
        edits.set(slug, { ...edits.get(slug), ...change })
        return ok({ slug, ...edits.get(slug) })
      }
      if (path === '/__demo/mode' && req.method === 'POST') {
        const patch = MODE_PATCH.safeParse(await readJson(req, {}))
        if (!patch.success) return bad(z.prettifyError(patch.error))
        state = { ...state, ...patch.data }
        return ok(state)
      }
      return { status: 404, value: { error: 'Unknown demo control endpoint.' } }
    },
  }
}

const ok = (value) => ({ status: 200, value })
const bad = (error) => ({ status: 400, value: { error } })

/** The request's JSON body; `empty` when it is blank, undefined when it is not JSON. */
async function readJson(req, empty) {
  try {
    const body = await text(req)
    return empty !== undefined && !body.trim() ? empty : JSON.parse(body)
  } catch {
    return undefined
  }
}
