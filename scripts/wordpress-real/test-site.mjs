/**
 * `npm run test:wordpress-real`: the contract test and the browser tests of e2e-real/ against the
 * WordPress of scripts/wordpress-real.sh, which must be running; both run even if the first fails.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { NODE } from '../lib/node.mjs'
import { realWordPressApiUrl } from '../lib/script-run.mjs'
import { prepareStack } from '../lib/stack.mjs'

const ROOT = new URL('../..', import.meta.url).pathname
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
