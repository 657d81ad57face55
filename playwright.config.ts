import { defineConfig, devices } from '@playwright/test'
import { launchOptions } from './e2e/chromium'

const port = Number(process.env.E2E_PORT ?? 3010)
const cachedPort = Number(process.env.E2E_CACHED_PORT ?? 3011)
const wpPort = Number(process.env.E2E_WP_PORT ?? 3110)

/**
 * Specs whose tests each get a browser context of their own, as Playwright gives by default: the
 * draft preview's (its cookie, the editor's session) and the navigation's (Back and Forward through
 * the browser's history, which a shared context keeps from test to test).
 */
const OWN_CONTEXT_SPECS = /\/(blog-preview|navigation)\.spec\.ts$/
const desktop = {
  ...devices['Desktop Chrome'],
  launchOptions,
  viewport: { width: 1280, height: 900 },
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // The HTML report shows a failed screenshot comparison as expected, actual and diff images.
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ['html', { outputFolder: 'reports/playwright-html', open: 'never' }],
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
    // The other tests share one browser context, which Playwright resets between tests (cookies,
    // cache, storage, routes, init scripts, viewport, emulation: its documentation of
    // `reuseContext`; a test that sets another option, such as `javaScriptEnabled`, still gets a
    // context of its own): on this machine a new context and its renderer cost about 0.6 s and 1 s
    // of CPU, a third of these tests' time (README « Browser tests »). The demo WordPress's modes
    // and the sites' caches are outside the browser: the specs that change them reset them.
    {
      name: 'desktop',
      testIgnore: OWN_CONTEXT_SPECS,
      use: { ...desktop, reuseContext: true },
    },
    { name: 'own-context', testMatch: OWN_CONTEXT_SPECS, use: desktop },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${cachedPort}/mentions-legales`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
