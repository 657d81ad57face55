/**
 * `npm test`: lint, type check, formatting, French typography, unit tests (Vitest), production
 * build for the browser tests, browser tests (Playwright with Debian's Chromium). Every step runs
 * even when an earlier one fails, so one run shows every problem; the exit code is non-zero when
 * any step failed. The last line is the total in the form `N passed, N failed`.
 *
 * Every tool runs under the project's Node.js (scripts/lib/node.mjs): Astro, and Vitest on Astro's
 * Vite configuration, need Node.js ≥ 22.12.
 *
 * The type check is `astro check` (@astrojs/check): the TypeScript files and the `.astro` files,
 * with tsconfig.json's settings (Astro's strict ones). The browser tests run in two Playwright runs (playwright.config.ts): the specs that only
 * read pages in parallel workers, then the specs that change the demo WordPress or the caches one
 * at a time, so that a failure in the first run does not skip the second.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'
import { NODE } from './lib/node.mjs'

const ROOT = new URL('..', import.meta.url).pathname
/** A tool's entry point, run with the project's Node.js rather than its `#!/usr/bin/env node`. */
const tool = (path) => join(ROOT, 'node_modules', path)
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

const steps = []
/**
 * Runs one step with the project's Node.js and records whether it passed and how long it took.
 * @returns {boolean} whether it exited 0.
 */
function run(name, args, extraEnv = {}) {
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  const result = spawnSync(NODE, args, {
    cwd: ROOT,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  })
  const ok = result.status === 0
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  return ok
}

run('Lint (ESLint)', [tool('eslint/bin/eslint.js'), '.', '--max-warnings=0'])
run('Type check (astro check)', [tool('astro/bin/astro.mjs'), 'check'])
run('Formatting (Prettier)', [
  tool('prettier/bin/prettier.cjs'),
  '--check',
  '.',
  '--log-level=warn',
])
run('French typography', ['scripts/french-typography.mjs'])
// README « Tests »: comments at most 0.25 × code in src/lib, the tooling and the server.
run('Comment ratio', ['scripts/comment-ratio.mjs', '--assert'])
run('Citations of sections', ['scripts/check-citations.mjs'])
run('Unit tests (Vitest)', [
  tool('vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
])

console.log('\n━━ Production build ━━')
const buildStarted = Date.now()
let built = true
try {
  buildIfStale(env)
} catch (error) {
  built = false
  console.error(error instanceof Error ? error.message : error)
}
steps.push({
  name: 'Production build',
  ok: built,
  seconds: Math.round((Date.now() - buildStarted) / 1000),
})
if (built)
  for (const browserRun of BROWSER_RUNS)
    run(
      `Browser tests, ${browserRun.name} (Playwright, Chromium)`,
      [tool('@playwright/test/cli.js'), 'test', ...browserRun.args],
      { E2E_REPORT: browserRun.report },
    )
const stepNamed = (prefix) => steps.find((step) => step.name.startsWith(prefix))

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
  const step = stepNamed(`Browser tests, ${browserRun.name}`)
  if (step) step.testsFailed = stats?.unexpected ?? 0
}

console.log('\n━━ Summary ━━')
for (const step of steps)
  console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.name} (${step.seconds} s)`)
console.log(`Unit tests: ${unit.passed} passed, ${unit.failed} failed`)
console.log(
  `Browser tests: ${browser.passed} passed, ${browser.failed} failed, ${browser.skipped} skipped`,
)
// A step that failed without a failed test to show for it (a check, a build, a runner that could
// not start) counts as one failure.
const failedSteps = steps.filter((step) => !step.ok)
const uncounted = failedSteps.filter((step) => !step.testsFailed).length
console.log(
  `${unit.passed + browser.passed} passed, ${unit.failed + browser.failed + uncounted} failed`,
)
process.exit(failedSteps.length > 0 ? 1 : 0)
