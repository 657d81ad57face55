import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BUDGET_GZIP_KB,
  KB,
  buildPathOf,
  formatTable,
  gzipSize,
  matchesPattern,
  measureBuild,
  routeOfHtml,
  routeTotals,
  scriptSources,
} from './check-bundle-budget.mjs'

describe('scriptSources', () => {
  it('lists external scripts in order, once each, and marks nomodule', () => {
    const html = `<head><script src="/_next/static/chunks/a.js" async=""></script>
      <link rel="preload" as="script" href="/_next/static/chunks/b.js"/>
      <script>self.__next_f.push([1,"<script src=\\"x.js\\">"])</script>
      <SCRIPT SRC='/_next/static/chunks/b.js' async></SCRIPT>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/polyfill.js" noModule=""></script>
      <script type="application/ld+json" src="/data.json"></script>
      <!-- <script src="/_next/static/chunks/commented.js"></script> --></head>`
    expect(scriptSources(html)).toEqual([
      { src: '/_next/static/chunks/a.js', noModule: false },
      { src: '/_next/static/chunks/b.js', noModule: false },
      { src: '/_next/static/chunks/polyfill.js', noModule: true },
    ])
  })

  it('reads unquoted and entity-escaped attribute values', () => {
    expect(scriptSources('<script defer src=/_next/static/a.js?v=1&amp;w=2></script>')).toEqual([
      { src: '/_next/static/a.js?v=1&w=2', noModule: false },
    ])
  })
})

describe('buildPathOf', () => {
  it('maps build URLs to paths under .next', () => {
    expect(buildPathOf('/_next/static/chunks/0abc.js')).toBe('static/chunks/0abc.js')
    expect(buildPathOf('/_next/static/chunks/0abc.js?dpl=dpl_1')).toBe('static/chunks/0abc.js')
    expect(buildPathOf('https://cdn.example.fr/_next/static/chunks/a%20b.js')).toBe(
      'static/chunks/a b.js',
    )
    expect(buildPathOf('/base/_next/static/chunks/a.js')).toBe('static/chunks/a.js')
  })

  it('refuses what the build does not serve', () => {
    expect(buildPathOf('https://www.googletagmanager.com/gtag/js')).toBeNull()
    expect(buildPathOf('/scripts/app.js')).toBeNull()
    expect(buildPathOf('data:text/javascript,1')).toBeNull()
    expect(buildPathOf('/_next/static/%2e%2e/%2e%2e/secret.js')).toBeNull()
  })
})

describe('routeOfHtml', () => {
  it('turns prerendered file names into routes', () => {
    expect(routeOfHtml('index.html')).toBe('/')
    expect(routeOfHtml('a-propos.html')).toBe('/a-propos')
    expect(routeOfHtml(join('expertise', 'droit-travail.html'))).toBe('/expertise/droit-travail')
  })
})

describe('matchesPattern', () => {
  it('matches dynamic segments one for one', () => {
    expect(matchesPattern('/expertise/[slug]', '/expertise/droit-travail')).toBe(true)
    expect(matchesPattern('/expertise/[slug]', '/expertise')).toBe(false)
    expect(matchesPattern('/blog', '/blog')).toBe(true)
    expect(matchesPattern('/blog/[slug]', '/mediation/judiciaire')).toBe(false)
  })
})

describe('gzipSize', () => {
  it('is the length of a level-9 gzip stream of the bytes', () => {
    const bytes = Buffer.from('const a = 1;\n'.repeat(500))
    expect(gzipSize(bytes)).toBe(gzipSync(bytes, { level: 9 }).length)
    expect(gzipSize(bytes)).toBeLessThan(bytes.length)
    expect(gunzipSync(gzipSync(bytes, { level: 9 })).equals(bytes)).toBe(true)
  })
})

describe('routeTotals', () => {
  it('sums module scripts and leaves nomodule polyfills out of the budget', () => {
    const totals = routeTotals('/', [
      { path: 'a', raw: 1000, gzip: 400 },
      { path: 'b', raw: 3000, gzip: 600 },
      { path: 'p', raw: 9000, gzip: 4000, noModule: true },
    ])
    expect(totals).toEqual({
      route: '/',
      files: 2,
      raw: 4000,
      gzip: 1000,
      nomoduleGzip: 4000,
      overBudget: false,
    })
  })

  it('is over budget only strictly above the limit', () => {
    const at = routeTotals('/', [{ path: 'a', raw: 1, gzip: BUDGET_GZIP_KB * KB }])
    const above = routeTotals('/', [{ path: 'a', raw: 1, gzip: BUDGET_GZIP_KB * KB + 1 }])
    expect(at.overBudget).toBe(false)
    expect(above.overBudget).toBe(true)
  })
})

