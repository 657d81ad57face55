/**
 * `node scripts/compile-hints.mjs`, run after `next build` (`npm run build`,
 * scripts/build-if-stale.mjs, the Dockerfile): puts V8's explicit compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad`, on the first line of every script of the build's browser chunks
 * (`.next/static/chunks`).
 *
 * Why. V8 compiles a function when it is first called, on the main thread, unless it was told to
 * compile it at once; a script whose first line is that comment has all its functions compiled
 * eagerly, on a background thread while the script downloads (V8 blog, « Giving V8 a heads-up:
 * faster JavaScript startup with explicit compile hints », 2025,
 * https://v8.dev/blog/explicit-compile-hints, and the explainer
 * github.com/WICG/explicit-javascript-compile-hints-file-based; Chromium-based browsers from
 * version 136, a plain comment for the others). The framework's start, the longest task of every
 * page (README « Lighthouse », « Where the TBT goes »), was mostly that: Turbopack calling each
 * module's factory for the first time, React DOM's and the router's being functions of hundreds of
 * kilobytes. Every chunk is marked, those a page loads later too (the contact form's, the
 * toasts'): each is loaded when it is about to run, and the only cost, bytecode for functions never
 * called, measured 0.3 MB of JavaScript heap on `/contact` (5.5 → 5.8 MB).
 *
 * The files keep their names: nothing reads their hash, the build has no Subresource Integrity
 * (next.config.ts), and the comment is the same for every build. A source map next to a script
 * (`productionBrowserSourceMaps`) is moved down one line to match. Marking a file twice changes
 * nothing.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The first line that V8 reads as « compile every function of this script now ». */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

const CHUNKS = join(new URL('..', import.meta.url).pathname, '.next', 'static', 'chunks')

/**
 * A source map moved down by one line of generated code, as a script gets with COMPILE_HINT. In a
 * map's `mappings` each `;` starts the next generated line; an index map lists `sections` with the
 * line where each starts (Source Map Revision 3 Proposal, « Line and column mappings », « Index
 * map »).
 * @param {string} text the source map's JSON.
 * @returns {string} the shifted map's JSON.
 * @throws SyntaxError when `text` is not JSON.
 */
export function shiftSourceMap(text) {
  const map = JSON.parse(text)
  if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`
  for (const section of Array.isArray(map.sections) ? map.sections : [])
    if (typeof section?.offset?.line === 'number') section.offset.line += 1
  return JSON.stringify(map)
}

/**
 * Marks every `.js` file under `dir` (recursively) with COMPILE_HINT, and shifts its source map
 * (`<file>.map`, when present). A byte order mark stays first; a script beginning with `#!`, which
 * must stay on the first line, is left as it is (no browser chunk has one).
 * @param {string} dir the build's browser chunks; `.next/static/chunks` by default.
 * @returns {{ marked: number, total: number }} files marked by this call, and `.js` files found.
 * @throws Error when `dir` does not exist (no build); SyntaxError when a source map is not JSON,
 *   in which case its script is left unmarked, so that another run can mark both.
 */
export function addCompileHints(dir = CHUNKS) {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: build the site first`)
  let marked = 0
  let total = 0
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) {
      const inner = addCompileHints(path)
      marked += inner.marked
      total += inner.total
      continue
    }
    if (!entry.endsWith('.js')) continue
    total++
    const source = readFileSync(path, 'utf8')
    const bom = source.startsWith('\uFEFF') ? '\uFEFF' : ''
    const code = source.slice(bom.length)
    if (code.startsWith(`${COMPILE_HINT}\n`) || code.startsWith('#!')) continue
    const mapPath = `${path}.map`
    const map = existsSync(mapPath) ? shiftSourceMap(readFileSync(mapPath, 'utf8')) : null
    writeFileSync(path, `${bom}${COMPILE_HINT}\n${code}`)
    if (map !== null) writeFileSync(mapPath, map)
    marked++
  }
  return { marked, total }
}

/**
 * Marks the build's browser chunks (`addCompileHints`) and says how many on the console: what runs
 * after `next build`.
 * @throws as `addCompileHints`.
 */
export function markBuild() {
  const { marked, total } = addCompileHints()
  console.log(`Compile hints: ${marked} of ${total} browser scripts marked.`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    markBuild()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
