/** Reading Lighthouse's results (LHR) for `npm run bench:lighthouse`. */
import { median } from './script-run.mjs'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const FIGURES = ['fcpMs', 'lcpMs', 'tbtMs', 'longestTaskMs', 'cls', 'scriptKb']

/**
 * @returns {{ scores: Record<string, number | null>, fcpMs: number, lcpMs: number, tbtMs: number, mainThreadMs: number, cls: number, scriptKb: number, longestTaskMs: number }}
 *   scores out of 100, simulated milliseconds, KiB of script transferred
 */
export function summarize(lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score
    return typeof value === 'number' ? Math.round(value * 100) : null
  }
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN
  const items = (id) => lhr.audits[id]?.details?.items ?? []
  const script = items('resource-summary').find((item) => item.resourceType === 'script')
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    mainThreadMs: Math.round(numeric('mainthread-work-breakdown')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    scriptKb: Number(((script?.transferSize ?? 0) / 1024).toFixed(1)),
    longestTaskMs: Math.round(Math.max(0, ...items('long-tasks').map((task) => task.duration))),
  }
}

/**
 * The median of each figure over the runs, rather than Lighthouse CI's representative run, which
 * carries its outliers along.
 */
export function summarizeRuns(runs) {
  const rows = runs.map(summarize)
  const medians = (keys, pick) =>
    Object.fromEntries(keys.map((key) => [key, median(rows.map((row) => pick(row, key)))]))
  return {
    scores: medians(CATEGORIES, (row, id) => row.scores[id] ?? NaN),
    ...medians(FIGURES, (row, key) => row[key]),
  }
}
