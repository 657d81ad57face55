/**
 * `npm run compare:lighthouse -- URL [URL…]`: the same Lighthouse as `npm run bench:lighthouse`
 * (the one `@lhci/cli` ships, with lighthouserc.json's Chromium and flags, default mobile settings:
 * simulated slow 4G, 4× CPU slowdown), Performance only, on pages that are already served, for an
 * A/B comparison: two builds of the site on two ports, the same page with and without a header,
 * a route against the empty Next.js page.
 *
 * The URLs are loaded in turn, one Lighthouse run each, `COMPARE_RUNS` times (default 5), so that
 * a change of the machine's load touches them alike; each line gives the medians of Performance,
 * TBT, main-thread work (Lighthouse's `mainthread-work-breakdown`, simulated milliseconds), LCP and
 * the longest task, each run's Performance and TBT, and the ratio of its median TBT to the first
 * URL's. On a shared machine one run moves by hundreds of milliseconds of TBT: compare medians of
 * five runs or more, never figures of two separate invocations.
 *
 * A URL followed by `!pattern[,pattern…]` is loaded with those requests blocked (Lighthouse's
 * `--blocked-url-patterns`, `*` as wildcard): `http://localhost:3000/!*_rsc*` is the home page
 * without its prefetches. The reports are written to `reports/compare/` (JSON, with the trace).
 *
 * Exits 1 without a URL, or when a run fails (a page that does not load, Chromium missing).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { summarize } from './lib/lighthouse-report.mjs'
import { median } from './lib/script-run.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const OUT = join(ROOT, 'reports/compare')
const RUNS = Math.max(1, Number(process.env.COMPARE_RUNS ?? 5) || 5)
const LIGHTHOUSE = createRequire(
  createRequire(import.meta.url).resolve('@lhci/cli/package.json'),
).resolve('lighthouse/cli/index.js')
const { chromePath, settings } = JSON.parse(readFileSync(join(ROOT, 'lighthouserc.json'), 'utf8'))
  .ci.collect

/**
 * An argument of the command line: the URL and the request patterns to block.
 * @param {string} arg `URL` or `URL!pattern,pattern`.
 * @returns {{ label: string, url: string, blocked: string[] }}
 * @throws Error when the URL is not an absolute http(s) URL.
 */
export function parseTarget(arg) {
  const at = arg.indexOf('!')
  const url = at < 0 ? arg : arg.slice(0, at)
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`not an http(s) URL: ${arg}`)
  const blocked =
    at < 0
      ? []
      : arg
          .slice(at + 1)
          .split(',')
          .filter(Boolean)
  return { label: arg, url, blocked }
}

/**
 * One Lighthouse run of `target`, its report written under reports/compare/.
 * @param {{ url: string, blocked: string[] }} target
 * @param {string} name file name without extension.
 * @returns {any} the LHR.
 * @throws Error when Lighthouse fails or reports a runtime error.
 */
function run(target, name) {
  const output = join(OUT, `${name}.json`)
  const result = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE,
      target.url,
      '--quiet',
      '--only-categories=performance',
      `--chrome-flags=${settings.chromeFlags}`,
      ...target.blocked.map((pattern) => `--blocked-url-patterns=${pattern}`),
      '--output=json',
      `--output-path=${output}`,
      '--save-assets',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
  )
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${target.url}`)
  const lhr = JSON.parse(readFileSync(output, 'utf8'))
  if (lhr.runtimeError) throw new Error(`${target.url}: ${lhr.runtimeError.message}`)
  return lhr
}

// Run as a command, not when a test imports the functions above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const targets = process.argv.slice(2).map(parseTarget)
  if (targets.length === 0) {
    console.error(
      'Usage: npm run compare:lighthouse -- http://localhost:3000/ http://localhost:3001/',
    )
    process.exit(1)
  }
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  const loadBefore = loadavg()[0].toFixed(2)
  /** @type {ReturnType<typeof summarize>[][]} */
  const results = targets.map(() => [])
  /** @type {number[]} */
  const benchmarkIndex = []
  for (let pass = 0; pass < RUNS; pass++) {
    targets.forEach((target, index) => {
      const lhr = run(target, `${index + 1}-run${pass + 1}`)
      results[index]?.push(summarize(lhr))
      benchmarkIndex.push(lhr.environment?.benchmarkIndex ?? NaN)
    })
  }
  const middle = (
    /** @type {number} */ index,
    /** @type {'tbtMs' | 'mainThreadMs' | 'lcpMs' | 'longestTaskMs'} */ key,
  ) => median((results[index] ?? []).map((r) => r[key]))
  const performance = (/** @type {number} */ index) =>
    median((results[index] ?? []).map((r) => r.scores.performance ?? NaN))
  const referenceTbt = middle(0, 'tbtMs')
  console.log(
    `Lighthouse ${RUNS} runs a URL, in turn; medians (load average ${loadBefore} → ` +
      `${loadavg()[0].toFixed(2)}, Lighthouse's benchmark index ${Math.round(median(benchmarkIndex))})`,
  )
  targets.forEach((target, index) => {
    const runs = results[index] ?? []
    const tbt = middle(index, 'tbtMs')
    console.log(
      `${target.label}\n  Performance ${performance(index)}, TBT ${tbt} ms ` +
        `(× ${referenceTbt > 0 ? (tbt / referenceTbt).toFixed(2) : '–'} the first URL's), ` +
        `main-thread work ${middle(index, 'mainThreadMs')} ms, LCP ${middle(index, 'lcpMs')} ms, ` +
        `longest task ${middle(index, 'longestTaskMs')} ms\n` +
        `  runs (Performance/TBT): ${runs.map((r) => `${r.scores.performance}/${r.tbtMs}`).join(' ')}`,
    )
  })
  console.log(`Reports and traces: ${OUT}/`)
}
