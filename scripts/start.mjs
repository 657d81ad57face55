/**
 * `npm start`: builds the site when needed, starts the bundled demo WordPress when
 * `WORDPRESS_API_URL` is unset, then serves the site on `PORT` (default 3000) with the same
 * standalone server as the container image (scripts/server.mjs; `next start` does not serve a
 * standalone build). Stops the demo server when the site stops.
 */
import { spawn } from 'node:child_process'
import nextEnv from '@next/env'
import { buildIfStale } from './build-if-stale.mjs'
import { nodeMemoryArgs, prepareStandalone, STANDALONE_DIR } from './lib/stack.mjs'

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

let entry
try {
  buildIfStale(env)
  entry = prepareStandalone()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await demo?.close()
  process.exit(1)
}

const site = spawn(process.execPath, [...nodeMemoryArgs(env), entry], {
  cwd: STANDALONE_DIR,
  env: { ...env, PORT: env.PORT || '3000', NODE_ENV: 'production' },
  stdio: 'inherit',
})

const stop = (signal) => site.kill(signal)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
site.on('exit', async (code) => {
  await demo?.close()
  process.exit(code ?? 0)
})
