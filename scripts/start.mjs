/**
 * `npm start`: builds when needed, starts the demo WordPress when `WORDPRESS_API_URL` is unset,
 * and serves the site on `PORT` as the container image does. npm gives it the settings of `.env`
 * (README « Settings »).
 */
import { once } from 'node:events'
import { runMain } from './lib/script-run.mjs'
import { prepareStack, startSite } from './lib/stack.mjs'

const port = Number(process.env.PORT || 3000)
const demoPort = Number(process.env.DEMO_WORDPRESS_PORT ?? 3100)

await runMain(async (defer) => {
  const { env, demo } = await prepareStack({
    wpPort: process.env.WORDPRESS_API_URL ? undefined : demoPort,
  })
  if (demo) {
    defer(() => demo.close())
    console.log(`Demo WordPress: ${demo.apiUrl} (set WORDPRESS_API_URL to use a real WordPress)`)
  }
  const host = process.env.HOST || undefined
  // Production settles in-flight requests before exiting; a local run stops at once on Ctrl-C.
  const site = await startSite({ port, env, stdio: 'inherit', host, killAfterMs: 30_000 })
  defer(site.stop)
  console.log(`Site: http://localhost:${port}`)
  const [code] = await once(site.child, 'exit')
  return code === 0
})
