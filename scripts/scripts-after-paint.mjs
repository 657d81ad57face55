/**
 * The site's JavaScript starts once the page has painted (README « Lighthouse », « Scripts after
 * the first paint »).
 *
 * Next.js writes each of its chunks as `<script src="/_next/static/…" async="">` in `<head>` (and
 * the bootstrap chunk at the end of the first screen's HTML). An async script runs as soon as it
 * arrives: on a phone, the framework's 130 KiB and the site's own compete with the stylesheet and
 * the fonts, and run before the first frame. Lighthouse's simulation then charges the largest paint
 * with every one of them (about 0.8 s under its slow 4G), where the same page without scripts paints
 * at once. Next.js has no setting for it, so the production server (scripts/server.mjs) rewrites
 * every HTML answer on its way out:
 *
 * - a small inline script is put first in `<head>`, before the stylesheet, so that it runs at once
 *   (an inline script after a stylesheet waits for it);
 * - each chunk of `<head>` becomes an entry of its list, and each chunk of `<body>` a call to it;
 * - it adds the chunks to the page once the browser reports the first contentful paint (Paint
 *   Timing, W3C), or one frame later where that report does not exist, at once in a hidden tab (no
 *   paint to wait for). Chunks are async scripts either way: their order never mattered;
 * - the inline script that starts the framework (Next.js's Turbopack bootstrap, which names the
 *   chunks it needs and the modules to run once they are there) waits until every chunk has loaded
 *   or failed, then runs in a task of its own. Left alone, the framework starts in the microtasks
 *   of the last chunk to arrive, nearly always React DOM's, the largest: one task of its
 *   evaluation and the framework's start together, 25 to 30 ms on this machine and four times that
 *   under Lighthouse's 4× CPU slowdown, counted as blocking time; apart, two shorter tasks (README
 *   « Lighthouse », « The framework's start in a task of its own »).
 *
 * The page is server-rendered HTML and works before its scripts (README « Without JavaScript »);
 * what waits is hydration: the mobile menu, the toasts, the carousel's buttons answer a few hundred
 * milliseconds later on a slow phone, after the text is on screen instead of before.
 *
 * The rewrite relies on how React writes those tags (`<script src="…" async=""></script>`, exactly);
 * a React that writes them otherwise leaves them untouched, and the browser tests, which need
 * hydrated pages, would say so.
 */

import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'

/** `fresh(requestHeaders, { etag })`: whether a conditional request names this version. */
const fresh =
  /** @type {(headers: import('node:http').IncomingHttpHeaders, response: { etag: string }) => boolean} */ (
    createRequire(import.meta.url)('next/dist/compiled/fresh')
  )

/** A script tag of a Next.js chunk as React writes it. Group 1: its URL. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g

/** Name of the global function, defined by the loader, that body chunks call. */
const LOAD = '__loadAfterPaint'

/** Name of the global function, defined by the loader, to which the framework's start is given. */
const AFTER_CHUNKS = '__afterChunks'

/**
 * How Next.js's bootstrap script begins (`getTurbopackChunkGroupBootstrap` in
 * next/dist/server/get-page-files.js, with the default chunk loading global): pushing the chunk
 * group of the page, `{ otherChunks, runtimeModuleIds }`, to Turbopack's runtime, which loads the
 * chunks it lacks and then runs the modules.
 */
