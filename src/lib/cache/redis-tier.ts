import { createClient, RESP_TYPES } from '@redis/client'
import { decodeCachedPage, encodeCachedPage, type CachedPage } from './cached-page'
import type { StampUpdate } from './invalidation-stamps'

/** Settings of the shared tier (README « Several instances »). */
export interface RedisTierOptions {
  /** `REDIS_URL`, e.g. `redis://redis:6379`. */
  url: string
  /** `REDIS_KEY_PREFIX`: the site's keys, to share one Redis between sites. */
  keyPrefix: string
  /** The build's id: pages of two builds never mix; invalidations are shared by every build. */
  buildId: string
  /** `REDIS_TIMEOUT_MS`: longest wait for one command before answering without Redis. */
  timeoutMs: number
  /** Seconds a page is kept in Redis past its stale window, to stand in for a failed render. */
  lastGoodSeconds: number
  /** Stamps received from another instance (the provider merges and announces them). */
  onRemoteStamps: (updates: StampUpdate[]) => void
  /** Every stamp this instance knows, to share after an outage. */
  localStamps: () => StampUpdate[]
  /** Where the outage and its end are written, once each. */
  log: (message: string) => void
}

/** A message of the invalidation channel. */
interface StampMessage {
  from: string
  updates: StampUpdate[]
}

/** Every this many milliseconds the stamps are read again from Redis (a message may be lost). */
const RESYNC_INTERVAL_MS = 30_000

/**
 * The cache shared by every instance through Redis (`@redis/client`): pages under
 * `<prefix><build id>:page:<key>`, invalidation stamps in the hash `<prefix>invalidations`,
 * published on the channel of the same name. Every method resolves, never rejects: when Redis is
 * unreachable or slower than `timeoutMs`, a read is a miss and a write is skipped, so that the
 * instance answers from its own memory. The outage is logged once, and its end once; the client
 * reconnects by itself, and then the stamps are merged both ways, so that invalidations made on
 * either side during the outage reach the other.
 */
export class RedisTier {
  readonly #options: RedisTierOptions
  readonly #instance = crypto.randomUUID()
  readonly #pagePrefix: string
  readonly #stampsKey: string
  readonly #client
  readonly #subscriber
  #state: 'connecting' | 'up' | 'down' = 'connecting'
  #resync: ReturnType<typeof setInterval> | undefined

