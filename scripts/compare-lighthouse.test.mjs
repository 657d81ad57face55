import { describe, expect, it } from 'vitest'
import { figures, parseTarget } from './compare-lighthouse.mjs'

describe('compare:lighthouse', () => {
  it('reads a URL, and the requests to block after « ! »', () => {
    expect(parseTarget('http://localhost:3000/mentions-legales')).toEqual({
      label: 'http://localhost:3000/mentions-legales',
      url: 'http://localhost:3000/mentions-legales',
      blocked: [],
    })
    expect(parseTarget('http://localhost:3000/!*_rsc*,*icon.svg*')).toEqual({
      label: 'http://localhost:3000/!*_rsc*,*icon.svg*',
      url: 'http://localhost:3000/',
      blocked: ['*_rsc*', '*icon.svg*'],
    })
  })

  it('refuses what is not an http(s) URL, so that a typo does not run twenty Lighthouse runs', () => {
    expect(() => parseTarget('/mentions-legales')).toThrow(/not an http\(s\) URL/)
    expect(() => parseTarget('localhost:3000/')).toThrow(/not an http\(s\) URL/)
  })

  it("takes Performance out of 100 and Lighthouse's simulated milliseconds from a report", () => {
    const lhr = {
      categories: { performance: { score: 0.87 } },
      audits: {
        'total-blocking-time': { numericValue: 495.4 },
        'mainthread-work-breakdown': { numericValue: 2508.2 },
        'largest-contentful-paint': { numericValue: 1539.49 },
        'long-tasks': { details: { items: [{ duration: 120 }, { duration: 388.6 }] } },
      },
    }
    expect(figures(lhr)).toEqual({
      performance: 87,
      tbt: 495,
      mainThread: 2508,
      lcp: 1539,
      longestTask: 389,
    })
    // A page with no long task at all.
    expect(figures({ ...lhr, audits: { ...lhr.audits, 'long-tasks': {} } }).longestTask).toBe(0)
  })
})
