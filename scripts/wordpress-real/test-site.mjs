/**
 * `npm run test:wordpress-real`: the site against a real WordPress (scripts/wordpress-real.sh must
 * be running; it writes `.wordpress-real/env`).
 *
 * 1. reads the REST base from `WORDPRESS_REAL_API_URL` or `.wordpress-real/env`;
 * 2. builds the production site into `dist/` for that WordPress, only when stale
 *    (scripts/build-if-stale.mjs: astro.config.mjs allows the media origin at build time);
 * 3. runs the contract test (Vitest, e2e-real/vitest.config.mts) and the browser tests
 *    (Playwright, e2e-real/playwright.config.ts, site on port 3040).
 * Both test steps run even when the first fails; the exit code is non-zero when any step failed.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { NODE } from '../lib/node.mjs'
import { realWordPressApiUrl } from '../lib/script-run.mjs'
import { prepareStack } from '../lib/stack.mjs'

const ROOT = new URL('../..', import.meta.url).pathname
/** A tool's entry point, run with the project's Node.js (scripts/lib/node.mjs). */
const tool = (path) => join(ROOT, 'node_modules', path)

const api = realWordPressApiUrl()
if (!api) {
  console.error('No real WordPress: run `bash scripts/wordpress-real.sh` first.')
  process.exit(2)
}
try {
  const answer = await fetch(`${api}/posts?per_page=1`, { signal: AbortSignal.timeout(5000) })
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`)
} catch (error) {
  console.error(
    `The real WordPress at ${api} does not answer (${error.message}): run \`bash scripts/wordpress-real.sh\`.`,
  )
  process.exit(2)
}

const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  WORDPRESS_REAL_API_URL: api,
  WORDPRESS_API_URL: api,
}
const steps = []
async function timed(name, run) {
  const started = Date.now()
  console.log(`\n━━ ${name} ━━`)
  let ok
  try {
    ok = await run()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    ok = false
  }
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  return ok
}
const run = (args) => spawnSync(NODE, args, { cwd: ROOT, env, stdio: 'inherit' }).status === 0

const built = await timed(`Production build for ${new URL(api).origin}`, async () => {
  await prepareStack({ env })
  return true
})
await timed('Contract test: demo vs real WordPress (Vitest)', () =>
  run([tool('vitest/vitest.mjs'), 'run', '--config', 'e2e-real/vitest.config.mts']),
)
if (built)
  await timed('Site against the real WordPress (Playwright, Chromium)', () =>
    run([tool('@playwright/test/cli.js'), 'test', '-c', 'e2e-real/playwright.config.ts']),
  )

console.log('\n━━ Summary ━━')
for (const step of steps)
  console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.name} (${step.seconds} s)`)
process.exit(steps.every((step) => step.ok) && built ? 0 : 1)
