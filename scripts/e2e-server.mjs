/**
 * Server of the browser tests: the demo WordPress on `E2E_WP_PORT` (default 3110) and the built
 * site on `E2E_PORT` (default 3010), with the WordPress cache off so that each test sees the demo
 * server's current mode. A second site on `E2E_CACHED_PORT` (default 3011) keeps the cache on, for
 * the caching tests. Expects a build made for this WordPress origin (scripts/test.mjs makes it;
 * `npm run test:e2e` alone runs whatever `dist/` holds).
 */
import { DEMO_PREVIEW } from '../demo-wordpress/server.mjs'
import { prepareStack, startSite } from './lib/stack.mjs'

const { env, demo } = await prepareStack({
  wpPort: Number(process.env.E2E_WP_PORT ?? 3110),
  build: false,
  env: {
    ...process.env,
    REVALIDATE_SECRET: 'secret-de-test-e2e',
    // Draft preview: the secret of the signed links and the demo WordPress's application password.
    PREVIEW_SECRET: 'secret-apercu-e2e',
    WORDPRESS_PREVIEW_USER: DEMO_PREVIEW.user,
    WORDPRESS_PREVIEW_APPLICATION_PASSWORD: DEMO_PREVIEW.applicationPassword,
    WORDPRESS_TIMEOUT_MS: '2000',
    // Stopped at the end of the run: no load balancer to drain.
    SHUTDOWN_DRAIN_SECONDS: '0',
  },
})

// Playwright waits up to 120 s for the cached site (playwright.config.ts `webServer`).
const started = await Promise.allSettled(
  [
    [process.env.E2E_PORT ?? 3010, '0'],
    [process.env.E2E_CACHED_PORT ?? 3011, '300'],
  ].map(([port, cacheSeconds]) =>
    startSite({
      port: Number(port),
      env: { ...env, WORDPRESS_CACHE_SECONDS: cacheSeconds },
      stdio: 'inherit',
      timeoutMs: 110_000,
    }),
  ),
)
const sites = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))

const stop = async (code = 0) => {
  await Promise.all(sites.map((site) => site.stop()))
  await demo?.close()
  process.exit(code)
}
const failed = started.find((result) => result.status === 'rejected')
if (failed) {
  console.error(failed.reason instanceof Error ? failed.reason.message : failed.reason)
  await stop(1)
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())
for (const site of sites) site.child.on('exit', (code) => code && code !== 0 && stop(1))
