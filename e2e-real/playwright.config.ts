import { defineConfig, devices } from '@playwright/test'
import { launchOptions } from '../scripts/lib/chromium.mjs'
import { realWordPressApiUrl, realWordPressSiteEnv, SITE_PORT } from './real-wordpress'

/**
 * Browser tests of the production build against a real WordPress (scripts/wordpress-real.sh).
 * `npm run test:wordpress-real` (scripts/wordpress-real/test-site.mjs) builds `dist/` for the real
 * WordPress first, then runs this config twice, each with the specs it names: the site and its
 * features with the `/wp-json/` base; an editor's changes (`webhook.spec.ts`) with the
 * `?rest_route=` base (`E2E_REAL_URL_FORM`) and the cache on (`E2E_REAL_CACHE_SECONDS`), so that
 * only the webhook can show them. Each run starts the site on E2E_REAL_PORT (3040), where the
 * plugins of the real WordPress send their previews and webhooks, with the production server
 * (server/server.ts, through `npm start`'s scripts/start.mjs, which would build a stale `dist/`
 * itself), with the project's Node.js.
 */
const apiUrl = realWordPressApiUrl()

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e-real',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `../reports/${process.env.E2E_REAL_REPORT ?? 'playwright-real'}.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions,
    trace: 'off',
  },
  metadata: { wordpressApiUrl: apiUrl },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions, viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: 'node_modules/.bin/node scripts/start.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${SITE_PORT}/mentions-legales`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_SECONDS: '0',
      WORDPRESS_API_URL: apiUrl,
      WORDPRESS_CACHE_SECONDS: process.env.E2E_REAL_CACHE_SECONDS ?? '0',
      ASTRO_TELEMETRY_DISABLED: '1',
      // The draft preview's and the webhook's secrets, the application password
      // scripts/wordpress-real.sh set up.
      ...realWordPressSiteEnv(),
    },
  },
})
