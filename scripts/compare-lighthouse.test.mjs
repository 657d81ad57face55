import { describe, expect, it } from 'vitest'
import { parseTarget } from './compare-lighthouse.mjs'

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
})
