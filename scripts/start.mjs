/**
 * `npm start`: builds the site when needed, starts the bundled demo WordPress when
 * `WORDPRESS_API_URL` is unset, then serves the site with `next start` on `PORT` (default 3000).
 * Stops the demo server when the site stops.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import nextEnv from '@next/env'
import { buildIfStale } from './build-if-stale.mjs'

const ROOT = new URL('..', import.meta.url).pathname
// Same .env files as Next.js itself (.env.local, .env.production…), so that a WORDPRESS_API_URL
// written there is seen before deciding whether to start the demo WordPress.
nextEnv.loadEnvConfig(ROOT, false)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
let demo = null

if (!env.WORDPRESS_API_URL) {
  const { startDemoWordPress } = await import('../demo-wordpress/server.mjs')
  const port = Number(env.DEMO_WORDPRESS_PORT ?? 3100)
  demo = await startDemoWordPress({ port, host: '127.0.0.1' })
  env.WORDPRESS_API_URL = demo.apiUrl
  console.log(`Demo WordPress: ${demo.apiUrl} (set WORDPRESS_API_URL to use a real WordPress)`)
}

try {
  buildIfStale(env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await demo?.close()
  process.exit(1)
}

const port = env.PORT || '3000'
const site = spawn(
  process.execPath,
  [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', port],
  {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  },
)

const stop = (signal) => site.kill(signal)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
site.on('exit', async (code) => {
  await demo?.close()
  process.exit(code ?? 0)
})