  constructor(options: RedisTierOptions) {
    this.#options = options
    this.#pagePrefix = `${options.keyPrefix}${options.buildId}:page:`
    this.#stampsKey = `${options.keyPrefix}invalidations`
    this.#client = createClient({
      url: options.url,
      // A command sent while disconnected fails at once instead of waiting for the reconnection.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: options.timeoutMs,
        reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
      },
      commandOptions: { timeout: options.timeoutMs },
    })
    this.#subscriber = this.#client.duplicate()
    for (const client of [this.#client, this.#subscriber]) {
      client.on('error', (error: unknown) => this.#down(error))
      client.on('ready', () => this.#maybeUp())
    }
  }

  /** Connects in the background; the instance serves from memory meanwhile. */
  start(): void {
    void this.#client.connect().catch((error: unknown) => this.#down(error))
    void this.#subscriber
      .connect()
      .then(() =>
        this.#subscriber.subscribe(this.#stampsKey, (message: string) => this.#onMessage(message)),
      )
      .then(() => this.#maybeUp())
      .catch((error: unknown) => this.#down(error))
    this.#resync = setInterval(() => void this.#sync(), RESYNC_INTERVAL_MS)
    this.#resync.unref()
  }

  /** The page stored under `key`, or `null` (absent, unreadable, or Redis unavailable). */
  async get(key: string): Promise<CachedPage | null> {
    if (!this.#client.isReady) return null
    try {
      const value = await this.#client
        .withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
        .get(this.#pagePrefix + key)
      return value ? decodeCachedPage(value) : null
    } catch {
      return null
    }
  }

  /**
   * Stores `page` for its fresh and stale windows plus `lastGoodSeconds`. Not awaited by callers:
   * the command is sent before the response, so that another instance asked next finds it.
   */
  async set(page: CachedPage): Promise<void> {
    if (!this.#client.isReady) return
    const ttlMs = (page.maxAge + page.swr + this.#options.lastGoodSeconds) * 1000
    try {
      await this.#client.set(this.#pagePrefix + page.key, encodeCachedPage(page), {
        expiration: { type: 'PX', value: ttlMs },
      })
    } catch {
      // Skipped: the page stays in this instance's memory.
    }
  }

  /** Removes the page stored under `key` (its route no longer answers it). */
  async delete(key: string): Promise<void> {
    if (!this.#client.isReady) return
    try {
      await this.#client.del(this.#pagePrefix + key)
    } catch {
      // The copy left expires with its TTL.
    }
  }

  /** Stores stamps made here and tells the other instances. */
  async publish(updates: StampUpdate[]): Promise<void> {
    if (updates.length === 0 || !this.#client.isReady) return
    try {
      await this.#client.hSet(
        this.#stampsKey,
        Object.fromEntries(updates.map(({ field, stamp }) => [field, String(stamp)])),
      )
      const message: StampMessage = { from: this.#instance, updates }
      await this.#client.publish(this.#stampsKey, JSON.stringify(message))
    } catch {
      // Shared again by the merge that follows the reconnection (#sync).
    }
  }

  /** Closes both connections (tests; the server's exit closes them otherwise). */
  async close(): Promise<void> {
    clearInterval(this.#resync)
    await Promise.allSettled([this.#client.close(), this.#subscriber.close()])
  }

  #onMessage(message: string): void {
    let parsed: unknown
    try {
      parsed = JSON.parse(message)
    } catch {
      return
    }
    if (!isStampMessage(parsed) || parsed.from === this.#instance) return
    this.#options.onRemoteStamps(parsed.updates)
  }

  #down(error: unknown): void {
    if (this.#state === 'down') return
    this.#state = 'down'
    const reason = error instanceof Error ? error.message : String(error)
    this.#options.log(
      `[cache] Redis unreachable (${reason}): this instance answers from its own memory until it is back.`,
    )
  }

  #maybeUp(): void {
    if (this.#state === 'up' || !this.#client.isReady || !this.#subscriber.isReady) return
    const first = this.#state === 'connecting'
    this.#state = 'up'
    const { host, port } = new URL(this.#options.url)
    this.#options.log(
      first
        ? `[cache] Cache shared through Redis at ${host}${port ? '' : ':6379'}.`
        : '[cache] Redis reachable again: the cache is shared again.',
    )
    void this.#sync()
  }

  /**
   * Merges the stamps both ways: Redis's into this instance, and those this instance holds newer
   * (made while Redis was away, or lost by an empty Redis) into Redis and to the other instances.
   */
  async #sync(): Promise<void> {
    if (!this.#client.isReady) return
    try {
      const remote = await this.#client.hGetAll(this.#stampsKey)
      const remoteStamps = new Map(
        Object.entries(remote).map(([field, value]) => [field, Number(value)]),
      )
      this.#options.onRemoteStamps([...remoteStamps].map(([field, stamp]) => ({ field, stamp })))
      const newer = this.#options
        .localStamps()
        .filter(({ field, stamp }) => stamp > (remoteStamps.get(field) ?? 0))
      await this.publish(newer)
    } catch {
      // Tried again at the next interval or reconnection.
    }
  }
}

function isStampMessage(value: unknown): value is StampMessage {
  if (typeof value !== 'object' || value === null) return false
  const { from, updates } = value as Record<string, unknown>
  return (
    typeof from === 'string' &&
    Array.isArray(updates) &&
    updates.every(
      (update: unknown) =>
        typeof update === 'object' &&
        update !== null &&
        typeof (update as StampUpdate).field === 'string' &&
        typeof (update as StampUpdate).stamp === 'number',
    )
  )
}
