/**
 * `npm run check:bundle`: JavaScript budget per route, read from the production build (run it
 * after `next build`; it never builds).
 *
 * For every prerendered route (`.next/server/app/**\/*.html`), the JavaScript a browser loads is
 * the set of `<script src>` of that HTML, each resolved to `.next/static/…` and counted once. Its
 * weight is the sum of the files' gzip sizes (zlib, level 9). `<script nomodule>` (Next's
 * polyfills) is listed apart and left out of the budget: browsers that run modules — every browser
 * the site supports — never download it.
 *
 * Routes rendered on demand (`/blog`, `/blog/[slug]`) have no HTML in the build; their scripts are
 * read from the same sources Next uses to write the tags: `rootMainFiles` of
 * `.next/build-manifest.json` plus the `entryJSFiles` of the route's
 * `page_client-reference-manifest.js` (Turbopack writes no other per-route manifest). For the
 * prerendered routes both ways are computed and must agree, which keeps that reading honest.
 *
 * Exit code 1 when a route's JavaScript exceeds the budget (or the build is missing/unreadable).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { runInNewContext } from 'node:vm'
import { gzipSync, constants as zlib } from 'node:zlib'

/** Issue 6 §11: at most 150 KB of JavaScript (gzip) per route. KB = 1024 bytes. */
export const BUDGET_GZIP_KB = 150
export const KB = 1024

/**
 * The external scripts of an HTML document, in document order, each once.
 * @param {string} html
 * @returns {{ src: string, noModule: boolean }[]}
 */
export function scriptSources(html) {
  const scripts = []
  const seen = new Set()
  // Comments may quote markup; they load nothing.
  const text = html.replace(/<!--[\s\S]*?-->/g, '')
  // A script's text (the inline RSC payload…) is not markup: skip it up to its end tag.
  for (const match of text.matchAll(/<script\b([^>]*)>[\s\S]*?(?:<\/script\s*>|$)/gi)) {
    const attributes = parseAttributes(match[1])
    const src = attributes.get('src')
    if (!src || seen.has(src)) continue
    // A script whose type is neither JavaScript nor a module is data (JSON-LD, import maps…).
    const type = (attributes.get('type') ?? '').toLowerCase()
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue
    seen.add(src)
    scripts.push({ src, noModule: attributes.has('nomodule') })
  }
  return scripts
}

/** Attributes of a start tag (names lower-cased, entities of values decoded for `&amp;`). */
export function parseAttributes(source) {
  const attributes = new Map()
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/g
  for (const [, name, double, single, bare] of source.matchAll(pattern)) {
    const value = double ?? single ?? bare ?? ''
    attributes.set(name.toLowerCase(), value.replace(/&amp;/g, '&'))
  }
  return attributes
}

/**
 * Path under `.next/` of a script URL of the build (`/_next/static/chunks/a.js?dpl=…` →
 * `static/chunks/a.js`), or `null` for a script the build does not serve (another origin, inline
 * data URL…). An asset prefix or a base path before `/_next/` is accepted.
 * @param {string} src
 */
export function buildPathOf(src) {
  let pathname
  try {
    const url = new URL(src, 'http://site.invalid/')
    if (url.origin !== 'http://site.invalid' && !/^https?:$/.test(url.protocol)) return null
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  const index = pathname.indexOf('/_next/static/')
  if (index === -1) return null
  const path = pathname.slice(index + '/_next/'.length)
  if (path.split('/').includes('..')) return null
  return path
}

/**
 * Route of a prerendered HTML file, relative to `.next/server/app`
 * (`index.html` → `/`, `expertise/droit-travail.html` → `/expertise/droit-travail`).
 * @param {string} file
 */
export function routeOfHtml(file) {
  const path = file
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')
  if (path === 'index') return '/'
  return `/${path.replace(/\/index$/, '')}`
}

/** Gzip size of a buffer at level 9, as the budget counts it. */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: zlib.Z_BEST_COMPRESSION }).length
}

