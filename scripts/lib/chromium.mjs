/**
 * Debian's Chromium (never a downloaded browser), with the flags this machine needs: the launch
 * options of both Playwright configurations and of the browser benchmark.
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
