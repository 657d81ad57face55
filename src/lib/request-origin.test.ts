import { describe, expect, it } from 'vitest'
import { isCrossSiteRequest } from './request-origin'

const request = (headers: Record<string, string>, method = 'POST') =>
  new Request('http://www.example.fr/api/consultation', {
    method,
    headers: { Host: 'www.example.fr', ...headers },
  })

describe('isCrossSiteRequest', () => {
  it('lets the site’s own pages post, over HTTPS behind a proxy too', () => {
    expect(isCrossSiteRequest(request({ Origin: 'https://www.example.fr' }))).toBe(false)
    expect(isCrossSiteRequest(request({ Origin: 'http://www.example.fr' }))).toBe(false)
  })

  it('knows the public host from a proxy that rewrites Host, or from SITE_URL', () => {
    const proxied = (headers: Record<string, string>) =>
      new Request('http://site:3000/api/consultation', {
        method: 'POST',
        headers: { Host: 'site:3000', Origin: 'https://www.example.fr', ...headers },
      })
    expect(isCrossSiteRequest(proxied({}))).toBe(true)
    expect(isCrossSiteRequest(proxied({ 'X-Forwarded-Host': 'www.example.fr' }))).toBe(false)
    expect(isCrossSiteRequest(proxied({}), 'www.example.fr')).toBe(false)
    expect(isCrossSiteRequest(proxied({}), 'autre.example')).toBe(true)
  })

  it('refuses another site’s Origin, a cross-site fetch and a form posted without Origin', () => {
    expect(isCrossSiteRequest(request({ Origin: 'https://evil.example' }))).toBe(true)
    expect(isCrossSiteRequest(request({ Origin: 'null' }))).toBe(true)
    expect(isCrossSiteRequest(request({ 'Sec-Fetch-Site': 'cross-site' }))).toBe(true)
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' }
    expect(isCrossSiteRequest(request(form))).toBe(true)
    expect(isCrossSiteRequest(request({}))).toBe(true)
  })

  it('lets safe methods and requests from outside a browser pass', () => {
    expect(isCrossSiteRequest(request({ Origin: 'https://evil.example' }, 'GET'))).toBe(false)
    expect(isCrossSiteRequest(request({ 'Content-Type': 'application/json' }))).toBe(false)
  })
})
