import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { FEATURE_ROUTES, QUALITY_ROUTES, resolveRoute } from './quality-helpers'

/**
 * HTML validity (docs/specification.md « Quality »): the server HTML (no JavaScript) of every
 * route, one article and the 404 page goes through the W3C Nu HTML Checker of the `vnu-jar`
 * package, in ONE Java run (the JVM is slow to start). Errors fail the test; warnings are printed.
 * The checker's plain « info » messages (e.g. React's `<meta … />` trailing slashes) are neither.
 */

const VNU_JAR = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar')
const NOT_FOUND = '/cette-page-nexiste-pas'
/** The page refusing a draft preview (a route handler's own HTML, status 401). */
const PREVIEW_REFUSED = '/api/preview'

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error'
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal'
  url?: string
  message: string
  extract?: string
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
}

test('server HTML of every route, an article, the blog’s search and preview, the 404 and 401 pages is valid (Nu HTML Checker)', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const pages: { path: string; file: string; html: string }[] = []
  const dir = mkdtempSync(join(tmpdir(), 'html-validity-'))
  try {
    const statuses: Record<string, number> = { [NOT_FOUND]: 404, [PREVIEW_REFUSED]: 401 }
    for (const route of [
      ...QUALITY_ROUTES,
      ...FEATURE_ROUTES,
      NOT_FOUND,
      PREVIEW_REFUSED,
    ] as const) {
      const path =
        route === NOT_FOUND || route === PREVIEW_REFUSED
          ? route
          : await resolveRoute(route, request)
      const response = await request.get(path)
      expect(response.status(), `${path} status`).toBe(statuses[path] ?? 200)
      const html = await response.text()
      const file = join(dir, `${String(pages.length).padStart(2, '0')}.html`)
      writeFileSync(file, html)
      pages.push({ path, file, html })
    }

    const run = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...pages.map((p) => p.file)],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    expect(run.error, 'java could not be started').toBeUndefined()
    let messages: VnuMessage[]
    try {
      messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages
    } catch {
      throw new Error(`vnu.jar gave no JSON (exit ${run.status}):\n${run.stderr}\n${run.stdout}`)
    }

    const describe = (m: VnuMessage) => {
      const page = pages.find((p) => m.url?.endsWith(p.file.split('/').pop()!))
      // The HTML is one long line: show the markup around the column, not only vnu's short extract.
      let context = m.extract ?? ''
      if (page && m.lastLine && m.lastColumn) {
        const line = page.html.split('\n')[m.lastLine - 1] ?? ''
        const start = Math.max(0, (m.firstColumn ?? m.lastColumn) - 120)
        context = line.slice(start, m.lastColumn + 80)
      }
      return `${page?.path ?? m.url} (line ${m.lastLine}, column ${m.firstColumn ?? '?'}-${m.lastColumn}): ${m.message}\n    …${context}…`
    }
    const errors = messages.filter((m) => m.type !== 'info')
    const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning')
    if (warnings.length)
      console.log(`Nu HTML Checker warnings:\n${warnings.map(describe).join('\n')}`)
    const infos = messages.length - errors.length - warnings.length
    console.log(
      `Nu HTML Checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings, ${infos} infos`,
    )
    expect(errors.length, errors.map(describe).join('\n')).toBe(0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
