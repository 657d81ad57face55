/**
 * The steps of a check run (`npm test`, `npm run test:wordpress-real`): each runs even when one
 * before it failed, so that one run shows every problem, and is timed for the summary.
 */
import { spawnSync } from 'node:child_process'
import { NODE } from './node.mjs'

const ROOT = new URL('../..', import.meta.url).pathname

/**
 * `step(name, run)` runs `run` under its heading and records whether it passed (a throw fails
 * it); `steps` are the records, `{ name, ok, seconds, testsFailed? }`; `printSummary()` prints them.
 */
export function createSteps() {
  const steps = []
  async function step(name, run) {
    console.log(`\n━━ ${name} ━━`)
    const started = Date.now()
    let ok
    try {
      ok = await run()
    } catch (error) {
      console.error(error instanceof Error ? error.message : error)
      ok = false
    }
    steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
    return ok
  }
  function printSummary() {
    console.log('\n━━ Summary ━━')
    for (const { name, ok, seconds } of steps)
      console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`)
  }
  return { steps, step, printSummary }
}

/**
 * Runs a script (`args`) with the project's Node.js (./node.mjs) in the repository's root.
 * @returns {boolean} whether it exited 0
 */
export const runNode = (args, env) =>
  spawnSync(NODE, args, { cwd: ROOT, env, stdio: 'inherit' }).status === 0

/** A tool's entry point under node_modules, run with the project's Node.js rather than its `#!`. */
export const tool = (path) => `${ROOT}node_modules/${path}`
