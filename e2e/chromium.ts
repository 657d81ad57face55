/**
 * Debian's Chromium (never a downloaded browser), with the flags this machine needs: the launch
 * options of both Playwright configurations (playwright.config.ts, e2e-real/playwright.config.ts).
 */
export const launchOptions = {
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
