import { createClient } from '@redis/client'

/**
 * A client of the site's Redis (README « Several instances ») that never makes a request wait on
 * it: a command sent while disconnected fails at once instead of waiting for the reconnection, a
 * connection or a command gives up after `timeoutMs` milliseconds, and the client reconnects by
 * itself (100 ms, doubling, at most 2 s apart). Not connected yet: call `connect()`.
 */
export function createSiteRedisClient(url: string, timeoutMs: number) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: timeoutMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
    },
    commandOptions: { timeout: timeoutMs },
  })
}