const BOOTSTRAP = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push('

/**
 * The loader, run by the browser first thing in `<head>`, called with the URLs of the chunks of
 * `<head>` in document order (`q`). Written by hand as compact ES5, since it is in every page:
 * - `l(url)` adds `<script src=url async>` to `<head>`, unless the page has it already (Turbopack's
 *   runtime adds a chunk it needs and does not find); `g()` starts, once, `n()`, which adds the
 *   first queued URL and schedules itself for the next one in a task of its own, posted to a
 *   `MessageChannel`: adding a script costs the main thread a few milliseconds (the request is
 *   prepared there), and the nine or so chunks of a page added in one go made one task of 30 ms on
 *   this machine, 120 ms under Lighthouse's 4× CPU slowdown, all of it counted as blocking time.
 *   One chunk a task stays well under the 50 ms of a long task, and a tap between two is answered
 *   at once. A message rather than `setTimeout(n, 0)`: nested timers are clamped to 4 ms from the
 *   fifth (HTML « Timers »), throttled to one a second in a hidden tab, and stopped by a test's
 *   fake clock (Playwright's `page.clock`), none of which holds back a message;
 * - `self.__loadAfterPaint(url)`, called by the chunks of `<body>`, queues the URL before the start
 *   and loads it after;
 * - `self.__afterChunks(start)`, called by the framework's bootstrap (`deferBootstrap`), keeps
 *   `start` until the loader has started, has nothing left to add and every chunk it added has
 *   loaded or failed (`w`, the chunks in flight), then calls it in a task of its own (the same
 *   channel's message `1`, which checks again: a chunk of `<body>` queued since then, met by the
 *   parser after the bootstrap, is waited for too). A chunk whose request neither loads nor fails
 *   holds the start back, as it held back hydration, which needs the page's chunks, before this
 *   rewrite. A chunk that failed is taken out of the page: Turbopack's runtime, asked for it during
 *   hydration, does not find it and fetches it again, where it would otherwise wait for the `error`
 *   event of a script that has already failed (the chunks that the bootstrap names are only waited
 *   for by the runtime, never fetched, here as on any Next.js page);
 * - in a hidden tab it starts at once; otherwise when a `first-contentful-paint` entry is reported
 *   (PerformanceObserver, type `paint`), and in any case 3 s after the first frame (at the first
 *   frame's end where Paint Timing is not supported), so that a page without text gets its scripts.
 *   Every page of the site has text, so the 3 s are a safety net, never a visitor's wait. Not 1 s:
 *   headless Chromium, Lighthouse's, sometimes leaves the page's first frames undrawn for one whole
 *   second, and a second more when it happens twice (README « Lighthouse », « Why a run's first
 *   paint sometimes counts a second late »); a fallback of 1 s then fired just before the frame
 *   was shown and the scripts counted as downloaded before the first paint.
 */
const LOADER =
  '(function(q){var s=0,w=0,b=[],c=new MessageChannel;' +
  "function l(u){if(document.querySelector('script[src=\"'+u+'\"]'))return;" +
  'var e=document.createElement("script");e.src=u;e.async=!0;w++;' +
  'e.onload=e.onerror=function(v){v.type=="error"&&e.remove();w--;k()};' +
  'document.head.appendChild(e)}' +
  'function n(){var u=q.shift();u?(l(u),c.port2.postMessage(0)):k()}' +
  'function k(){s&&!w&&!q.length&&b.length&&c.port2.postMessage(1)}' +
  'c.port1.onmessage=function(m){if(!m.data)n();else if(!w&&!q.length){var f=b;b=[];for(var i=0;i<f.length;i++)f[i]()}};' +
  'function g(){s||(s=1,n())}' +
  `self.${LOAD}=function(u){q.push(u);s&&q.length==1&&n()};` +
  `self.${AFTER_CHUNKS}=function(f){b.push(f);k()};` +
  'if(document.visibilityState!="visible")return g();' +
  'var p=typeof PerformanceObserver=="function"&&' +
  '(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0;' +
  'p&&new PerformanceObserver(function(t,o){t.getEntriesByName("first-contentful-paint").length&&' +
  '(o.disconnect(),g())}).observe({type:"paint",buffered:!0});' +
  'requestAnimationFrame(function(){setTimeout(g,p?3e3:0)})})'

/**
 * Rewrites a document's `<head>` (everything before `</head>`): its chunk scripts are removed and
 * the loader, holding their URLs, is put right after `<meta charSet="utf-8"/>` (or after `<head>`).
 * @param {string} head the HTML up to, not including, `</head>`.
 * @returns {string} the rewritten HTML; unchanged when it holds no chunk script.
 */
export function rewriteHead(head) {
  /** @type {string[]} */
  const urls = []
  const rest = head.replace(CHUNK_SCRIPT, (_, src) => {
    urls.push(src)
    return ''
  })
  if (urls.length === 0) return head
  const loader = `<script>${LOADER}(${JSON.stringify(urls)})</script>`
  const charset = rest.indexOf('<meta charSet="utf-8"/>')
  const headTag = /<head[^>]*>/.exec(rest)
  const at =
    charset >= 0
      ? charset + '<meta charSet="utf-8"/>'.length
      : headTag
        ? headTag.index + headTag[0].length
        : 0
  return rest.slice(0, at) + loader + rest.slice(at)
}

/**
 * HTML after `</head>` cut into pieces, each chunk script replaced by a call to the loader.
 * Searched with `indexOf` rather than a regular expression, the cheaper of the two: a streamed page
 * runs it on each piece it sends.
 * @param {string} html
 * @returns {string[]}
 */
function bodyPieces(html) {
  const end = '" async=""></script>'
  const start = '<script src="'
  /** @type {string[]} */
  const pieces = []
  let from = 0
  for (let at = html.indexOf(end); at >= 0; at = html.indexOf(end, at + end.length)) {
    const open = html.lastIndexOf(start, at)
    const src = open < from ? '' : html.slice(open + start.length, at)
    if (!/^\/_next\/static\/[^"<>]+\.js$/.test(src)) continue
    pieces.push(html.slice(from, open), `<script>self.${LOAD}(${JSON.stringify(src)})</script>`)
    from = at + end.length
  }
  pieces.push(from === 0 ? html : html.slice(from))
  return pieces
}

/**
 * Gives the framework's start to the loader: the content of each inline script that begins with
 * `BOOTSTRAP` is wrapped in a function passed to `self.__afterChunks`, or called at once where the
 * page has no loader (a page without chunks in `<head>`). A bootstrap written otherwise (another
 * chunk loading global, a Next.js that writes it differently) is left as it was: the framework
 * then starts as Next.js made it, in the last chunk's task.
 * @param {string} html HTML after `</head>`, without an unfinished `<script` tag.
 * @returns {string}
 */
function deferBootstrap(html) {
  let out = ''
  let from = 0
  for (let at = html.indexOf(BOOTSTRAP); at >= 0; at = html.indexOf(BOOTSTRAP, at + 1)) {
    const open = html.lastIndexOf('<script', at)
    const end = html.indexOf('</script>', at)
    if (end < 0 || !/^<script[^<>]*>$/.test(html.slice(open, at))) continue
    out += `${html.slice(from, at)}(self.${AFTER_CHUNKS}||function(f){f()})(function(){${html.slice(at, end)}})`
    from = end
  }
  return from === 0 ? html : out + html.slice(from)
}

/**
 * Rewrites HTML after `</head>`: each chunk script becomes a call to the loader, and the
 * framework's bootstrap waits for the chunks (`deferBootstrap`).
 * @param {string} html
 * @returns {string}
 */
export function rewriteBody(html) {
  return deferBootstrap(bodyPieces(html).join(''))
}

/**
 * Rewrites a whole document (a page served from the cache, in one piece).
 * @param {string} html
 * @returns {string} the document with its chunks loaded after the first paint; unchanged when it
 *   has no `</head>` (not a document).
 */
export function rewriteDocument(html) {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  return rewriteHead(html.slice(0, headEnd)) + rewriteBody(html.slice(headEnd))
}

/**
 * Incremental form of `rewriteDocument` for streamed answers (a page rendered for this request):
 * `push` takes the next piece of text and returns what may be sent; `end` returns the rest. Text
 * is held back until `</head>` has arrived, and, after it, from an unfinished `<script` tag on, so
 * that a tag cut between two pieces is still rewritten.
 * @returns {{ push(text: string): string, end(): string }}
 */
export function createStreamRewriter() {
  let pending = ''
  let inBody = false
  return {
    push(text) {
      pending += text
      if (!inBody) {
        const headEnd = pending.indexOf('</head>')
        if (headEnd < 0) return ''
        const head = rewriteHead(pending.slice(0, headEnd))
        pending = pending.slice(headEnd)
        inBody = true
        return head + this.push('')
      }
      const cut = unfinishedTagStart(pending)
      const ready = pending.slice(0, cut)
      pending = pending.slice(cut)
      return rewriteBody(ready)
    },
    end() {
      const rest = inBody ? rewriteBody(pending) : rewriteDocument(pending)
      pending = ''
      return rest
    },
  }
}

/**
 * Where the text stops being safe to rewrite: the start of a `<script` tag whose `</script>` has not
 * arrived, or of a trailing prefix of `<script`; the text's length otherwise.
 * @param {string} text
 * @returns {number}
 */
function unfinishedTagStart(text) {
  const open = text.lastIndexOf('<script')
  if (open >= 0 && text.indexOf('</script>', open) < 0) return open
  for (let length = Math.min('<script'.length - 1, text.length); length > 0; length--) {
    if ('<script'.startsWith(text.slice(text.length - length))) return text.length - length
  }
  return text.length
}

/**
 * Rewritten pages by their source HTML, least recently served first, and the memory they hold in
 * bytes. A string key longer than 16,383 characters is hashed by V8 from its length alone, so a
 * lookup costs one comparison of the texts (a few µs for 90 KB) instead of a hash of every
 * character: the cheapest way to recognise a page served again from Next.js's cache.
 * @type {Map<string, { page: Buffer, etag: string, bytes: number }>}
 */
const rewrittenByHtml = new Map()
let rewrittenBytes = 0
/** Memory given to rewritten pages and their sources: 32 MiB, about 120 pages of 95 KB. */
const REWRITTEN_MAX_BYTES = 32 * 1024 * 1024

/**
 * The rewritten page (`rewriteDocument`, in UTF-8) and its entity tag, remembered by the source HTML:
 * a page served from Next.js's cache (every page but drafts, previews and error states) is
 * rewritten and hashed once, then served from memory.
 *
 * The tag is weak (`W/"<SHA-1 of the rewritten page, base64url>"`): the same page is sent
 * compressed or not, which RFC 9110 (§ 8.8.1) calls semantically equivalent representations.
 * It replaces Next.js's (`generateEtags: false` in next.config.ts), which hashes the page
 * character by character in JavaScript on every request: about a quarter of the server's time per
 * cached page, against SHA-1 computed natively once a version.
 * @param {string} html
 * @returns {{ page: Buffer, etag: string }}
 */
export function rewrittenPage(html) {
  const known = rewrittenByHtml.get(html)
  if (known) {
    rewrittenByHtml.delete(html)
    rewrittenByHtml.set(html, known)
    return known
  }
  const page = Buffer.from(rewriteDocument(html))
  const etag = `W/"${createHash('sha1').update(page).digest('base64url')}"`
  // A string of n characters holds at most 2n bytes (UTF-16), the page its own length.
  const entry = { page, etag, bytes: page.length + 2 * html.length }
  if (entry.bytes > REWRITTEN_MAX_BYTES / 4) return entry
  rewrittenByHtml.set(html, entry)
  rewrittenBytes += entry.bytes
  for (const [oldest, { bytes }] of rewrittenByHtml) {
    if (rewrittenBytes <= REWRITTEN_MAX_BYTES) break
    rewrittenByHtml.delete(oldest)
    rewrittenBytes -= bytes
  }
  return entry
}

/**
 * Makes `res` rewrite the HTML documents written to it (any answer whose `Content-Type` is
 * `text/html` when its first byte is written). Install it after compression, which wraps the same
 * methods (scripts/server.mjs): Next.js's writes then reach the rewrite first, and compression
 * receives its result.
 * `Content-Length`, when set, is recomputed for a page written in one piece and dropped otherwise.
 * A 200 page written in one piece (every page Next.js serves from its cache) gets the entity tag of
 * `rewrittenPage`, unless it has one already, and a conditional GET that names it (`If-None-Match`,
 * compared by the `fresh` module that Next.js itself uses) is answered 304 without a body: a browser
 * or a CDN revalidates a page it holds without downloading it again. A page streamed as it renders
 * (a draft preview, an error state) has none, as with Next.js, nor has a HEAD answer, to which
 * Next.js writes no page to hash.
 * @param {import('node:http').ServerResponse} res
 */
export function rewriteHtmlResponses(res) {
  const write = res.write
  const end = res.end
  /** @type {ReturnType<typeof createStreamRewriter> | null | undefined} undefined: not decided yet */
  let rewriter
  const decoder = new TextDecoder()

  // Left as they are: a length already sent, which cannot change (none of Next.js's pages), and an
  // encoded body, which is another server's answer passed on (Next.js proxies a rewrite whose URL
  // names another origin; that server rewrote its own page).
  const isHtml = () =>
    /^text\/html\b/i.test(String(res.getHeader('content-type') ?? '')) &&
    !res.getHeader('content-encoding') &&
    !(res.headersSent && res.getHeader('content-length') !== undefined)

  /** @param {unknown} chunk @param {unknown} encoding */
  const toText = (chunk, encoding) =>
    typeof chunk === 'string'
      ? chunk
      : Buffer.isBuffer(chunk) && typeof encoding === 'string' && encoding !== 'utf8'
        ? chunk.toString(/** @type {BufferEncoding} */ (encoding))
        : decoder.decode(/** @type {Uint8Array} */ (chunk), { stream: true })

  // @ts-expect-error -- same overloads as http.ServerResponse.write
  res.write = function (chunk, encoding, callback) {
    if (rewriter === undefined) {
      rewriter = isHtml() ? createStreamRewriter() : null
      if (rewriter && !res.headersSent) res.removeHeader('content-length')
    }
    if (!rewriter || chunk == null) return write.call(this, chunk, encoding, callback)
    const text = rewriter.push(toText(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (text === '') {
      if (typeof done === 'function') process.nextTick(done)
      return true
    }
    return write.call(this, text, 'utf8', done)
  }

  // @ts-expect-error -- same overloads as http.ServerResponse.end
  res.end = function (chunk, encoding, callback) {
    const done =
      typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback
    const body = typeof chunk === 'function' || chunk == null ? null : chunk
    if (rewriter === undefined) {
      if (!isHtml()) return end.call(this, chunk, encoding, callback)
      if (body === null) {
        // HEAD, 304: no text to rewrite, and the length Next.js computed is the page's before it.
        if (!res.headersSent) res.removeHeader('content-length')
        return end.call(this, chunk, encoding, callback)
      }
      const { page, etag } = rewrittenPage(toText(body, encoding) + decoder.decode())
      if (!res.headersSent) {
        if (res.statusCode === 200 && !res.hasHeader('etag')) {
          res.setHeader('etag', etag)
          if (res.req?.method === 'GET' && fresh(res.req.headers, { etag })) {
            res.statusCode = 304
            for (const name of ['content-type', 'content-length', 'transfer-encoding'])
              res.removeHeader(name)
            return end.call(this, done)
          }
        }
        res.setHeader('content-length', page.length)
      }
      return end.call(this, page, done)
    }
    if (!rewriter) return end.call(this, chunk, encoding, callback)
    const last = (body === null ? '' : toText(body, encoding)) + decoder.decode()
    return end.call(this, rewriter.push(last) + rewriter.end(), 'utf8', done)
  }
}
