import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { freePort, startRedis } from '../../../scripts/lib/server-process.mjs'
import { createMemoryStore } from '../store/memory-store'
import { createRedisStore } from '../store/redis-store'
import { createConsultationLimiter, rateLimitKey } from './rate-limit'

describe('rateLimitKey', () => {
  it('keeps an IPv4 address, takes the IPv4 part of a mapped one', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8::5')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('drops the port a proxy may write after the address', () => {
    expect(rateLimitKey('203.0.113.7:51234')).toBe('203.0.113.7')
    expect(rateLimitKey('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('[2001:db8:1:2::1]')).toBe('2001:db8:1:2::/64')
  })
})

describe('createConsultationLimiter (memory)', () => {
  it('allows 5 requests from one /64 in 10 minutes, then refuses with the seconds to wait', async () => {
    const limiter = createConsultationLimiter()
    const answers = []
    for (let i = 1; i <= 6; i++) answers.push(await limiter.consume(`2001:db8:1:2::${i}`))
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ allowed: true }))
    expect(answers[5]).toMatchObject({ allowed: false })
    const last = answers[5]
    if (last && !last.allowed) expect(last.retryAfterSeconds).toBeGreaterThan(590)
    expect(await limiter.consume('2001:db8:1:3::1')).toEqual({ allowed: true })
  })
})

describe('createConsultationLimiter (a shared store)', () => {
  it('counts the requests of every instance together', async () => {
    const store = createMemoryStore()
    const one = createConsultationLimiter({ store })
    const two = createConsultationLimiter({ store })
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await (i % 2 ? two : one).consume('198.51.100.9'))
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ allowed: true }))
    expect(answers[5]).toMatchObject({ allowed: false })
  })
})

const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) =>
  existsSync(path),
)

describe.skipIf(!REDIS_SERVER)('createConsultationLimiter (Redis)', () => {
  it('counts in memory, in time, while Redis is connected but silent', async () => {
    const port = await freePort()
    const redis = await startRedis(port, REDIS_SERVER)
    try {
      const limiter = createConsultationLimiter({
        store: createRedisStore({
          url: `redis://127.0.0.1:${port}`,
          keyPrefix: `test-${process.pid}:`,
          timeoutMs: 300,
        }),
        log: () => {},
      })
      expect(await limiter.consume('198.51.100.1')).toEqual({ allowed: true })
      // Stopped, not killed: the connection stays open and nothing answers on it.
      redis.child.kill('SIGSTOP')
      const answers = []
      const started = Date.now()
      for (let i = 0; i < 6; i++) answers.push(await limiter.consume('198.51.100.2'))
      expect(Date.now() - started).toBeLessThan(6 * 1000)
      expect(answers.slice(0, 5)).toEqual(Array(5).fill({ allowed: true }))
      expect(answers[5]).toMatchObject({ allowed: false })
    } finally {
      await redis.stop()
    }
  }, 15_000)
})