/**
 * Totals of one route from the sizes of its files.
 * @param {string} route
 * @param {{ path: string, raw: number, gzip: number, noModule?: boolean }[]} files
 * @param {number} [budgetKb]
 */
export function routeTotals(route, files, budgetKb = BUDGET_GZIP_KB) {
  const counted = files.filter((file) => !file.noModule)
  const raw = counted.reduce((sum, file) => sum + file.raw, 0)
  const gzip = counted.reduce((sum, file) => sum + file.gzip, 0)
  const legacy = files.filter((file) => file.noModule)
  return {
    route,
    files: counted.length,
    raw,
    gzip,
    nomoduleGzip: legacy.reduce((sum, file) => sum + file.gzip, 0),
    overBudget: gzip > budgetKb * KB,
  }
}

const kb = (bytes) => (bytes / KB).toFixed(1)

/** Plain-text table of route totals, widest route first in column width, budget line last. */
export function formatTable(rows, budgetKb = BUDGET_GZIP_KB) {
  const header = ['route', 'source', 'files', 'raw KB', 'gzip KB', 'budget']
  const body = rows.map((row) => [
    row.route,
    row.source ?? 'html',
    String(row.files),
    kb(row.raw),
    kb(row.gzip),
    row.overBudget ? `OVER by ${kb(row.gzip - budgetKb * KB)} KB` : 'ok',
  ])
  const widths = header.map((title, i) =>
    Math.max(title.length, ...body.map((line) => line[i].length)),
  )
  const line = (cells) =>
    cells
      .map((cell, i) => (i >= 2 && i <= 4 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)]
    .join('\n')
    .replace(/ +$/gm, '')
}

/** Every `*.html` under `dir`, relative to it, sorted. */
function htmlFiles(dir) {
  const found = []
  const walk = (current) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry)
      if (statSync(path).isDirectory()) walk(path)
      else if (entry.endsWith('.html')) found.push(relative(dir, path))
    }
  }
  walk(dir)
  return found.sort()
}

/** Scripts Next writes for an app route, from the build manifests (Turbopack and webpack alike). */
function manifestScripts(nextDir, appPath, rootMainFiles) {
  const file = join(nextDir, 'server', 'app', `${appPath}_client-reference-manifest.js`)
  if (!existsSync(file)) return null
  const sandbox = { globalThis: {} }
  sandbox.self = sandbox.globalThis
  runInNewContext(readFileSync(file, 'utf8'), sandbox, { timeout: 1000 })
  const manifest = sandbox.globalThis.__RSC_MANIFEST?.[appPath]
  if (!manifest?.entryJSFiles) return null
  const paths = new Set(rootMainFiles)
  for (const files of Object.values(manifest.entryJSFiles))
    for (const path of files) paths.add(path)
  return [...paths]
}

/**
 * Measures the build in `nextDir`.
 * @returns {{ rows: object[], problems: string[] }}
 */
