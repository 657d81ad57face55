import { createClient, RESP_TYPES } from '@redis/client'
import {
  StoreUnavailableError,
  withDeadline,
  type SharedStore,
  type StoreStatus,
} from './shared-store'

/** Settings of README « Several instances »: `REDIS_URL`, `REDIS_KEY_PREFIX`, `REDIS_TIMEOUT_MS`. */
export interface RedisStoreOptions {
  url: string
  /** Put before every key and channel, so that several sites can share one Redis. */
  keyPrefix: string
  /** Longest wait for a connection or one command, in milliseconds. */
  timeoutMs: number
}

/** How often a Redis that let a command pass its deadline is asked PING, until it answers in time. */
const STALL_PROBE_MS = 1000

/**
 * The shared store in Redis (the official `@redis/client`): two connections, one for commands
 * and one for subscriptions (a subscribed connection sends no other command). A command sent while
 * disconnected fails at once instead of waiting for the reconnection (no offline queue); the
 * client reconnects by itself, 100 ms then doubling, at most 2 s apart. After one command passes
 * its deadline, Redis is left alone (commands reject at once) until it answers PING in time.
 */
export function createRedisStore(options: RedisStoreOptions): SharedStore {
  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: options.timeoutMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
    },
    commandOptions: { timeout: options.timeoutMs },
  })
  const subscriber = client.duplicate()
  const bytes = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
  const { hostname, port } = new URL(options.url)
  const listeners: ((status: StoreStatus, previous: StoreStatus['state']) => void)[] = []
  const channels = new Map<string, (message: string) => void>()
  let status: StoreStatus = { state: 'connecting' }
  let stallProbe: ReturnType<typeof setInterval> | undefined
  /** Settles at the first `up`, or at the deadline after `start()`. */
  let firstConnection: Promise<void> = Promise.resolve()

  const setStatus = (next: StoreStatus) => {
    if (next.state === status.state) return
    const previous = status.state
    status = next
    for (const listener of listeners) listener(next, previous)
  }
  const maybeUp = () => {
    if (client.isReady && subscriber.isReady && stallProbe === undefined) setStatus({ state: 'up' })
  }
  const down = (error: unknown) =>
    setStatus({ state: 'down', reason: error instanceof Error ? error.message : String(error) })
  for (const connection of [client, subscriber]) {
    connection.on('error', down)
    connection.on('ready', maybeUp)
  }

  const stall = () => {
    if (stallProbe !== undefined) return
    setStatus({ state: 'stalled', deadlineMs: options.timeoutMs })
    stallProbe = setInterval(() => {
      withDeadline(client.ping(), options.timeoutMs).then(
        () => {
          clearInterval(stallProbe)
          stallProbe = undefined
          maybeUp()
        },
        () => {},
      )
    }, STALL_PROBE_MS)
    stallProbe.unref()
  }

  const ready = () => client.isReady && stallProbe === undefined
  /** `run()` within the deadline; past it, Redis counts as stalled. */
  const command = async <T>(run: () => Promise<T>): Promise<T> => {
    // The first commands wait for the first connection, within the deadline.
    if (status.state === 'connecting') await firstConnection
    if (!ready()) throw new StoreUnavailableError(`Redis is ${status.state}`)
    try {
      return await withDeadline(run(), options.timeoutMs)
    } catch (error) {
      if (error instanceof StoreUnavailableError) stall()
      throw error instanceof StoreUnavailableError
        ? error
        : new StoreUnavailableError('Redis refused the command', { cause: error })
    }
  }
  const key = (name: string) => options.keyPrefix + name

  return {
    name: 'Redis',
    address: `${hostname}:${port || '6379'}`,
    get ready() {
      return ready()
    },
    async get(name) {
      const value = await command(() => bytes.get(key(name)))
      return value ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : null
    },
    async set(name, value, ttlMs) {
      await command(() =>
        client.set(key(name), Buffer.from(value.buffer, value.byteOffset, value.byteLength), {
          expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
        }),
      )
    },
    async delete(name) {
      await command(() => client.del(key(name)))
    },
    async increment(name, ttlMs) {
      const [, count, left] = await command(() =>
        client
          .multi()
          .set(key(name), '0', {
            expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
            condition: 'NX',
          })
          .incr(key(name))
          .pTTL(key(name))
          .exec(),
      )
      return { count: Number(count), ttlMs: Math.max(0, Number(left)) }
    },
    async hashSet(name, fields) {
      await command(() => client.hSet(key(name), { ...fields }))
    },
    async hashGetAll(name) {
      return { ...(await command(() => client.hGetAll(key(name)))) }
    },
    async publish(channel, message) {
      await command(() => client.publish(key(channel), message))
    },
    async subscribe(channel, listener) {
      channels.set(key(channel), listener)
      if (subscriber.isReady) await subscriber.subscribe(key(channel), listener)
    },
    onStatus(listener) {
      listeners.push(listener)
    },
    start() {
      firstConnection = new Promise((resolve) => {
        const timer = setTimeout(resolve, options.timeoutMs)
        timer.unref()
        listeners.push((next) => {
          if (next.state !== 'up') return
          clearTimeout(timer)
          resolve()
        })
      })
      void client.connect().catch(down)
      void subscriber
        .connect()
        .then(() =>
          Promise.all(
            [...channels].map(([name, listener]) => subscriber.subscribe(name, listener)),
          ),
        )
        .then(maybeUp)
        .catch(down)
    },
    async close() {
      clearInterval(stallProbe)
      await Promise.allSettled([client.close(), subscriber.close()])
    },
  }
}
