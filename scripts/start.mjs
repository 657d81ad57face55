/**
 * `npm start`: builds when needed, starts the demo WordPress when `WORDPRESS_API_URL` is unset,
 * and serves the site on `PORT` as the container image does. npm gives it the settings of `.env`
 * (README « Settings »).
 */
import { prepareStack, startSite } from './lib/stack.mjs'

const port = Number(process.env.PORT || 3000)
let stack
let site
try {
  stack = await prepareStack({
    wpPort: process.env.WORDPRESS_API_URL
      ? undefined
      : Number(process.env.DEMO_WORDPRESS_PORT ?? 3100),
  })
  if (stack.demo)
    console.log(
      `Demo WordPress: ${stack.demo.apiUrl} (set WORDPRESS_API_URL to use a real WordPress)`,
    )
  site = await startSite({
    port,
    env: stack.env,
    stdio: 'inherit',
    host: process.env.HOST || undefined,
    // Production settles in-flight requests before exiting; a local run stops at once on Ctrl-C.
    killAfterMs: 30_000,
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stack?.demo?.close()
  process.exit(1)
}
console.log(`Site: http://localhost:${port}`)

const stop = (signal) => site.child.kill(signal)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
site.child.on('exit', async (code) => {
  await stack.demo?.close()
  process.exit(code ?? 0)
})
