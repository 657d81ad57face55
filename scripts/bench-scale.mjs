/**
 * `npm run bench:scale`: what a second instance adds (README « Several instances »): the same load
 * on one instance and on two sharing one Redis, both behind Debian's nginx (round-robin), and on
 * one without it for reference, the setups in turn within each round; prints the median ratio two
 * ÷ one. On a machine with fewer cores than instances plus the load generator, it stays near 1.
 * Writes `.bench/scale.json`. Environment: SCALE_CONNECTIONS (50), SCALE_DURATION (10 s),
 * SCALE_ROUNDS (3), SCALE_PORT (3050), SCALE_WP_PORT (3150), SCALE_REDIS_PORT (6390).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { prepareStack, startSite } from './lib/stack.mjs'
import {
  debianPackageBinary,
  freePort,
  HOST,
  startRedis,
  stopChild,
  waitUntilUp,
} from './lib/server-process.mjs'
import {
  demoSlugs,
  envNumber as number,
  loadAverage,
  loadSettings,
  loadTest,
  median,
  printTable,
  ratio,
  runMain,
  writeBenchReport,
} from './lib/script-run.mjs'

const LOAD = loadSettings('SCALE')
const WP_PORT = number('SCALE_WP_PORT', 3150)
const PROXY_CONF = new URL('../deploy/nginx/proxy.conf', import.meta.url).pathname

/** Round-robin over `upstreams` (ports), through the repository's deploy/nginx/proxy.conf. */
async function startNginx(binary, port, upstreams, defer) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scale-nginx-'))
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  const config = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp.map((name) => `${name}_temp_path ${dir}/${name};`).join('\n  ')}
  upstream roques_site {
    ${upstreams.map((upstream) => `server ${HOST}:${upstream};`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen ${HOST}:${port};
    include ${PROXY_CONF};
  }
}
`
  writeFileSync(join(dir, 'nginx.conf'), config)
  const child = spawn(binary, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  defer(async () => {
    await stopChild(child, 'SIGQUIT')
    rmSync(dir, { recursive: true, force: true })
  })
  const origin = `http://${HOST}:${port}`
  await waitUntilUp(`${origin}/api/health`, { child })
  return origin
}

async function main(defer) {
  const cores = availableParallelism()
  const { connections, seconds: duration } = LOAD
  const nginx = debianPackageBinary('nginx', 'nginx')
  const { env, demo } = await prepareStack({ wpPort: WP_PORT })
  defer(() => demo.close())
  const paths = ['/', '/blog', `/blog/${(await demoSlugs(demo.apiUrl)).post}`]
  const redisPort = await freePort(number('SCALE_REDIS_PORT', 6390))
  const redis = await startRedis(redisPort)
  defer(redis.stop)
  const ports = [await freePort(number('SCALE_PORT', 3050))]
  while (ports.length < 4) ports.push(await freePort(ports[ports.length - 1] + 1))
  const [firstPort, secondPort, onePort, twoPort] = ports
  const siteEnv = { ...env, REDIS_URL: `redis://${HOST}:${redisPort}`, SHUTDOWN_DRAIN_SECONDS: '0' }
  const [one, two] = await Promise.all(
    [firstPort, secondPort].map((port) => startSite({ port, env: siteEnv })),
  )
  defer(() => Promise.allSettled([one.stop('SIGKILL'), two.stop('SIGKILL')]))
  const proxyOne = await startNginx(nginx, onePort, [firstPort], defer)
  const proxyTwo = await startNginx(nginx, twoPort, [firstPort, secondPort], defer)
  // Every page rendered once and read by both instances before measuring.
  for (let i = 0; i < 20; i++)
    for (const path of paths) await (await fetch(`${proxyTwo}${path}`)).arrayBuffer()
  console.log(
    `${cores} cores; ${connections} connections, ${duration} s a run, paths ${paths.join(', ')}; load average ${loadAverage()}`,
  )

  /** Each setup: its key in `.bench/scale.json`, its label, its origin. */
  const setups = [
    ['direct', 'one instance, no proxy', one.origin],
    ['oneBehindProxy', 'one instance behind nginx', proxyOne],
    ['twoBehindProxy', 'two instances behind nginx (one Redis)', proxyTwo],
  ]
  const rounds = []
  for (let round = 1; round <= LOAD.rounds; round++) {
    const row = { round }
    for (const [setup, , origin] of setups) {
      const { requestsPerSecond, p50Ms, p99Ms, failures } = await loadTest(origin, paths, LOAD)
      const load = loadavg()[0].toFixed(2)
      row[setup] = { requestsPerSecond, p50Ms, p99Ms, errors: failures, load }
      console.log(
        `round ${round} ${setup}: ${requestsPerSecond} req/s, p50 ${p50Ms} ms, p99 ${p99Ms} ms, ${failures} errors, load ${load}`,
      )
    }
    row.ratio = ratio(row.twoBehindProxy.requestsPerSecond, row.oneBehindProxy.requestsPerSecond)
    rounds.push(row)
    console.log(`round ${round}: two ÷ one = ${row.ratio}`)
  }
  console.log('')
  printTable(
    ['setup', 'req/s (median of rounds)', 'p99 ms (median)', 'errors'],
    setups.map(([setup, label]) => [
      label,
      median(rounds.map((r) => r[setup].requestsPerSecond)),
      median(rounds.map((r) => r[setup].p99Ms)),
      rounds.reduce((sum, r) => sum + r[setup].errors, 0),
    ]),
  )
  const twoOverOne = median(rounds.map((r) => r.ratio))
  console.log('')
  console.log(
    `Throughput ratio, two instances ÷ one (both behind nginx): ${twoOverOne} (rounds: ${rounds.map((r) => r.ratio).join(', ')}); ${cores} cores.`,
  )
  writeBenchReport('scale', { cores, connections, duration, rounds, ratio: twoOverOne })
}

await runMain(main)
