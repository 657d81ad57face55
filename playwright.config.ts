import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3010)
const cachedPort = Number(process.env.E2E_CACHED_PORT ?? 3011)
const wpPort = Number(process.env.E2E_WP_PORT ?? 3110)

/** Debian's Chromium (never a downloaded browser), with the flags this machine needs. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
    : [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
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
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions, viewport: { width: 1280, height: 900 } },
    },
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
