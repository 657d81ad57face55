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

/** A Redis command that did not answer in time. */
export class RedisDeadlineError extends Error {}

/**
 * `promise`, or a RedisDeadlineError after `ms` milliseconds. node-redis times a command only until
 * it is written to the socket, so a Redis that is connected but silent (stopped, overloaded, cut
 * off mid-failover) would hold the request that waits for it, the health check too, forever.
 */
export async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RedisDeadlineError(`no answer within ${ms} ms`)), ms)
    timer.unref()
  })
  try {
    return await Promise.race([promise, deadline])
  } finally {
    clearTimeout(timer)
  }
}
