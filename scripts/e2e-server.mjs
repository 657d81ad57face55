/**
 * Server of the browser tests: the demo WordPress on `E2E_WP_PORT` (default 3110) and the built
 * site on `E2E_PORT` (default 3010), with the WordPress cache off so that each test sees the demo
 * server's current mode. A second site on `E2E_CACHED_PORT` (default 3011) keeps the cache on, for
 * the caching tests. Expects a build made for this WordPress origin (scripts/test.mjs makes it).
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { DEMO_PREVIEW, startDemoWordPress } from '../demo-wordpress/server.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const wpPort = Number(process.env.E2E_WP_PORT ?? 3110)
const demo = await startDemoWordPress({ port: wpPort, host: '127.0.0.1' })

function startSite(port, extraEnv) {
  return spawn(
    process.execPath,
    [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        WORDPRESS_API_URL: demo.apiUrl,
        REVALIDATE_SECRET: 'secret-de-test-e2e',
        // Draft preview: the secret of the signed links and the demo WordPress's application password.
        PREVIEW_SECRET: 'secret-apercu-e2e',
        WORDPRESS_PREVIEW_USER: DEMO_PREVIEW.user,
        WORDPRESS_PREVIEW_APPLICATION_PASSWORD: DEMO_PREVIEW.applicationPassword,
        WORDPRESS_TIMEOUT_MS: '2000',
        ...extraEnv,
      },
      stdio: 'inherit',
    },
  )
}

const sites = [
  startSite(process.env.E2E_PORT ?? 3010, { WORDPRESS_CACHE_SECONDS: '0' }),
  startSite(process.env.E2E_CACHED_PORT ?? 3011, { WORDPRESS_CACHE_SECONDS: '300' }),
]

const stop = async () => {
  for (const site of sites) site.kill('SIGTERM')
  await demo.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const site of sites) site.on('exit', (code) => code && code !== 0 && stop())
