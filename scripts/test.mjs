/**
 * `npm test`: lint, type check, formatting, French typography, unit tests (Vitest), production
 * build for the browser tests, browser tests (Playwright with Debian's Chromium). Every step runs
 * even when an earlier one fails, so one run shows every problem; the exit code is non-zero when
 * any step failed. The last line is the total in the form `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const bin = (name) => join(ROOT, 'node_modules', '.bin', name)
const wpPort = process.env.E2E_WP_PORT ?? '3110'
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  // The browser tests' site reads the demo WordPress of scripts/e2e-server.mjs.
  WORDPRESS_API_URL: `http://127.0.0.1:${wpPort}/wp-json/wp/v2`,
}
mkdirSync(join(ROOT, 'reports'), { recursive: true })

const steps = []
function run(name, command, args) {
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' })
  const ok = result.status === 0
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  return ok
}

run('Lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0'])
run('Type check (tsc)', bin('tsc'), ['--noEmit'])
run('Formatting (Prettier)', bin('prettier'), ['--check', '.', '--log-level=warn'])
run('French typography', process.execPath, ['scripts/french-typography.mjs'])
run('Unit tests (Vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
])

console.log('\n━━ Production build ━━')
let built = true
try {
  buildIfStale(env)
} catch (error) {
  built = false
  console.error(error instanceof Error ? error.message : error)
}
steps.push({ name: 'Production build', ok: built, seconds: 0 })
if (built) {
  run('Browser tests (Playwright, Chromium)', bin('playwright'), ['test'])
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(ROOT, file), 'utf8'))
  } catch {
    return null
  }
}
const vitest = readJson('reports/vitest.json')
const playwright =
  built && existsSync(join(ROOT, 'reports/playwright.json'))
    ? readJson('reports/playwright.json')
    : null
const unit = { passed: vitest?.numPassedTests ?? 0, failed: vitest?.numFailedTests ?? 0 }
const browser = {
  passed: (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0),
  failed: playwright?.stats?.unexpected ?? 0,
  skipped: playwright?.stats?.skipped ?? 0,
}
const failedSteps = steps.filter((step) => !step.ok)

console.log('\n━━ Summary ━━')
for (const step of steps)
  console.log(
    `${step.ok ? 'ok  ' : 'FAIL'}  ${step.name}${step.seconds ? ` (${step.seconds} s)` : ''}`,
  )
console.log(`Unit tests: ${unit.passed} passed, ${unit.failed} failed`)
console.log(
  `Browser tests: ${browser.passed} passed, ${browser.failed} failed, ${browser.skipped} skipped`,
)
const checksFailed = failedSteps.filter(
  (step) => !step.name.startsWith('Unit') && !step.name.startsWith('Browser'),
).length
const failed =
  unit.failed +
  browser.failed +
  checksFailed +
  (failedSteps.some((s) => s.name.startsWith('Browser')) && browser.failed === 0 ? 1 : 0)
console.log(`${unit.passed + browser.passed} passed, ${failed} failed`)
process.exit(failedSteps.length > 0 ? 1 : 0)
