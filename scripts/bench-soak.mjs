/**
 * `npm run bench:soak [-- --assert]`: does the site, started as `npm start` starts it, hold load
 * with its memory bounded (README « Load and memory »)? A burst on `/`, `/blog` and an article
 * gives no error nor timeout; over the long run, the resident memory after warm-up trends under
 * 1 MB a minute and ends within 5 % of its first minute's highest. Writes `.bench/soak.json`.
 * Environment (counts, seconds): SOAK_BURST_CONNECTIONS (200), SOAK_BURST_SECONDS (20),
 * SOAK_LONG_CONNECTIONS (50), SOAK_LONG_SECONDS (600), SOAK_SAMPLE_SECONDS (30),
 * SOAK_WARMUP_SECONDS (120), SOAK_PORT (3050), SOAK_WP_PORT (3150).
 */
import { loadavg } from 'node:os'
import {
  cliOptions,
  demoSlugs,
  envNumber as number,
  loadAverage,
  loadTest,
  printTable,
  runMain,
  writeBenchReport,
} from './lib/script-run.mjs'
import { prepareStack, processUsage, startSite } from './lib/stack.mjs'
import { freePort, waitUntilUp } from './lib/server-process.mjs'

const { assert } = cliOptions(['assert'])
const BURST_CONNECTIONS = number('SOAK_BURST_CONNECTIONS', 200)
const BURST_SECONDS = number('SOAK_BURST_SECONDS', 20)
const LONG_CONNECTIONS = number('SOAK_LONG_CONNECTIONS', 50)
const LONG_SECONDS = number('SOAK_LONG_SECONDS', 600)
const SAMPLE_SECONDS = number('SOAK_SAMPLE_SECONDS', 30)
const WARMUP_SECONDS = number('SOAK_WARMUP_SECONDS', 120)
const WP_PORT = number('SOAK_WP_PORT', 3150)
const MB = 1024 * 1024

const rssMb = (pid) => Math.round((processUsage(pid).rssBytes / MB) * 10) / 10

/**
 * With the second of the run at which each timeout was counted (10 s after its request), and the
 * server's CPU time a request in ms, which varies less than requests a second with the load.
 */
async function run(origin, pid, paths, connections, seconds) {
  const started = Date.now()
  const cpuMs = processUsage(pid).cpuMs
  const timeoutsAt = []
  const setupClient = (client) =>
    client.on('timeout', () => timeoutsAt.push(Math.round((Date.now() - started) / 1000)))
  const result = await loadTest(origin, paths, { connections, seconds, setupClient })
  const cpuMsPerRequest = (processUsage(pid).cpuMs - cpuMs) / Math.max(1, result.requests)
  return { paths, connections, seconds, ...result, timeoutsAt, cpuMsPerRequest }
}

/** Least squares, in MB a minute. */
function slopePerMinute(points) {
  const n = points.length
  if (n < 2) return 0
  const meanX = points.reduce((sum, p) => sum + p.seconds, 0) / n
  const meanY = points.reduce((sum, p) => sum + p.mb, 0) / n
  const covariance = points.reduce((sum, p) => sum + (p.seconds - meanX) * (p.mb - meanY), 0)
  const variance = points.reduce((sum, p) => sum + (p.seconds - meanX) ** 2, 0)
  return Math.round((covariance / variance) * 60 * 100) / 100
}

async function main(defer) {
  const { env, demo } = await prepareStack({ wpPort: WP_PORT })
  defer(() => demo.close())
  const port = await freePort(number('SOAK_PORT', 3050))
  const site = await startSite({ port, env, stdio: 'inherit', killAfterMs: 30_000 })
  defer(site.stop)
  const { origin } = site
  const pid = site.child.pid
  const { post } = await demoSlugs(demo.apiUrl)
  const paths = ['/', '/blog', `/blog/${post}`]
  for (const path of paths) await waitUntilUp(`${origin}${path}`)
  const startedMb = rssMb(pid)
  console.log(
    `Site ${origin} (server pid ${pid}, ${startedMb} MB resident after warm-up); load average ${loadAverage()}`,
  )

  const bursts = []
  for (const path of paths) {
    const before = loadAverage()
    const row = await run(origin, pid, [path], BURST_CONNECTIONS, BURST_SECONDS)
    Object.assign(row, { loadBefore: before, loadAfter: loadAverage(), rssMb: rssMb(pid) })
    bursts.push(row)
    console.log(
      `burst ${path}: ${row.requestsPerSecond} req/s, ${row.cpuMsPerRequest.toFixed(3)} CPU ms a request, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, max ${row.maxMs} ms, ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts${row.timeouts ? ` (counted at s ${[...new Set(row.timeoutsAt)].join(', ')})` : ''}; ${row.rssMb} MB; load ${row.loadAfter}`,
    )
  }

  const samples = []
  const t0 = Date.now()
  const sample = () => {
    const seconds = Math.round((Date.now() - t0) / 1000)
    samples.push({ seconds, mb: rssMb(pid), load: loadavg()[0].toFixed(2) })
  }
  sample()
  const sampler = setInterval(sample, SAMPLE_SECONDS * 1000)
  const long = await run(origin, pid, paths, LONG_CONNECTIONS, LONG_SECONDS)
  clearInterval(sampler)
  sample()

  const afterWarmup = samples.filter((s) => s.seconds >= WARMUP_SECONDS)
  const slope = slopePerMinute(afterWarmup)
  const firstMinute = afterWarmup.filter((s) => s.seconds < WARMUP_SECONDS + 60)
  const ceiling = Math.max(...firstMinute.map((s) => s.mb)) * 1.05
  const last = samples[samples.length - 1]

  console.log('')
  console.log(
    `| phase | connections | seconds | req/s | server CPU ms a request | p50 ms | p99 ms | max ms | non-2xx | errors | timeouts | load avg |`,
  )
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |`)
  for (const row of [...bursts, long])
    console.log(
      `| ${row === long ? `long run (${paths.join(', ')})` : `burst ${row.paths[0]}`} | ${row.connections} | ${row.seconds} | ${row.requestsPerSecond} | ${row.cpuMsPerRequest.toFixed(3)} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.non2xx} | ${row.errors} | ${row.timeouts} | ${row.loadAfter ?? loadAverage()} |`,
    )
  console.log('')
  printTable(
    { 't (s)': 'seconds', 'resident memory (MB)': 'mb', 'load avg (1 min)': 'load' },
    samples,
  )
  console.log('')
  console.log(
    `Slope after ${WARMUP_SECONDS} s of warm-up: ${slope} MB/min over ${afterWarmup.length} samples; last sample ${last.mb} MB, ceiling ${Math.round(ceiling * 10) / 10} MB.`,
  )

  const noFailure = (what, row) => ({ what: `${what}: 0 errors, 0 timeouts`, ok: !row.failures })
  const goals = [
    ...bursts.map((row) => noFailure(`burst ${row.paths[0]}`, row)),
    noFailure('long run', long),
    {
      what: 'memory: slope under 1 MB/min after warm-up, last sample within 5 % of the first minute',
      ok: slope < 1 && last.mb <= ceiling,
    },
  ]
  for (const goal of goals) console.log(`${goal.ok ? 'met    ' : 'NOT MET'} ${goal.what}`)
  writeBenchReport('soak', { startedMb, bursts, long, samples, slope, goals })
  return goals.every((goal) => goal.ok) || !assert
}

await runMain(main)
