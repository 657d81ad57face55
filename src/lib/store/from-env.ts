import { getRedisKeyPrefix, getRedisTimeoutMs, getRedisUrl } from '../env'
import { createRedisStore } from './redis-store'
import type { SharedStore } from './shared-store'

/**
 * A new connection to the store every instance shares, from README « Settings » (`REDIS_URL`,
 * `REDIS_KEY_PREFIX`, `REDIS_TIMEOUT_MS`), not started; `null` when none is set: one instance
 * then keeps its cache and counts its requests in its own memory.
 */
export function sharedStoreFromEnv(): SharedStore | null {
  const url = getRedisUrl()
  return url
    ? createRedisStore({ url, keyPrefix: getRedisKeyPrefix(), timeoutMs: getRedisTimeoutMs() })
    : null
}
