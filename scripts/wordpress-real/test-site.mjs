/**
 * `npm run test:wordpress-real`: the contract test and the browser tests of e2e-real/ against the
 * WordPress of scripts/wordpress-real.sh, which must be running; every step runs
 * (../lib/steps.mjs). The browser tests run twice, one site each on E2E_REAL_PORT: the site and
 * its features with the `/wp-json/` base; then, with the `?rest_route=` base (README « Pointing
 * the site at a real WordPress »: plain permalinks) and the cache on, an editor's changes, which
 * only the revalidation webhook can show.
 */
import { wordpressUrl } from '../../src/lib/wordpress/api-url.mjs'
import { realWordPressApiUrl } from '../lib/script-run.mjs'
import { prepareStack } from '../lib/stack.mjs'
import { createSteps, runNode, tool } from '../lib/steps.mjs'
/**
 * How long the site keeps WordPress's answers and its pages in the run of the webhook: longer than
 * the run, so that nothing but the webhook refreshes them.
 */
const WEBHOOK_RUN_CACHE_SECONDS = '3600'

const api = realWordPressApiUrl()
if (!api) {
  console.error('No real WordPress: run `bash scripts/wordpress-real.sh` first.')
  process.exit(2)
}
try {
  const answer = await fetch(wordpressUrl(api, '/posts', { per_page: '1' }), {
    signal: AbortSignal.timeout(5000),
  })
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
const { steps, step: timed, printSummary } = createSteps()
const run = (args, extra = {}) => runNode(args, { ...env, ...extra })
const playwright = (specs, extra) =>
  run(
    [tool('@playwright/test/cli.js'), 'test', '-c', 'e2e-real/playwright.config.ts', ...specs],
    extra,
  )

// One build serves every run: a build reads WordPress's origin only, the same for both forms.
const built = await timed(`Production build for ${new URL(api).origin}`, async () => {
  await prepareStack({ env })
  return true
})
await timed('Contract test: demo vs real WordPress, both forms of the base (Vitest)', () =>
  run([tool('vitest/vitest.mjs'), 'run', '--config', 'e2e-real/vitest.config.mts']),
)
if (built) {
  await timed('Site against the real WordPress, /wp-json/ base (Playwright, Chromium)', () =>
    playwright(['site.spec.ts', 'features.spec.ts']),
  )
  await timed(
    'An editor’s changes through the webhook, ?rest_route= base, cache on (Playwright)',
    () =>
      playwright(['webhook.spec.ts'], {
        E2E_REAL_URL_FORM: 'rest_route',
        E2E_REAL_CACHE_SECONDS: WEBHOOK_RUN_CACHE_SECONDS,
        E2E_REAL_REPORT: 'playwright-real-webhook',
      }),
  )
}

printSummary()
process.exit(steps.every((step) => step.ok) && built ? 0 : 1)
