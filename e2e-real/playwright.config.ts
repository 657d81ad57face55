import { defineConfig, devices } from '@playwright/test'
import { launchOptions } from '../e2e/chromium'
import { realWordPressApiUrl, realWordPressPreviewEnv, SITE_PORT } from './real-wordpress'

/**
 * Browser tests of the production build against a real WordPress (scripts/wordpress-real.sh).
 * `npm run test:wordpress-real` (scripts/wordpress-real/test-site.mjs) builds `dist/` for the real
 * WordPress first; this config starts it on port 3040 with the production server
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
  reporter: [['list'], ['json', { outputFile: '../reports/playwright-real.json' }]],
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
      WORDPRESS_CACHE_SECONDS: '0',
      ASTRO_TELEMETRY_DISABLED: '1',
      // Draft preview: the secret and application password scripts/wordpress-real.sh set up.
      ...realWordPressPreviewEnv(),
    },
  },
})
