import { defineConfig, devices } from '@playwright/test'
import { DEMO_PREVIEW } from './demo-wordpress/preview-account.mjs'
import { launchOptions } from './scripts/lib/chromium.mjs'
import { siteCommand } from './scripts/lib/stack.mjs'

const port = Number(process.env.E2E_PORT ?? 3010)
const cachedPort = Number(process.env.E2E_CACHED_PORT ?? 3011)
const wpPort = Number(process.env.E2E_WP_PORT ?? 3110)
/** Name of the run's reports in `reports/` (scripts/test.mjs runs Playwright twice, see below). */
const report = process.env.E2E_REPORT ?? 'playwright'

/**
 * Specs that change what lies outside the browser: the demo WordPress's modes, delays and posts,
 * the cached site's pages (the webhook, expiries) or the draft preview's state. They run one test
 * at a time, after the specs that only read, so that no other test sees a WordPress outage or a
 * purged cache it did not ask for.
 */
const WRITER_SPECS =
  /\/(blog|blog-feed|blog-preview|blog-related|blog-search|blog-serving|cache|navigation)\.spec\.ts$/
/**
 * Writers whose tests each get a browser context of their own, as Playwright gives by default: the
 * draft preview's (its cookie, the editor's session) and the navigation's (Back and Forward through
 * the browser's history, which a shared context keeps from test to test).
 */
const OWN_CONTEXT_SPECS = /\/(blog-preview|navigation)\.spec\.ts$/
const desktop = {
  ...devices['Desktop Chrome'],
  launchOptions,
  viewport: { width: 1280, height: 900 },
}

/**
 * Three projects. `desktop`: the specs that only read pages, a spec per worker (`E2E_WORKERS`, 2
 * by default: this machine's cores), the tests of one spec in order in its worker, so that a
 * spec's `beforeAll` page serves all its tests. `serial`, then `own-context`: the writers, one
 * test at a time, after `desktop` (`dependencies`). Playwright skips a project whose dependency
 * failed, so `npm test` (scripts/test.mjs) runs `desktop` and then the writers with `--no-deps`
 * and one worker, which reports every test whatever the first run found; `npx playwright test`
 * alone runs all three in this order.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  // The HTML report shows a failed screenshot comparison as expected, actual and diff images.
  reporter: [
    ['list'],
    ['json', { outputFile: `reports/${report}.json` }],
    ['html', { outputFolder: `reports/${report}-html`, open: 'never' }],
  ],
  // Baselines of e2e/visual.spec.ts, one name per page, width and theme, for every platform: they
  // are made in Debian's Chromium, the only browser the tests run.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Up to 1 % of a page's pixels may differ (text anti-aliasing of another Chromium build);
      // in one setup the shots are identical from run to run. A block that moves or changes size
      // exceeds it; a single changed word may not (the other browser tests read the texts).
      maxDiffPixelRatio: 0.01,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions,
    trace: 'off',
  },
  metadata: {
    cachedBaseURL: `http://127.0.0.1:${cachedPort}`,
    wordpressURL: `http://127.0.0.1:${wpPort}`,
  },
  projects: [
    // The tests of a worker share one browser context, which Playwright resets between tests
    // (cookies, cache, storage, routes, init scripts, viewport, emulation: its documentation of
    // `reuseContext`; a test that sets another option, such as `javaScriptEnabled`, still gets a
    // context of its own): a new context and its renderer cost about a second of CPU each (README
    // « Browser tests »).
    {
      name: 'desktop',
      testIgnore: WRITER_SPECS,
      use: { ...desktop, reuseContext: true },
    },
    {
      name: 'serial',
      testMatch: WRITER_SPECS,
      testIgnore: OWN_CONTEXT_SPECS,
      workers: 1,
      dependencies: ['desktop'],
      use: { ...desktop, reuseContext: true },
    },
    {
      name: 'own-context',
      testMatch: OWN_CONTEXT_SPECS,
      workers: 1,
      dependencies: ['serial'],
      use: desktop,
    },
  ],
  // The demo WordPress, then the built site twice: the WordPress cache off on `port`, so that each
  // test sees the demo's current mode, and on on `cachedPort`, for the caching tests. Expects a
  // build made for this WordPress (scripts/test.mjs makes it; alone, whatever dist/ holds runs).
  webServer: [
    {
      command: 'node_modules/.bin/node demo-wordpress/server.mjs',
      env: { DEMO_WORDPRESS_PORT: String(wpPort) },
      url: `http://127.0.0.1:${wpPort}/wp-json/wp/v2/categories`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(
      [
        [port, 0],
        [cachedPort, 300],
      ] as const
    ).map(([sitePort, cacheSeconds]) => {
      const { command, args, env } = siteCommand({
        port: sitePort,
        env: {
          WORDPRESS_API_URL: `http://127.0.0.1:${wpPort}/wp-json/wp/v2`,
          WORDPRESS_CACHE_SECONDS: String(cacheSeconds),
          WORDPRESS_TIMEOUT_MS: '2000',
          REVALIDATE_SECRET: 'secret-de-test-e2e',
          // Draft preview: the secret of the signed links and the demo's application password.
          PREVIEW_SECRET: 'secret-apercu-e2e',
          WORDPRESS_PREVIEW_USER: DEMO_PREVIEW.user,
          WORDPRESS_PREVIEW_APPLICATION_PASSWORD: DEMO_PREVIEW.applicationPassword,
          // Stopped at the end of the run: no load balancer to drain.
          SHUTDOWN_DRAIN_SECONDS: '0',
        },
      })
      return {
        command: [command, ...args].join(' '),
        env: env as Record<string, string>,
        url: `http://127.0.0.1:${sitePort}/mentions-legales`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      }
    }),
  ],
})
