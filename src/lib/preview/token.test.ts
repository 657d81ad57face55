import { describe, expect, it } from 'vitest'
import { PREVIEW_LINK_SECONDS, PREVIEW_SESSION_SECONDS } from '../constants'
import {
  checkPreviewLink,
  checkPreviewSession,
  createPreviewSession,
  parsePostId,
  signPreviewLink,
} from './token'

const SECRET = 'secret-partage'
const NOW = 1_800_000_000

function link(query: Record<string, string>): URLSearchParams {
  return new URLSearchParams(query)
}

function signed(id: number, expires: number, secret = SECRET): URLSearchParams {
  return link({
    id: String(id),
    expires: String(expires),
    token: signPreviewLink(id, expires, secret),
  })
}

describe('signPreviewLink', () => {
  it('is the HMAC-SHA256 the WordPress plugin computes', () => {
    // php -r 'echo hash_hmac("sha256", "12.1800000000", "secret-partage");'
    expect(signPreviewLink(12, 1_800_000_000, SECRET)).toBe(
      '6bea15aa4a60356999a314d0b18c2f33b5c31ae97fe779fc4e5477f14c7efb33',
    )
  })
})

describe('checkPreviewLink', () => {
  it('accepts a link signed with the secret and not yet expired', () => {
    expect(checkPreviewLink(signed(12, NOW + 600), SECRET, NOW)).toEqual({
      ok: true,
      id: 12,
      expires: NOW + 600,
    })
  })

  it('refuses a link without id, expiry or token as missing', () => {
    const full = signed(12, NOW + 600)
    for (const key of ['id', 'expires', 'token']) {
      const query = new URLSearchParams(full)
      query.delete(key)
      expect(checkPreviewLink(query, SECRET, NOW)).toEqual({ ok: false, reason: 'missing' })
    }
  })

  it('refuses a link signed with another secret, or whose id or expiry was changed', () => {
    expect(checkPreviewLink(signed(12, NOW + 600, 'autre-secret'), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const changedId = signed(12, NOW + 600)
    changedId.set('id', '13')
    expect(checkPreviewLink(changedId, SECRET, NOW).ok).toBe(false)
    const later = signed(12, NOW + 600)
    later.set('expires', String(NOW + 700))
    expect(checkPreviewLink(later, SECRET, NOW).ok).toBe(false)
  })

  it('refuses malformed values', () => {
    const token = signPreviewLink(12, NOW + 600, SECRET)
    for (const query of [
      { id: '012', expires: String(NOW + 600), token },
      { id: '-12', expires: String(NOW + 600), token },
      { id: '12', expires: '1e9', token },
      { id: '12', expires: String(NOW + 600), token: 'abc' },
      { id: '12', expires: String(NOW + 600), token: `${token}00` },
    ])
      expect(checkPreviewLink(link(query), SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses an expired link once the clock skew has passed', () => {
    expect(checkPreviewLink(signed(12, NOW - 1), SECRET, NOW).ok).toBe(true)
    expect(checkPreviewLink(signed(12, NOW - 121), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuses a link valid for longer than WordPress ever makes one', () => {
    const far = NOW + PREVIEW_LINK_SECONDS + 121
    expect(checkPreviewLink(signed(12, far), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })
})

describe('preview sessions', () => {
  it('open for one post only, for PREVIEW_SESSION_SECONDS', () => {
    const session = createPreviewSession(12, SECRET, NOW)
    expect(checkPreviewSession(12, session, SECRET, NOW)).toBe(true)
    expect(checkPreviewSession(12, session, SECRET, NOW + PREVIEW_SESSION_SECONDS)).toBe(true)
    expect(checkPreviewSession(12, session, SECRET, NOW + PREVIEW_SESSION_SECONDS + 1)).toBe(false)
    expect(checkPreviewSession(13, session, SECRET, NOW)).toBe(false)
    expect(checkPreviewSession(12, session, 'autre-secret', NOW)).toBe(false)
    expect(checkPreviewSession(12, undefined, SECRET, NOW)).toBe(false)
  })

  it('is never accepted from a link token, nor the reverse', () => {
    const expires = NOW + 600
    const linkToken = signPreviewLink(12, expires, SECRET)
    expect(checkPreviewSession(12, `${expires}.${linkToken}`, SECRET, NOW)).toBe(false)
    const [sessionExpires, sessionToken] = createPreviewSession(12, SECRET, NOW).split('.')
    expect(
      checkPreviewLink(
        link({ id: '12', expires: sessionExpires ?? '', token: sessionToken ?? '' }),
        SECRET,
        NOW,
      ).ok,
    ).toBe(false)
  })
})

describe('parsePostId', () => {
  it('reads positive integers without a leading zero', () => {
    expect(parsePostId('42')).toBe(42)
    for (const raw of ['0', '042', '4.2', '-1', 'abc', '', null, undefined, '99999999999999999'])
      expect(parsePostId(raw)).toBeNull()
  })
})
