import { sharedStoreFromEnv } from '@/lib/store/from-env'
import { createMemoryStore } from '@/lib/store/memory-store'
import { StoreUnavailableError, type SharedStore } from '@/lib/store/shared-store'

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
 * {@link CONSULTATION_RATE_SECONDS}, a fixed window opened by an address's first request: counted
 * in the shared store when one is given (`REDIS_URL`), so that every instance counts the same
 * requests, else in this instance's memory. While the shared store is away or slower than its
 * deadline, each instance counts in its own memory and says so once in the log.
 */
export function createConsultationLimiter(
  options: { store?: SharedStore | null; log?: (message: string) => void } = {},
): ConsultationLimiter {
  const memory = createMemoryStore()
  const shared = options.store ?? null
  const log = options.log ?? ((message: string) => console.warn(message))
  let warned = false
  shared?.onStatus((status) => {
    if (status.state === 'up') warned = false
  })
  shared?.start()
  const windowMs = CONSULTATION_RATE_SECONDS * 1000

  /** Counted in the shared store, or in memory when it cannot answer. */
  async function count(key: string): Promise<{ count: number; ttlMs: number }> {
    if (shared) {
      try {
        return await shared.increment(key, windowMs)
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error
        if (!warned)
          log('Consultation rate limit: counting in this instance only until the store answers')
        warned = true
      }
    }
    return memory.increment(key, windowMs)
  }

  return {
    async consume(address) {
      try {
        const { count: made, ttlMs } = await count(`consultation:${rateLimitKey(address)}`)
        if (made <= CONSULTATION_RATE_POINTS) return { allowed: true }
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) }
      } catch {
        // Neither the store nor memory could count: let the request through rather than lose it.
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

let instanceLimiter: ConsultationLimiter | null = null

/** The instance's limiter, built on first use from README « Settings » (`REDIS_URL`). */
export function consultationLimiter(): ConsultationLimiter {
  instanceLimiter ??= createConsultationLimiter({ store: sharedStoreFromEnv() })
  return instanceLimiter
}
