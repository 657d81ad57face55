/**
 * `npm run profile:page -- URL [URL…]`: where a page's main-thread time goes while it loads, on a
 * phone-sized Chromium with the CPU slowed 4× (Lighthouse's mobile setting), against a site that is
 * already running (`npm start`, or the one `npm run bench:lighthouse` leaves up while it runs).
 *
 * For each URL, in the order given, in one run (compare the pages with each other, never with
 * another run: the machine is shared): the first contentful paint, the long tasks (Long Tasks API,
 * W3C: start and duration, milliseconds), the blocking time after the first paint (the part of each
 * later long task beyond 50 ms, Lighthouse's definition of TBT, observed rather than simulated) and
 * its ratio to the first URL's, then the 12 functions with the most JavaScript self time (V8's
 * sampling profiler through the DevTools protocol, 200 µs a sample) with their file. It is what the
 * README's « Where the TBT goes » was measured with.
 *
 * With `PROFILE_RUNS=N` (1), the URLs are loaded in turn N times and each URL's line gives its
 * blocking time in every run and their median, the ratio being of medians: a single load moves by
 * tens of milliseconds on a shared machine.
 *
 * Settings: `PROFILE_WAIT_MS` (4000), how long to record after the `load` event, so that scripts
 * started after the first paint are counted; `PROFILE_RUNS` (1). Needs Debian's Chromium (`CHROMIUM_PATH`,
 * /usr/bin/chromium). Exits 1 without a URL or when a page does not answer 200.
 */
import { chromium } from '@playwright/test'
import { median } from './lib/script-run.mjs'

const WAIT_MS = Number(process.env.PROFILE_WAIT_MS ?? 4000)
const urls = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
if (urls.length === 0) {
  console.error('Usage: npm run profile:page -- http://localhost:3000/mediation [other URLs]')
  process.exit(1)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The flags of the browser tests (e2e/chromium.ts), which this machine needs.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const RUNS = Math.max(1, Number(process.env.PROFILE_RUNS ?? 1) || 1)

/**
 * The blocking time after the first paint of one load: the part of each later long task beyond
 * 50 ms (milliseconds).
 * @param {number | undefined} fcp
 * @param {[number, number][]} longTasks
 */
const blockingAfter = (fcp, longTasks) =>
  longTasks
    .filter(([start]) => fcp !== undefined && start >= fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)

try {
  if (RUNS === 1) {
    /** @type {number | undefined} */
    let referenceBlocking
    for (const url of urls) {
      const { fcp, longTasks, top } = await profile(url)
      const blocking = blockingAfter(fcp, longTasks)
      referenceBlocking ??= blocking
      const ratio = referenceBlocking > 0 ? (blocking / referenceBlocking).toFixed(2) : '–'
      console.log(`\n${url}`)
      console.log(
        `  first contentful paint ${fcp === undefined ? '–' : Math.round(fcp)} ms; ` +
          `blocking after it ${Math.round(blocking)} ms (× ${ratio} the first URL's)`,
      )
      console.log(
        `  long tasks (start+duration ms): ${longTasks.map(([s, d]) => `${s}+${d}`).join(' ') || 'none'}`,
      )
      console.log('  JavaScript self time, ms:')
      for (const [name, ms] of top) console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`)
    }
  } else {
    /** @type {Map<string, number[]>} */
    const blocking = new Map(urls.map((url) => [url, []]))
    for (let run = 0; run < RUNS; run++) {
      for (const url of urls) {
        const { fcp, longTasks } = await profile(url)
        blocking.get(url)?.push(Math.round(blockingAfter(fcp, longTasks)))
      }
    }
    const reference = median(blocking.get(urls[0]) ?? [])
    console.log(`Blocking time after the first paint, ms (${RUNS} loads each, in turn):`)
    for (const [url, values] of blocking) {
      const middle = median(values)
      const ratio = reference > 0 ? (middle / reference).toFixed(2) : '–'
      console.log(
        `  ${url}: median ${middle} (× ${ratio} the first URL's); runs ${values.join(' ')}`,
      )
    }
  }
} finally {
  await browser.close()
}

/**
 * Loads `url` in a new page at 412 × 823 px with the CPU slowed 4× and records it.
 * @param {string} url
 * @returns {Promise<{ fcp: number | undefined, longTasks: [number, number][], top: [string, number][] }>}
 *   milliseconds since navigation start (`fcp`, each task's start) and durations in milliseconds.
 * @throws Error when the page does not answer 200.
 */
async function profile(url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  try {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      const tasks = /** @type {[number, number][]} */ ([])
      Object.assign(window, { __longTasks: tasks })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push([Math.round(entry.startTime), Math.round(entry.duration)])
      }).observe({ type: 'longtask', buffered: true })
    })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    const response = await page.goto(url, { waitUntil: 'load' })
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
    await page.waitForTimeout(WAIT_MS)
    const { profile: cpu } = await cdp.send('Profiler.stop')
    const { fcp, longTasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      longTasks: /** @type {[number, number][]} */ (Reflect.get(window, '__longTasks') ?? []),
    }))
    return { fcp, longTasks, top: selfTimes(cpu).slice(0, 12) }
  } finally {
    await page.close()
  }
}

/**
 * Self time per function of a V8 CPU profile, idle and V8's own bookkeeping left out, most first.
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} cpu
 * @returns {[string, number][]} `function file:line` and milliseconds.
 */
function selfTimes(cpu) {
  const nodes = new Map(cpu.nodes.map((node) => [node.id, node]))
  /** @type {Map<string, number>} */
  const self = new Map()
  cpu.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame
    if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return
    const file = frame.url.split('/').pop() || '(native)'
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
    self.set(name, (self.get(name) ?? 0) + (cpu.timeDeltas[index] ?? 0) / 1000)
  })
  return [...self].sort((a, b) => b[1] - a[1])
}
