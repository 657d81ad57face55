import type { SharedStore, StoreStatus } from './shared-store'

/**
 * The shared store in this process's memory: two route caches share it in the unit tests, the rate
 * limit counts in it while the real store is away. `now()` in milliseconds.
 */
export function createMemoryStore(now: () => number = Date.now): SharedStore {
  const values = new Map<string, { value: Uint8Array | number; expiresAt: number }>()
  const hashes = new Map<string, Map<string, string>>()
  const subscribers = new Map<string, ((message: string) => void)[]>()
  const listeners: ((status: StoreStatus, previous: StoreStatus['state']) => void)[] = []
  let started = false

  const live = (key: string) => {
    const entry = values.get(key)
    if (entry && entry.expiresAt <= now()) values.delete(key)
    return values.get(key)
  }

  return {
    name: 'memory',
    address: 'this process',
    ready: true,
    async get(key) {
      const value = live(key)?.value
      return value instanceof Uint8Array ? value : null
    },
    async set(key, value, ttlMs) {
      values.set(key, { value, expiresAt: now() + ttlMs })
    },
    async delete(key) {
      values.delete(key)
    },
    async increment(key, ttlMs) {
      const entry = live(key) ?? { value: 0, expiresAt: now() + ttlMs }
      const count = (typeof entry.value === 'number' ? entry.value : 0) + 1
      values.set(key, { value: count, expiresAt: entry.expiresAt })
      return { count, ttlMs: entry.expiresAt - now() }
    },
    async hashSet(key, fields) {
      const hash = hashes.get(key) ?? new Map<string, string>()
      for (const [field, value] of Object.entries(fields)) hash.set(field, value)
      hashes.set(key, hash)
    },
    async hashGetAll(key) {
      return Object.fromEntries(hashes.get(key) ?? [])
    },
    async publish(channel, message) {
      // Delivered after the caller goes on, as a message from a server arrives.
      for (const listener of subscribers.get(channel) ?? []) queueMicrotask(() => listener(message))
    },
    async subscribe(channel, listener) {
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), listener])
    },
    onStatus(listener) {
      listeners.push(listener)
      // A second user of a started store is told it is up, as the first was.
      if (started) queueMicrotask(() => listener({ state: 'up' }, 'connecting'))
    },
    start() {
      if (started) return
      started = true
      for (const listener of listeners) listener({ state: 'up' }, 'connecting')
    },
    async close() {},
  }
}
