import type { SharedStore, StoreStatus } from '../store/shared-store'
import { decodeCachedPage, encodeCachedPage, type CachedPage } from './cached-page'
import type { StampUpdate } from './invalidation-stamps'

/** Settings of the shared tier (README « Several instances »). */
export interface SharedTierOptions {
  store: SharedStore
  /** Pages of two builds never mix; invalidations are shared by every build. */
  buildId: string
  /** Seconds a page is kept past its stale window, to stand in for a failed render. */
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

/** The hash of stamps and the channel that announces them. */
const STAMPS = 'invalidations'
/** The stamps are read again from the store this often, as a message may be lost. */
const RESYNC_INTERVAL_MS = 30_000

/**
 * The route cache shared by every instance through the shared store. Methods never reject: when
 * the store is away or slower than its deadline, a read is a miss and a write is skipped, and the
 * instance answers from its own memory. Once the store answers again the stamps are merged both
 * ways, so that invalidations made meanwhile reach every instance.
 */
export class SharedTier {
  readonly #options: SharedTierOptions
  readonly #store: SharedStore
  readonly #instance = crypto.randomUUID()
  readonly #pagePrefix: string
  #resync: ReturnType<typeof setInterval> | undefined

  constructor(options: SharedTierOptions) {
    this.#options = options
    this.#store = options.store
    this.#pagePrefix = `${options.buildId}:page:`
    this.#store.onStatus((status, previous) => this.#onStatus(status, previous))
  }

  /** Connects in the background; the instance serves from memory meanwhile. */
  start(): void {
    void this.#store
      .subscribe(STAMPS, (message) => this.#onMessage(message))
      .then(() => this.#store.start())
    this.#resync = setInterval(() => void this.#sync(), RESYNC_INTERVAL_MS)
    this.#resync.unref()
  }

  /** `null` when absent, unreadable or the store is unavailable. */
  async get(key: string): Promise<CachedPage | null> {
    if (!this.#store.ready) return null
    try {
      const value = await this.#store.get(this.#pagePrefix + key)
      return value ? decodeCachedPage(value) : null
    } catch {
      return null
    }
  }

  /** For its fresh and stale windows plus `lastGoodSeconds`. */
  async set(page: CachedPage): Promise<void> {
    if (!this.#store.ready) return
    const ttlMs = (page.maxAge + page.swr + this.#options.lastGoodSeconds) * 1000
    try {
      await this.#store.set(this.#pagePrefix + page.key, encodeCachedPage(page), ttlMs)
    } catch {
      // Skipped: the page stays in this instance's memory.
    }
  }

  async delete(key: string): Promise<void> {
    if (!this.#store.ready) return
    try {
      await this.#store.delete(this.#pagePrefix + key)
    } catch {
      // The copy left expires with its TTL.
    }
  }

  async publish(updates: StampUpdate[]): Promise<void> {
    if (updates.length === 0 || !this.#store.ready) return
    try {
      await this.#store.hashSet(
        STAMPS,
        Object.fromEntries(updates.map(({ field, stamp }) => [field, String(stamp)])),
      )
      const message: StampMessage = { from: this.#instance, updates }
      await this.#store.publish(STAMPS, JSON.stringify(message))
    } catch {
      // Shared again by the merge that follows the store's return (#sync).
    }
  }

  /** Tests; the server's exit closes the connections otherwise. */
  async close(): Promise<void> {
    clearInterval(this.#resync)
    await this.#store.close()
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

  #onStatus(status: StoreStatus, previous: StoreStatus['state']): void {
    const { name, address } = this.#store
    const log = (message: string) => this.#options.log(`[cache] ${message}`)
    switch (status.state) {
      case 'up':
        log(
          previous === 'connecting'
            ? `Cache shared through ${name} at ${address}.`
            : previous === 'stalled'
              ? `${name} answers again: the cache is shared again.`
              : `${name} reachable again: the cache is shared again.`,
        )
        void this.#sync()
        return
      case 'down':
        log(
          `${name} unreachable (${status.reason}): this instance answers from its own memory until it is back.`,
        )
        return
      case 'stalled':
        log(
          `${name} did not answer within ${status.deadlineMs} ms: this instance answers from its own memory until it does.`,
        )
        return
    }
  }

  /** Both ways: this instance may hold newer ones, made while the store was away or lost by it. */
  async #sync(): Promise<void> {
    if (!this.#store.ready) return
    try {
      const remote = new Map(
        Object.entries(await this.#store.hashGetAll(STAMPS)).map(([field, value]) => [
          field,
          Number(value),
        ]),
      )
      this.#options.onRemoteStamps([...remote].map(([field, stamp]) => ({ field, stamp })))
      const newer = this.#options
        .localStamps()
        .filter(({ field, stamp }) => stamp > (remote.get(field) ?? 0))
      await this.publish(newer)
    } catch {
      // Tried again at the next interval or return.
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
