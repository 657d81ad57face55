import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { trustedProxies } from './trusted-proxies.mjs'

/** The address Fastify gives a request from `peer` carrying `forwardedFor`. */
async function visitorAddress(trustProxy, peer, forwardedFor) {
  const app = Fastify({ trustProxy })
  app.get('/', (request) => request.ip)
  const response = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  })
  await app.close()
  return response.body
}

describe('trustedProxies', () => {
  it('is off when unset or blank', () => {
    expect(trustedProxies(undefined)).toBe(false)
    expect(trustedProxies('  ')).toBe(false)
  })

  it('refuses a hop count, true and an empty entry', () => {
    expect(() => trustedProxies('1')).toThrow(/not a count/)
    expect(() => trustedProxies('true')).toThrow(/not a count/)
    expect(() => trustedProxies('10.0.0.1,,10.0.0.2')).toThrow(/empty/)
  })

  it('gives Fastify the visitor behind a listed proxy, and ignores what a client forged', async () => {
    const trust = trustedProxies('10.0.0.0/8, loopback')
    expect(trust).toEqual(['10.0.0.0/8', 'loopback'])
    expect(await visitorAddress(trust, '10.1.2.3', '192.0.2.1, 198.51.100.7')).toBe('198.51.100.7')
    // Two listed hops: the CDN's edge then the load balancer.
    expect(await visitorAddress(trust, '127.0.0.1', '198.51.100.7, 10.9.9.9')).toBe('198.51.100.7')
    // A client reaching the site directly keeps its own address, whatever it writes.
    expect(await visitorAddress(trust, '203.0.113.5', '198.51.100.7')).toBe('203.0.113.5')
  })
})
