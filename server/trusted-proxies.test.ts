import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { trustedProxies, visitor } from './trusted-proxies.ts'

/** A request from `peer` carrying `headers`, as Node.js gives it to the server. */
function request(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: peer })
  const req = new IncomingMessage(socket)
  req.headers = headers
  return req
}

describe('trustedProxies', () => {
  it('is off when unset or blank', () => {
    expect(trustedProxies(undefined)).toBeNull()
    expect(trustedProxies('  ')).toBeNull()
  })

  it('refuses a hop count, true and an empty entry', () => {
    expect(() => trustedProxies('1')).toThrow(/not a count/)
    expect(() => trustedProxies('true')).toThrow(/not a count/)
    expect(() => trustedProxies('10.0.0.1,,10.0.0.2')).toThrow(/empty/)
  })

  it('gives the visitor behind a listed proxy, and ignores what a client forged', () => {
    const trust = trustedProxies('10.0.0.0/8, loopback')
    const forwarded = (peer: string, forwardedFor: string) =>
      visitor(request(peer, { 'x-forwarded-for': forwardedFor }), trust).address
    expect(forwarded('10.1.2.3', '192.0.2.1, 198.51.100.7')).toBe('198.51.100.7')
    // Two listed hops: the CDN's edge then the load balancer.
    expect(forwarded('127.0.0.1', '198.51.100.7, 10.9.9.9')).toBe('198.51.100.7')
    // A client reaching the site directly keeps its own address, whatever it writes.
    expect(forwarded('203.0.113.5', '198.51.100.7')).toBe('203.0.113.5')
    expect(visitor(request('203.0.113.5', { 'x-forwarded-for': '1.2.3.4' }), null).address).toBe(
      '203.0.113.5',
    )
  })

  it('believes X-Forwarded-Proto from a trusted proxy only', () => {
    const trust = trustedProxies('10.0.0.0/8')
    const https = (peer: string) =>
      visitor(request(peer, { 'x-forwarded-proto': 'https' }), trust).https
    expect(https('10.1.2.3')).toBe(true)
    expect(https('203.0.113.5')).toBe(false)
    expect(visitor(request('10.1.2.3', { 'x-forwarded-proto': 'http' }), trust).https).toBe(false)
    expect(visitor(request('10.1.2.3', { 'x-forwarded-proto': 'https' }), null).https).toBe(false)
  })
})
