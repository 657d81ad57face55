import { describe, expect, it } from 'vitest'
import { summarize, summarizeRuns } from './lighthouse-report.mjs'

/** A Lighthouse report reduced to what `summarize` reads. */
const report = (/** @type {number} */ performance, /** @type {number} */ tbt) => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: 1 },
  },
  audits: {
    'first-contentful-paint': { numericValue: 912.3 },
    'largest-contentful-paint': { numericValue: 1539.49 },
    'total-blocking-time': { numericValue: tbt },
    'mainthread-work-breakdown': { numericValue: 2508.2 },
    'cumulative-layout-shift': { numericValue: 0 },
    'resource-summary': {
      details: { items: [{ resourceType: 'script', transferSize: 163_328 }] },
    },
    'long-tasks': { details: { items: [{ duration: 120 }, { duration: 388.6 }] } },
  },
})

describe('Lighthouse reports (bench:lighthouse, compare:lighthouse)', () => {
  it("takes the scores out of 100 and Lighthouse's simulated milliseconds from a report", () => {
    expect(summarize(report(0.87, 495.4))).toEqual({
      scores: { performance: 87, accessibility: 100, 'best-practices': 96, seo: 100 },
      fcpMs: 912,
      lcpMs: 1539,
      tbtMs: 495,
      mainThreadMs: 2508,
      cls: 0,
      scriptKb: 159.5,
      longestTaskMs: 389,
    })
    // A page with no long task at all, and a category that was not run.
    const lean = report(0.87, 0)
    lean.audits['long-tasks'] = { details: { items: [] } }
    expect(summarize({ ...lean, categories: { performance: { score: 1 } } })).toMatchObject({
      scores: { performance: 100, accessibility: null },
      longestTaskMs: 0,
    })
  })

  it('gives each figure of several runs as the middle one of its values, an outlier left out', () => {
    const row = summarizeRuns([report(0.99, 60), report(0.93, 334), report(0.99, 80)])
    expect(row.scores.performance).toBe(99)
    expect(row.tbtMs).toBe(80)
  })
})
