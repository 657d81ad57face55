/**
 * What the benchmarks and the cluster test share besides starting the stack (stack.mjs): driving
 * the demo WordPress's test switches, writing a report under `.bench/`, and running `main` so that
 * everything started is stopped whatever happens.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = new URL('../..', import.meta.url).pathname

/**
 * Calls one of the demo WordPress's `/__demo/*` switches (demo-wordpress/test-controls.mjs): GET
 * without `body`, POST with it as JSON.
 * @param {string} demoUrl the demo's site URL, without trailing slash.
 * @param {string} path e.g. `/__demo/stats`.
 * @param {unknown} [body]
 * @returns {Promise<any>} the JSON answer.
 * @throws Error when the answer is not 2xx.
 */
export async function demoControl(demoUrl, path, body) {
  const response = await fetch(`${demoUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

/**
 * Writes `.bench/{name}.json` with the time of the run and `data`.
 * @param {string} name e.g. `blog`.
 * @param {Record<string, unknown>} data
 */
export function writeBenchReport(name, data) {
  mkdirSync(join(ROOT, '.bench'), { recursive: true })
  writeFileSync(
    join(ROOT, '.bench', `${name}.json`),
    JSON.stringify({ at: new Date().toISOString(), ...data }, null, 2),
  )
}

/**
 * Runs `main`, prints its error if it throws, always awaits `cleanup`, then exits: 1 when `main`
 * threw, or when `assert` is set and `main` resolved to `false`; 0 otherwise.
 * @param {() => Promise<boolean | void>} main
 * @param {{ cleanup: () => Promise<void>, assert?: boolean }} options
 */
export async function runMain(main, { cleanup, assert = false }) {
  let exitCode = 0
  try {
    const met = await main()
    if (assert && met === false) exitCode = 1
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error)
    exitCode = 1
  } finally {
    await cleanup()
  }
  process.exit(exitCode)
}

/**
 * On Ctrl-C (SIGINT) or SIGTERM, awaits `cleanup` and exits 130, so that an interrupted script
 * leaves no server, Redis or demo WordPress running behind it.
 * @param {() => Promise<void>} cleanup
 */
export function cleanUpOnSignals(cleanup) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await cleanup()
      process.exit(130)
    })
  }
}
