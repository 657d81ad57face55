import { getRedisKeyPrefix, getRedisTimeoutMs, getRedisUrl } from '../env'
import type { SharedStore } from './shared-store'

// The Redis client is loaded only when a Redis is set: its modules would otherwise stay in the
// memory of every instance that runs alone (docs/benchmarks.md « What the server loads »).
const url = getRedisUrl()
const redis = url ? await import('./redis-store') : null

/**
 * A new connection to the store every instance shares, from README « Settings » (`REDIS_URL`,
 * `REDIS_KEY_PREFIX`, `REDIS_TIMEOUT_MS`, read when the server starts), not started; `null` when
 * none is set: one instance then keeps its cache and counts its requests in its own memory.
 */
export function sharedStoreFromEnv(): SharedStore | null {
  return url && redis
    ? redis.createRedisStore({
        url,
        keyPrefix: getRedisKeyPrefix(),
        timeoutMs: getRedisTimeoutMs(),
      })
    : null
}
