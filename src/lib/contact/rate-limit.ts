import { createSiteRedisClient, RedisDeadlineError, withDeadline } from '@/lib/redis-client'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { getRedisKeyPrefix, getRedisTimeoutMs, getRedisUrl } from '@/lib/env'

/** Requests one address may send to the consultation endpoint per window. */
export const CONSULTATION_RATE_POINTS = 5
/** The window, in seconds (ten minutes): also how long an address is kept. */
export const CONSULTATION_RATE_SECONDS = 600

/** The outcome for one request: allowed, or refused until `retryAfterSeconds` have passed. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** What the endpoint needs of a limiter. */
export interface ConsultationLimiter {
  consume(address: string): Promise<RateDecision>
}

/**
 * A limiter of {@link CONSULTATION_RATE_POINTS} requests per address and
 * {@link CONSULTATION_RATE_SECONDS} (`rate-limiter-flexible`): in this instance's memory, or in
 * Redis when `redisUrl` is given, so that every instance counts the same requests. While Redis is
 * unreachable, or slower than `timeoutMs`, each instance counts in its own memory (the library's
 * `insuranceLimiter`) and says so once in the log.
 */
export function createConsultationLimiter(
  options: { redisUrl?: string | null; keyPrefix?: string; timeoutMs?: number } = {},
): ConsultationLimiter {
  const shape = { points: CONSULTATION_RATE_POINTS, duration: CONSULTATION_RATE_SECONDS }
  const memory = new RateLimiterMemory({ ...shape, keyPrefix: 'consultation' })
  let limiter: RateLimiterMemory | RateLimiterRedis = memory
  /** The first connection, which the first requests wait for (at most `timeoutMs`). */
  let connected: Promise<unknown> = Promise.resolve()
  const timeoutMs = options.timeoutMs ?? 500
  if (options.redisUrl) {
    const client = createSiteRedisClient(options.redisUrl, timeoutMs)
    let warned = false
    client.on('error', () => {
      if (warned) return
      warned = true
      console.warn('Consultation rate limit: counting in this instance only until Redis answers')
    })
    client.on('ready', () => {
      warned = false
    })
    connected = Promise.race([
      client.connect().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, timeoutMs)),
    ])
    limiter = new RateLimiterRedis({
      ...shape,
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: `${options.keyPrefix ?? ''}consultation`,
      insuranceLimiter: memory,
    })
  }
  return {
    async consume(address) {
      await connected
      const key = rateLimitKey(address)
      try {
        await withDeadline(limiter.consume(key), timeoutMs).catch((error: unknown) => {
          if (!(error instanceof RedisDeadlineError)) throw error
          return memory.consume(key)
        })
        return { allowed: true }
      } catch (result) {
        if (result instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
          }
        }
        // Neither Redis nor memory could count: let the request through rather than lose it.
        return { allowed: true }
      }
    },
  }
}

/**
 * The key an address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address as
 * its IPv4 part), an IPv6 address by its /64 network, the block one subscriber usually holds
 * whole (RFC 6177), so that the addresses of one network share one allowance. A port some proxies
 * write in `X-Forwarded-For` (`203.0.113.7:51234`, `[2001:db8::1]:443`) is dropped: each source
 * port would otherwise get an allowance of its own.
 */
export function rateLimitKey(forwarded: string): string {
  const address =
    /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(forwarded)?.[1] ??
    /^\[([^\]]+)\](?::\d+)?$/.exec(forwarded)?.[1] ??
    forwarded
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!address.includes(':')) return address
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? ['']
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`
}

let shared: ConsultationLimiter | null = null

/** The instance's limiter, built on first use from README « Settings » (`REDIS_URL`). */
export function consultationLimiter(): ConsultationLimiter {
  shared ??= createConsultationLimiter({
    redisUrl: getRedisUrl(),
    keyPrefix: getRedisKeyPrefix(),
    timeoutMs: getRedisTimeoutMs(),
  })
  return shared
}