export function measureBuild(nextDir, budgetKb = BUDGET_GZIP_KB) {
  const problems = []
  const appDir = join(nextDir, 'server', 'app')
  if (!existsSync(join(nextDir, 'BUILD_ID')) || !existsSync(appDir))
    return {
      rows: [],
      problems: [`no production build in ${nextDir}: run \`npm run build\` first`],
    }

  const sizes = new Map()
  const sizeOf = (path) => {
    if (!sizes.has(path)) {
      const file = join(nextDir, path)
      if (!existsSync(file)) return null
      const bytes = readFileSync(file)
      sizes.set(path, { raw: bytes.length, gzip: gzipSize(bytes) })
    }
    return sizes.get(path)
  }
  const measure = (route, source, scripts) => {
    const files = []
    for (const { path, noModule } of scripts) {
      const size = sizeOf(path)
      if (!size) problems.push(`${route}: ${path} is referenced but not in the build`)
      else files.push({ path, noModule, ...size })
    }
    return { ...routeTotals(route, files, budgetKb), source, paths: files.map((f) => f.path) }
  }

  const buildManifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'))
  const rootMainFiles = buildManifest.rootMainFiles ?? []
  const routesFile = join(nextDir, 'app-path-routes-manifest.json')
  const appPaths = existsSync(routesFile) ? JSON.parse(readFileSync(routesFile, 'utf8')) : {}
  const appPathOfRoute = new Map(
    Object.entries(appPaths).map(([appPath, route]) => [route, appPath]),
  )

  const rows = []
  const prerendered = new Set()
  for (const file of htmlFiles(appDir)) {
    const route = routeOfHtml(file)
    prerendered.add(route)
    const scripts = []
    for (const { src, noModule } of scriptSources(readFileSync(join(appDir, file), 'utf8'))) {
      const path = buildPathOf(src)
      if (path) scripts.push({ path, noModule })
      else problems.push(`${route}: script ${src} is not served by the build and is not counted`)
    }
    const row = measure(route, 'html', scripts)
    rows.push(row)
    // Cross-check the manifest reading on this route (template routes map through their pattern).
    const pattern = [...appPathOfRoute.keys()].find((r) => matchesPattern(r, route))
    const fromManifest =
      pattern && manifestScripts(nextDir, appPathOfRoute.get(pattern), rootMainFiles)
    if (fromManifest) {
      const html = new Set(
        scripts.filter((script) => !script.noModule).map((script) => script.path),
      )
      const manifest = new Set(fromManifest)
      const differ =
        [...html].some((p) => !manifest.has(p)) || [...manifest].some((p) => !html.has(p))
      if (differ)
        problems.push(
          `${route}: the HTML and the manifests disagree on its scripts (html: ${[...html].join(', ')}; manifests: ${[...manifest].join(', ')})`,
        )
    }
  }

  for (const [route, appPath] of appPathOfRoute) {
    // Route handlers and metadata routes (robots.txt, opengraph-image, api/…) send no HTML.
    if (!appPath.endsWith('/page')) continue
    if (prerendered.has(route) || [...prerendered].some((r) => matchesPattern(route, r))) continue
    const paths = manifestScripts(nextDir, appPath, rootMainFiles)
    if (!paths) continue
    // Next writes its polyfills as <script nomodule> on every page.
    const polyfills = (buildManifest.polyfillFiles ?? []).filter((path) => !paths.includes(path))
    rows.push(
      measure(route, 'manifest', [
        ...paths.map((path) => ({ path, noModule: false })),
        ...polyfills.map((path) => ({ path, noModule: true })),
      ]),
    )
  }
  rows.sort((a, b) => a.route.localeCompare(b.route))
  return { rows, problems }
}

/** Whether `route` is an instance of the app route `pattern` (`/expertise/[slug]`). */
export function matchesPattern(pattern, route) {
  const p = pattern.split('/')
  const r = route.split('/')
  if (p.length !== r.length) return false
  return p.every((part, i) => part === r[i] || /^\[[^\]]+\]$/.test(part))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ROOT = new URL('..', import.meta.url).pathname
  const nextDir = join(ROOT, '.next')
  const { rows, problems } = measureBuild(nextDir)
  if (rows.length > 0) {
    console.log(
      `JavaScript per route (gzip level 9; budget ${BUDGET_GZIP_KB} KB gzip, issue 6 §11)\n`,
    )
    console.log(formatTable(rows))
    const legacy = rows.find((row) => row.nomoduleGzip > 0)
    if (legacy)
      console.log(
        `\nNot counted: ${kb(legacy.nomoduleGzip)} KB gzip of <script nomodule> polyfills per route, which module-capable browsers skip.`,
      )
  }
  for (const problem of problems) console.error(`Problem: ${problem}`)
  const over = rows.filter((row) => row.overBudget)
  for (const row of over)
    console.error(
      `Over budget: ${row.route} loads ${kb(row.gzip)} KB gzip of JavaScript (> ${BUDGET_GZIP_KB} KB)`,
    )
  if (rows.length === 0 || problems.length > 0 || over.length > 0) process.exit(1)
  console.log(`\nEvery route is within ${BUDGET_GZIP_KB} KB gzip.`)
}
