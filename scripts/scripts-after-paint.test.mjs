import http from 'node:http'
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createStreamRewriter,
  rewriteDocument,
  rewrittenPage,
  rewriteHtmlResponses,
} from './scripts-after-paint.mjs'

const require = createRequire(import.meta.url)

/** Next.js's bootstrap script, as it writes it: the page's chunk group given to Turbopack's runtime. */
const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(' +
  '{"otherChunks":["static/chunks/boot.js","static/chunks/one.js"],"runtimeModuleIds":[94553]});'

/** A page as React and Next.js write it, shortened: chunks in <head>, the bootstrap in <body>. */
const PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-two.js" async=""></script>' +
  '<title>Mentions légales | Vincent Roques Avocat</title>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><h1>Médiation « conventionnelle »</h1><p>Texte de l’article : 1\u202f000 €.</p></main>' +
  '<script type="application/ld+json">{"@type":"LegalService"}</script>' +
  '<script src="https://example.org/other.js" async=""></script>' +
  `<script id="_R_">${BOOTSTRAP}</script>` +
  '<script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'

describe('rewriteDocument', () => {
  const out = rewriteDocument(PAGE)

  it('takes the chunks out of <head> and puts the loader, holding their URLs, first', () => {
    expect(out).not.toContain('<script src="/_next/static/chunks/one.js" async="">')
    expect(out).not.toContain('<script src="/_next/static/chunks/turbopack-two.js" async="">')
    expect(out.indexOf('<script>(function(q){')).toBe(
      out.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length,
    )
    expect(out).toContain(
      '})(["/_next/static/chunks/one.js","/_next/static/chunks/turbopack-two.js"])</script>',
    )
    expect(out.indexOf('(function(q){')).toBeLessThan(out.indexOf('rel="stylesheet"'))
  })

  it('turns a chunk of <body> into a call to the loader, in place', () => {
    expect(out).toContain(
      '<script>self.__loadAfterPaint("/_next/static/chunks/boot.js")</script><script>(self.__next_f',
    )
  })

  it('gives the framework’s bootstrap to the loader, or runs it at once without one', () => {
    const deferred = `<script id="_R_">(self.__afterChunks||function(f){f()})(function(){${BOOTSTRAP}})</script>`
    expect(out).toContain(deferred)
    // A page whose <head> has no chunk has no loader: the same script then pushes at once.
    const context = { self: {} }
    context.globalThis = context
    vm.runInNewContext(deferred.slice('<script id="_R_">'.length, -'</script>'.length), context)
    expect(context.TURBOPACK).toEqual([
      {
        otherChunks: ['static/chunks/boot.js', 'static/chunks/one.js'],
        runtimeModuleIds: [94553],
      },
    ])
  })

  it('gives every bootstrap of the page to the loader, whatever the script tag’s attributes', () => {
    const page =
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
      `<script nonce="abc" id="_R_">${BOOTSTRAP}</script><p>x</p><script>${BOOTSTRAP}</script></body></html>`
    const wrapped = `(self.__afterChunks||function(f){f()})(function(){${BOOTSTRAP}})`
    expect(rewriteDocument(page)).toContain(
      `<script nonce="abc" id="_R_">${wrapped}</script><p>x</p><script>${wrapped}</script>`,
    )
  })

  it('leaves alone a bootstrap written otherwise, or the same text inside another script', () => {
    const other = '<script>(globalThis["CHUNKS"] || (globalThis["CHUNKS"] = [])).push({});</script>'
    const later = `<script>x;${BOOTSTRAP}</script>`
    const afterTag = `<script>x</script><b>${BOOTSTRAP}</b>`
    const inside = `<script>self.__next_f.push([1,"x ${BOOTSTRAP.replaceAll('"', '\\"')}"])</script>`
    const quoted = `<p>${BOOTSTRAP}</p>`
    for (const body of [other, inside, quoted, later, afterTag]) {
      const page = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${body}</body></html>`
      expect(rewriteDocument(page)).toContain(body)
    }
  })

  it('leaves everything else as it was', () => {
    for (const kept of [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="https://example.org/other.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"LegalService"}</script>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
      '<p>Texte de l’article : 1\u202f000 €.</p>',
    ])
      expect(out).toContain(kept)
    const withoutChanges = out
      .replace(/<script>\(function\(q\)\{.*?<\/script>/, '')
      .replace('<script>self.__loadAfterPaint("/_next/static/chunks/boot.js")</script>', '')
      .replace(`(self.__afterChunks||function(f){f()})(function(){${BOOTSTRAP}})`, BOOTSTRAP)
    expect(withoutChanges).toBe(
      PAGE.replace(/<script src="\/_next\/static\/chunks\/[\w-]+\.js" async=""><\/script>/g, ''),
    )
  })

  it('leaves a text without </head>, or without chunks, unchanged', () => {
    expect(rewriteDocument('<p>fragment</p>')).toBe('<p>fragment</p>')
    const plain = '<html><head><title>x</title></head><body>y</body></html>'
    expect(rewriteDocument(plain)).toBe(plain)
  })
})

describe('createStreamRewriter', () => {
  it('gives the same page whatever the pieces it arrives in', () => {
    const expected = rewriteDocument(PAGE)
    for (let cut = 0; cut <= PAGE.length; cut++) {
      const rewriter = createStreamRewriter()
      const got =
        rewriter.push(PAGE.slice(0, cut)) + rewriter.push(PAGE.slice(cut)) + rewriter.end()
      expect(got, `cut at ${cut}`).toBe(expected)
    }
    for (let size = 1; size <= 40; size += 3) {
      const rewriter = createStreamRewriter()
      let got = ''
      for (let at = 0; at < PAGE.length; at += size) got += rewriter.push(PAGE.slice(at, at + size))
      expect(got + rewriter.end(), `pieces of ${size}`).toBe(expected)
    }
  })

  it('sends <body> as it comes once <head> is done, holding back only an unfinished tag', () => {
    const rewriter = createStreamRewriter()
    expect(rewriter.push('<html><head><meta charSet="utf-8"/>')).toBe('')
    expect(rewriter.push('</head><body><h1>Blog</h1>')).toContain('<h1>Blog</h1>')
    expect(rewriter.push('<p>Chargement…</p><scr')).toBe('<p>Chargement…</p>')
    expect(rewriter.push('ipt src="/_next/static/chunks/x.js" async=""></script>')).toBe(
      '<script>self.__loadAfterPaint("/_next/static/chunks/x.js")</script>',
    )
  })
})

/**
 * Runs the loader of a rewritten page in a bare context with a fake `document`.
 * @param {{ visibility?: string, paintTiming?: boolean }} options
 */
function runLoader({ visibility = 'visible', paintTiming = true } = {}) {
  const loader = /<script>(\(function\(q\)\{.*?)<\/script>/.exec(rewriteDocument(PAGE))?.[1]
  const added = []
  const frames = []
  const timers = []
  const observers = []
  /** Messages posted to the loader's channel and not yet delivered, each a task of its own. */
  const messages = []
  /** The scripts in the page, by URL: those the loader added, and any added by a test. */
  const scripts = new Map()
  /** Ends the loading of the script of `url`: `load` or `error`, as a browser would. */
  const settle = (url, type = 'load') => {
    const script = scripts.get(url)
    script[`on${type}`]({ type })
  }
  const context = {
    document: {
      visibilityState: visibility,
      createElement: () => ({
        remove() {
          scripts.delete(this.src)
        },
      }),
      head: {
        appendChild: (script) => {
          added.push(`${script.src}${script.async ? ' async' : ''}`)
          scripts.set(script.src, script)
        },
      },
      querySelector: (selector) =>
        scripts.get(/^script\[src="([^"]+)"\]$/.exec(selector)?.[1] ?? '') ?? null,
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    MessageChannel: class {
      constructor() {
        const port1 = { onmessage: null }
        this.port1 = port1
        this.port2 = { postMessage: (data) => messages.push(() => port1.onmessage?.({ data })) }
      }
    },
  }
  if (paintTiming) {
    context.PerformanceObserver = class {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      constructor(callback) {
        this.callback = callback
        this.connected = false
        observers.push(this)
      }
      observe(options) {
        expect(options).toEqual({ type: 'paint', buffered: true })
        this.connected = true
      }
      disconnect() {
        this.connected = false
      }
      report(name) {
        if (this.connected)
          this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this)
      }
    }
  }
  context.self = context
  vm.runInNewContext(String(loader), context)
  return { added, frames, timers, messages, observers, context, scripts, settle }
}

/**
 * Delivers, in order, the messages the loader posted to itself, including those posted meanwhile:
 * the tasks in which it adds one chunk each.
 * @param {(() => void)[]} messages
 * @returns {number} how many were delivered.
 */
function deliverMessages(messages) {
  let delivered = 0
  for (let message; (message = messages.shift()); delivered++) message()
  return delivered
}

/**
 * Runs, in order, the loader's zero-delay timers not yet run.
 * @param {{ callback: () => void, ms: number, done?: boolean }[]} timers
 */
function runZeroDelayTimers(timers) {
  for (let timer; (timer = timers.find(({ ms, done }) => ms === 0 && !done));) {
    timer.done = true
    timer.callback()
  }
}

/**
 * Starts the loader of `runLoader` (the first contentful paint reported, its messages delivered) and
 * loads both chunks of <head>.
 * @param {ReturnType<typeof runLoader>} loader
 */
function loadHeadChunks({ messages, observers, settle }) {
  observers[0].report('first-contentful-paint')
  deliverMessages(messages)
  settle('/_next/static/chunks/one.js')
  settle('/_next/static/chunks/turbopack-two.js')
}

describe('the loader, in the browser', () => {
  it('adds the chunks once the first contentful paint is reported, one a task, in order', () => {
    const { added, frames, timers, messages, observers, context } = runLoader()
    context.__loadAfterPaint('/_next/static/chunks/boot.js')
    frames.forEach((frame) => frame())
    observers[0].report('first-paint')
    expect(added).toEqual([])
    observers[0].report('first-contentful-paint')
    expect(added).toEqual(['/_next/static/chunks/one.js async'])
    // The next chunk waits for a task of its own: a message, never a timer a fake clock can stop.
    expect(messages).toHaveLength(1)
    expect(timers.map(({ ms }) => ms)).toEqual([3000])
    expect(deliverMessages(messages)).toBe(3)
    expect(added).toEqual([
      '/_next/static/chunks/one.js async',
      '/_next/static/chunks/turbopack-two.js async',
      '/_next/static/chunks/boot.js async',
    ])
    context.__loadAfterPaint('/_next/static/chunks/later.js')
    expect(added.at(-1)).toBe('/_next/static/chunks/later.js async')
  })

  it('takes a chunk of <body> met while it is adding the others in turn', () => {
    const { added, messages, observers, context } = runLoader()
    observers[0].report('first-contentful-paint')
    context.__loadAfterPaint('/_next/static/chunks/boot.js')
    expect(added).toHaveLength(1)
    deliverMessages(messages)
    expect(added).toEqual([
      '/_next/static/chunks/one.js async',
      '/_next/static/chunks/turbopack-two.js async',
      '/_next/static/chunks/boot.js async',
    ])
  })

  it('adds them 3 s after the first frame when no contentful paint is reported, and only once', () => {
    const { added, frames, timers, messages, observers } = runLoader()
    frames.forEach((frame) => frame())
    expect(timers.map(({ ms }) => ms)).toEqual([3000])
    timers[0].callback()
    deliverMessages(messages)
    expect(added).toHaveLength(2)
    observers[0].report('first-contentful-paint')
    timers[0].callback()
    deliverMessages(messages)
    expect(added).toHaveLength(2)
  })

  it('adds them after the first frame where Paint Timing does not exist', () => {
    const { added, frames, timers, messages } = runLoader({ paintTiming: false })
    expect(added).toEqual([])
    frames.forEach((frame) => frame())
    expect(timers.map(({ ms }) => ms)).toEqual([0])
    runZeroDelayTimers(timers)
    deliverMessages(messages)
    expect(added).toHaveLength(2)
  })

  it('starts the framework in a task of its own once every chunk has loaded or failed', () => {
    const { added, messages, observers, context, scripts, settle } = runLoader()
    let starts = 0
    // The bootstrap comes before the last chunk of <body>, as Next.js writes them.
    context.__afterChunks(() => starts++)
    context.__loadAfterPaint('/_next/static/chunks/boot.js')
    deliverMessages(messages)
    expect(added).toEqual([])
    observers[0].report('first-contentful-paint')
    deliverMessages(messages)
    expect(added).toHaveLength(3)
    expect(starts).toBe(0)
    settle('/_next/static/chunks/turbopack-two.js')
    settle('/_next/static/chunks/boot.js')
    deliverMessages(messages)
    expect(starts).toBe(0)
    // The last chunk fails: it leaves the page, so that Turbopack's runtime fetches it again.
    settle('/_next/static/chunks/one.js', 'error')
    expect(scripts.has('/_next/static/chunks/one.js')).toBe(false)
    expect(starts).toBe(0)
    expect(deliverMessages(messages)).toBe(1)
    expect(starts).toBe(1)
    // A chunk added later (by a page's own code) starts nothing again.
    context.__loadAfterPaint('/_next/static/chunks/later.js')
    settle('/_next/static/chunks/later.js')
    deliverMessages(messages)
    expect(starts).toBe(1)
  })

  it('waits for a chunk of <body> queued after the bootstrap, when the others had loaded', () => {
    const loader = runLoader()
    const { added, messages, context, settle } = loader
    loadHeadChunks(loader)
    let starts = 0
    // A streamed page: the bootstrap and the chunk after it arrive once the others have loaded.
    context.__afterChunks(() => starts++)
    context.__loadAfterPaint('/_next/static/chunks/boot.js')
    deliverMessages(messages)
    expect(added.at(-1)).toBe('/_next/static/chunks/boot.js async')
    expect(starts).toBe(0)
    settle('/_next/static/chunks/boot.js')
    deliverMessages(messages)
    expect(starts).toBe(1)
  })

  it('waits for every chunk when one loads before the next is added', () => {
    const { added, messages, observers, context, settle } = runLoader()
    let starts = 0
    context.__afterChunks(() => starts++)
    observers[0].report('first-contentful-paint')
    settle('/_next/static/chunks/one.js')
    deliverMessages(messages)
    expect(added).toHaveLength(2)
    expect(starts).toBe(0)
    settle('/_next/static/chunks/turbopack-two.js')
    deliverMessages(messages)
    expect(starts).toBe(1)
  })

  it('starts a framework given once the chunks are there in a task of its own', () => {
    const loader = runLoader()
    const { messages, context } = loader
    loadHeadChunks(loader)
    let starts = 0
    context.__afterChunks(() => starts++)
    expect(starts).toBe(0)
    deliverMessages(messages)
    expect(starts).toBe(1)
  })

  it('does not add a chunk that the page already has', () => {
    const { added, messages, observers, context, scripts } = runLoader()
    // Turbopack's runtime adds a chunk it needs and does not find.
    scripts.set('/_next/static/chunks/boot.js', {})
    observers[0].report('first-contentful-paint')
    context.__loadAfterPaint('/_next/static/chunks/boot.js')
    deliverMessages(messages)
    expect(added).toEqual([
      '/_next/static/chunks/one.js async',
      '/_next/static/chunks/turbopack-two.js async',
    ])
  })

  it('adds them at once in a hidden tab', () => {
    const { added, frames, messages } = runLoader({ visibility: 'hidden' })
    deliverMessages(messages)
    expect(added).toHaveLength(2)
    expect(frames).toHaveLength(0)
  })
})

describe('rewriteHtmlResponses', () => {
  /** @type {http.Server | undefined} */
  let server
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))))

  /**
   * Serves `handler` behind the rewrite (and compression, as scripts/server.mjs does) and requests
   * it once.
   * @param {(res: http.ServerResponse) => void} handler
   * @param {{ method?: string, gzip?: boolean, headers?: Record<string, string> }} options
   */
  async function serve(handler, { method = 'GET', gzip = false, headers = {} } = {}) {
    const compress = require('next/dist/compiled/compression')()
    server = http.createServer((req, res) => {
      compress(req, res, () => {})
      rewriteHtmlResponses(res)
      handler(res)
    })
    await new Promise((resolve) => server?.listen(0, '127.0.0.1', () => resolve(undefined)))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method,
      headers: { 'accept-encoding': gzip ? 'gzip' : 'identity', ...headers },
    })
    const bytes = Buffer.from(await response.arrayBuffer())
    return { response, bytes }
  }

  it('rewrites a page written in one piece and sends its new length', async () => {
    const { response, bytes } = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Content-Length', Buffer.byteLength(PAGE))
      res.end(PAGE)
    })
    expect(bytes.toString()).toBe(rewriteDocument(PAGE))
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
  })

  /** Serves PAGE in one piece, as Next.js serves a cached page. @param {http.ServerResponse} res */
  const cachedPage = (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(PAGE)
  }
  const etagOfPage = `W/"${createHash('sha1').update(rewriteDocument(PAGE)).digest('base64url')}"`

  it('tags the page it sends and serves the same bytes and tag on a second visit', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const { response, bytes } = await serve(cachedPage)
      expect(bytes.toString()).toBe(rewriteDocument(PAGE))
      expect(response.headers.get('etag')).toBe(etagOfPage)
      await new Promise((resolve) => server?.close(resolve))
      server = undefined
    }
    expect(rewrittenPage(PAGE)).toMatchObject({
      page: Buffer.from(rewriteDocument(PAGE)),
      etag: etagOfPage,
    })
  })

  it('answers 304 without a body to a GET that names the page’s tag, compressed or not', async () => {
    for (const gzip of [false, true]) {
      const { response, bytes } = await serve(cachedPage, {
        gzip,
        // A browser's revalidation; fetch would otherwise add `Cache-Control: no-cache`, which asks
        // for the full page.
        headers: { 'if-none-match': `"other", ${etagOfPage}`, 'cache-control': 'max-age=0' },
      })
      expect(response.status).toBe(304)
      expect(response.headers.get('etag')).toBe(etagOfPage)
      expect(bytes.length).toBe(0)
      await new Promise((resolve) => server?.close(resolve))
      server = undefined
    }
    const changed = await serve(cachedPage, { headers: { 'if-none-match': 'W/"an-older-one"' } })
    expect(changed.response.status).toBe(200)
    expect(changed.bytes.toString()).toBe(rewriteDocument(PAGE))
  })

  it('answers a POST in full, and leaves the tag of a page or of an error alone', async () => {
    const post = await serve(cachedPage, {
      method: 'POST',
      headers: { 'if-none-match': etagOfPage },
    })
    expect(post.response.status).toBe(200)
    expect(post.bytes.toString()).toBe(rewriteDocument(PAGE))
    await new Promise((resolve) => server?.close(resolve))
    server = undefined

    const tagged = await serve((res) => {
      res.setHeader('ETag', '"set-by-the-page"')
      cachedPage(res)
    })
    expect(tagged.response.headers.get('etag')).toBe('"set-by-the-page"')
    await new Promise((resolve) => server?.close(resolve))
    server = undefined

    const missing = await serve((res) => {
      res.statusCode = 404
      cachedPage(res)
    })
    expect(missing.response.status).toBe(404)
    expect(missing.response.headers.get('etag')).toBeNull()
    expect(missing.bytes.toString()).toBe(rewriteDocument(PAGE))
  })

  it('rewrites a streamed page cut anywhere, even inside a character or a tag', async () => {
    const page = Buffer.from(PAGE)
    const { response, bytes } = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      for (let at = 0; at < page.length; at += 7) res.write(page.subarray(at, at + 7))
      res.end()
    })
    expect(bytes.toString()).toBe(rewriteDocument(PAGE))
    expect(response.headers.get('content-length')).toBeNull()
  })

  it('compresses the rewritten page', async () => {
    const { response, bytes } = await serve(
      (res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(PAGE)
      },
      { gzip: true },
    )
    expect(response.headers.get('content-encoding')).toBe('gzip')
    // fetch has decompressed the body: what compression received was the rewritten page.
    expect(bytes.toString()).toBe(rewriteDocument(PAGE))
  })

  it('passes an already encoded page on untouched (a proxied answer)', async () => {
    const encoded = gzipSync(PAGE)
    const { response, bytes } = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Content-Encoding', 'gzip')
      res.write(encoded.subarray(0, 10))
      res.end(encoded.subarray(10))
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    // fetch has decompressed the body, which was neither rewritten nor compressed twice.
    expect(bytes.toString()).toBe(PAGE)
  })

  it('leaves other answers alone, and drops the old length of a HEAD answer', async () => {
    const json = JSON.stringify({ html: PAGE })
    const { bytes } = await serve((res) => {
      res.setHeader('Content-Type', 'application/json')
      res.end(json)
    })
    expect(bytes.toString()).toBe(json)
    const head = await serve(
      (res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Content-Length', Buffer.byteLength(PAGE))
        res.end()
      },
      { method: 'HEAD' },
    )
    expect(head.response.status).toBe(200)
    expect(head.response.headers.get('content-length')).toBeNull()
  })
})
