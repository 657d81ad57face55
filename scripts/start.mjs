/**
 * `npm start`: builds the site when needed, starts the bundled demo WordPress when
 * `WORDPRESS_API_URL` is unset, then serves the site on `PORT` (default 3000) with the same
 * standalone server as the container image (scripts/server.mjs; `next start` does not serve a
 * standalone build). Stops the demo server when the site stops.
 */
import { spawn } from 'node:child_process'
import nextEnv from '@next/env'
import { nodeMemoryArgs, prepareStack, STANDALONE_DIR } from './lib/stack.mjs'

const ROOT = new URL('..', import.meta.url).pathname
// Same .env files as Next.js itself (.env.local, .env.production…), so that a WORDPRESS_API_URL
// written there is seen before deciding whether to start the demo WordPress.
nextEnv.loadEnvConfig(ROOT, false)

let stack
try {
  stack = await prepareStack({
    wpPort: process.env.WORDPRESS_API_URL
      ? undefined
      : Number(process.env.DEMO_WORDPRESS_PORT ?? 3100),
    standalone: true,
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const { env, demo, entry } = stack
if (demo)
  console.log(`Demo WordPress: ${demo.apiUrl} (set WORDPRESS_API_URL to use a real WordPress)`)

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
