import { RESP_TYPES } from '@redis/client'
import { createSiteRedisClient, RedisDeadlineError, withDeadline } from '../redis-client'
import { decodeCachedPage, encodeCachedPage, type CachedPage } from './cached-page'
import type { StampUpdate } from './invalidation-stamps'

/** Settings of the shared tier (README « Several instances »). */
export interface RedisTierOptions {
  url: string
  keyPrefix: string
  /** Pages of two builds never mix; invalidations are shared by every build. */
  buildId: string
  /** Longest wait for one command before answering without Redis. */
  timeoutMs: number
  /** Seconds a page is kept in Redis past its stale window, to stand in for a failed render. */
  lastGoodSeconds: number
  onRemoteStamps: (updates: StampUpdate[]) => void
  /** Every stamp this instance knows, to share after an outage. */
  localStamps: () => StampUpdate[]
  log: (message: string) => void
}

interface StampMessage {
  from: string
  updates: StampUpdate[]
}

/** The stamps are read again from Redis this often, as a message may be lost. */
const RESYNC_INTERVAL_MS = 30_000
/** How often a Redis that let a command time out is asked PING, until it answers in time. */
const STALL_PROBE_MS = 1000

/**
 * The cache shared by every instance through Redis. Methods never reject: when Redis is away or
 * slower than `timeoutMs`, a read is a miss and a write is skipped; after one command times out,
 * Redis is left alone until it answers PING in time. After a reconnection the stamps are merged
 * both ways, so that invalidations made during the outage reach every instance.
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
  #stallProbe: ReturnType<typeof setInterval> | undefined

  constructor(options: RedisTierOptions) {
    this.#options = options
    this.#pagePrefix = `${options.keyPrefix}${options.buildId}:page:`
    this.#stampsKey = `${options.keyPrefix}invalidations`
    this.#client = createSiteRedisClient(options.url, options.timeoutMs)
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

  get #usable(): boolean {
    return this.#client.isReady && this.#stallProbe === undefined
  }

  /** `run()` within `timeoutMs`; past it, Redis counts as stalled (#stall). */
  async #command<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await withDeadline(run(), this.#options.timeoutMs)
    } catch (error) {
      if (error instanceof RedisDeadlineError) this.#stall()
      throw error
    }
  }

  /** `null` when absent, unreadable or Redis is unavailable. */
  async get(key: string): Promise<CachedPage | null> {
    if (!this.#usable) return null
    try {
      const value = await this.#command(() =>
        this.#client
          .withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
          .get(this.#pagePrefix + key),
      )
      return value ? decodeCachedPage(value) : null
    } catch {
      return null
    }
  }

  /** For its fresh and stale windows plus `lastGoodSeconds`. */
  async set(page: CachedPage): Promise<void> {
    if (!this.#usable) return
    const ttlMs = (page.maxAge + page.swr + this.#options.lastGoodSeconds) * 1000
    try {
      await this.#command(() =>
        this.#client.set(this.#pagePrefix + page.key, encodeCachedPage(page), {
          expiration: { type: 'PX', value: ttlMs },
        }),
      )
    } catch {
      // Skipped: the page stays in this instance's memory.
    }
  }

  async delete(key: string): Promise<void> {
    if (!this.#usable) return
    try {
      await this.#command(() => this.#client.del(this.#pagePrefix + key))
    } catch {
      // The copy left expires with its TTL.
    }
  }

  async publish(updates: StampUpdate[]): Promise<void> {
    if (updates.length === 0 || !this.#usable) return
    try {
      await this.#command(() =>
        this.#client.hSet(
          this.#stampsKey,
          Object.fromEntries(updates.map(({ field, stamp }) => [field, String(stamp)])),
        ),
      )
      const message: StampMessage = { from: this.#instance, updates }
      await this.#command(() => this.#client.publish(this.#stampsKey, JSON.stringify(message)))
    } catch {
      // Shared again by the merge that follows the reconnection (#sync).
    }
  }

  /** Tests; the server's exit closes the connections otherwise. */
  async close(): Promise<void> {
    clearInterval(this.#resync)
    clearInterval(this.#stallProbe)
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

  #stall(): void {
    if (this.#stallProbe !== undefined) return
    this.#options.log(
      `[cache] Redis did not answer within ${this.#options.timeoutMs} ms: this instance answers from its own memory until it does.`,
    )
    this.#stallProbe = setInterval(() => {
      withDeadline(this.#client.ping(), this.#options.timeoutMs).then(
        () => {
          if (this.#stallProbe === undefined) return
          clearInterval(this.#stallProbe)
          this.#stallProbe = undefined
          this.#options.log('[cache] Redis answers again: the cache is shared again.')
          void this.#sync()
        },
        () => {},
      )
    }, STALL_PROBE_MS)
    this.#stallProbe.unref()
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

  /** Both ways: this instance may hold newer ones, made while Redis was away or lost by it. */
  async #sync(): Promise<void> {
    if (!this.#usable) return
    try {
      const remote = await this.#command(() => this.#client.hGetAll(this.#stampsKey))
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