describe('formatTable', () => {
  it('prints one line per route with KB figures and the verdict', () => {
    const table = formatTable([
      { route: '/', source: 'html', files: 3, raw: 2048, gzip: 1024, overBudget: false },
      {
        route: '/blog',
        source: 'manifest',
        files: 4,
        raw: 400 * KB,
        gzip: 160 * KB,
        overBudget: true,
      },
    ])
    const lines = table.split('\n')
    expect(lines[0]).toMatch(/^route\s+source\s+files\s+raw KB\s+gzip KB\s+budget$/)
    expect(lines[2]).toMatch(/^\/\s+html\s+3\s+2\.0\s+1\.0\s+ok$/)
    expect(lines[3]).toMatch(/^\/blog\s+manifest\s+4\s+400\.0\s+160\.0\s+OVER by 10\.0 KB$/)
  })
})

describe('measureBuild', () => {
  let dir
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  const write = (path, content) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  const manifest = (appPath, entries) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(appPath)}] = ${JSON.stringify({ entryJSFiles: entries })};`
  const page = (...srcs) =>
    `<!DOCTYPE html><html><head>${srcs.map((s) => `<script src="/_next/static/chunks/${s}" async=""></script>`).join('')}<script src="/_next/static/chunks/poly.js" noModule=""></script></head></html>`

  function fakeBuild() {
    dir = mkdtempSync(join(tmpdir(), 'bundle-budget-'))
    write('BUILD_ID', 'test')
    write(
      'build-manifest.json',
      JSON.stringify({
        rootMainFiles: ['static/chunks/main.js'],
        polyfillFiles: ['static/chunks/poly.js'],
      }),
    )
    write(
      'app-path-routes-manifest.json',
      JSON.stringify({
        '/page': '/',
        '/blog/(list)/page': '/blog',
        '/expertise/[slug]/page': '/expertise/[slug]',
        '/robots.txt/route': '/robots.txt',
        '/opengraph-image/route': '/opengraph-image',
      }),
    )
    write('static/chunks/main.js', 'x'.repeat(5000))
    write(
      'server/app/robots.txt/route_client-reference-manifest.js',
      manifest('/robots.txt/route', {}),
    )
    write('static/chunks/layout.js', 'let layout = 1;\n'.repeat(100))
    write('static/chunks/home.js', 'let home = 2;\n'.repeat(100))
    write('static/chunks/blog.js', 'let blog = 3;\n'.repeat(100))
    write('static/chunks/poly.js', 'polyfill();\n'.repeat(100))
    write('server/app/index.html', page('main.js', 'layout.js', 'home.js'))
    write(
      'server/app/page_client-reference-manifest.js',
      manifest('/page', { layout: ['static/chunks/layout.js'], page: ['static/chunks/home.js'] }),
    )
    write('server/app/expertise/droit-travail.html', page('main.js', 'layout.js'))
    write(
      'server/app/expertise/[slug]/page_client-reference-manifest.js',
      manifest('/expertise/[slug]/page', { layout: ['static/chunks/layout.js'] }),
    )
    write(
      'server/app/blog/(list)/page_client-reference-manifest.js',
      manifest('/blog/(list)/page', {
        layout: ['static/chunks/layout.js'],
        page: ['static/chunks/layout.js', 'static/chunks/blog.js'],
      }),
    )
  }

  it('measures prerendered routes from their HTML and on-demand routes from the manifests', () => {
    fakeBuild()
    const { rows, problems } = measureBuild(dir)
    expect(problems).toEqual([])
    expect(rows.map((row) => [row.route, row.source, row.files])).toEqual([
      ['/', 'html', 3],
      ['/blog', 'manifest', 3],
      ['/expertise/droit-travail', 'html', 2],
    ])
    const home = rows[0]
    expect(home.raw).toBe(5000 + 1600 + 1400)
    expect(home.gzip).toBe(
      ['main.js', 'layout.js', 'home.js']
        .map((f) =>
          gzipSize(
            Buffer.from(
              f === 'main.js'
                ? 'x'.repeat(5000)
                : f === 'layout.js'
                  ? 'let layout = 1;\n'.repeat(100)
                  : 'let home = 2;\n'.repeat(100),
            ),
          ),
        )
        .reduce((a, b) => a + b),
    )
    expect(home.nomoduleGzip).toBeGreaterThan(0)
    expect(rows.every((row) => !row.overBudget)).toBe(true)
  })

  it('reports scripts missing from the build and a disagreement between HTML and manifests', () => {
    fakeBuild()
    write('server/app/index.html', page('main.js', 'layout.js', 'home.js', 'gone.js'))
    const { problems } = measureBuild(dir)
    expect(problems).toContain('/: static/chunks/gone.js is referenced but not in the build')
    expect(problems.some((p) => p.startsWith('/: the HTML and the manifests disagree'))).toBe(true)
  })

  it('flags a route over the budget', () => {
    fakeBuild()
    // Random bytes do not compress: 1 KB over the budget once gzipped.
    const random = Buffer.alloc((BUDGET_GZIP_KB + 1) * KB)
    for (let i = 0; i < random.length; i++) random[i] = Math.floor(Math.random() * 256)
    write('static/chunks/blog.js', random)
    const blog = measureBuild(dir).rows.find((row) => row.route === '/blog')
    expect(blog.overBudget).toBe(true)
  })

  it('says when there is no build', () => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-budget-'))
    expect(measureBuild(dir)).toEqual({
      rows: [],
      problems: [`no production build in ${dir}: run \`npm run build\` first`],
    })
  })
})
