/**
 * `npm test`: lint, type check (`astro check`: the TypeScript and `.astro` files), formatting,
 * French typography, comment ratio, citations, unit tests (Vitest), production build, then the
 * browser tests in two Playwright runs (playwright.config.ts): the specs that only read pages, in
 * parallel, then those that change the demo WordPress or the caches, one at a time, so that a
 * failure in the first does not skip the second. Every step runs (./lib/steps.mjs) under the
 * project's Node.js, as Astro and Vitest need Node.js ≥ 22.12. The exit code is non-zero when any
 * step failed; the last line is the total, `N passed, N failed`.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'
import { createSteps, runNode, tool } from './lib/steps.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const wpPort = process.env.E2E_WP_PORT ?? '3110'
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  // The browser tests' site reads the demo WordPress that playwright.config.ts starts.
  WORDPRESS_API_URL: `http://127.0.0.1:${wpPort}/wp-json/wp/v2`,
  // Tools that spawn `node` themselves find the project's first.
  PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
}
/** The two Playwright runs: their projects, options and report names (playwright.config.ts). */
const BROWSER_RUNS = [
  { name: 'pages', report: 'playwright-pages', args: ['--project=desktop'] },
  {
    name: 'WordPress and caches',
    report: 'playwright-writers',
    args: ['--project=serial', '--project=own-context', '--no-deps', '--workers=1'],
  },
]
mkdirSync(join(ROOT, 'reports'), { recursive: true })
for (const file of ['reports/vitest.json', ...BROWSER_RUNS.map((r) => `reports/${r.report}.json`)])
  rmSync(join(ROOT, file), { force: true })

const { steps, step, printSummary } = createSteps()
const run = (name, args, extraEnv = {}) => step(name, () => runNode(args, { ...env, ...extraEnv }))

await run('Lint (ESLint)', [tool('eslint/bin/eslint.js'), '.', '--max-warnings=0'])
await run('Type check (astro check)', [tool('astro/bin/astro.mjs'), 'check'])
await run('Formatting (Prettier)', [
  tool('prettier/bin/prettier.cjs'),
  '--check',
  '.',
  '--log-level=warn',
])
await run('French typography', ['scripts/french-typography.mjs'])
// README « Tests »: comments at most 0.25 × code in src/lib, the tooling and the server.
await run('Comment ratio', ['scripts/comment-ratio.mjs', '--assert'])
await run('Citations of sections', ['scripts/check-citations.mjs'])
await run('Unit tests (Vitest)', [
  tool('vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
])
const built = await step('Production build', () => {
  buildIfStale(env)
  return true
})
if (built)
  for (const browserRun of BROWSER_RUNS)
    await run(
      `Browser tests, ${browserRun.name} (Playwright, Chromium)`,
      [tool('@playwright/test/cli.js'), 'test', ...browserRun.args],
      { E2E_REPORT: browserRun.report },
    )
const stepNamed = (prefix) => steps.find((s) => s.name.startsWith(prefix))

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(ROOT, file), 'utf8'))
  } catch {
    return null
  }
}
const vitest = readJson('reports/vitest.json')
const unit = { passed: vitest?.numPassedTests ?? 0, failed: vitest?.numFailedTests ?? 0 }
stepNamed('Unit').testsFailed = unit.failed
const browser = { passed: 0, failed: 0, skipped: 0 }
for (const browserRun of BROWSER_RUNS) {
  const stats = built ? readJson(`reports/${browserRun.report}.json`)?.stats : undefined
  browser.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  browser.failed += stats?.unexpected ?? 0
  browser.skipped += stats?.skipped ?? 0
  const browserStep = stepNamed(`Browser tests, ${browserRun.name}`)
  if (browserStep) browserStep.testsFailed = stats?.unexpected ?? 0
}

printSummary()
console.log(`Unit tests: ${unit.passed} passed, ${unit.failed} failed`)
console.log(
  `Browser tests: ${browser.passed} passed, ${browser.failed} failed, ${browser.skipped} skipped`,
)
// A step that failed without a failed test to show for it (a check, a build, a runner that could
// not start) counts as one failure.
const failedSteps = steps.filter((s) => !s.ok)
const uncounted = failedSteps.filter((s) => !s.testsFailed).length
console.log(
  `${unit.passed + browser.passed} passed, ${unit.failed + browser.failed + uncounted} failed`,
)
process.exit(failedSteps.length > 0 ? 1 : 0)
