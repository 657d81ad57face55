/**
 * The cache that every instance of the site shares through Redis when `REDIS_URL` is set (README
 * « Several instances »). Two things are shared:
 *
 * - the entries — rendered pages and WordPress's answers — stored by the `redis-strings` handler
 *   of @fortedigital/nextjs-cache-handler (its README « Handlers »), under a prefix holding the
 *   build id, so that two builds never read each other's pages;
 * - the state of the cache tags: when each tag became stale or expired. Next.js keeps it per
 *   process (`tagsManifest`, node_modules/next/dist/server/lib/incremental-cache/
 *   tags-manifest.external.js) and decides from it whether an entry is served, served stale while
 *   it is rendered again, or rendered before answering. Here every change is written to a Redis
 *   hash and published on a Redis channel, and every instance copies what it receives into its own
 *   `tagsManifest`: a webhook that reaches one instance expires the same pages on all of them, with
 *   the same stale-or-expired rule as a single instance. The handler's own `revalidateTag` is not
 *   used: it deletes every tagged entry, which would turn « stale » into « expired ».
 *
 * Redis may go away: no method here throws. While Redis is unreachable {@link SharedCache.usable}
 * is false and the caller uses its local cache; the outage is logged once, and its end once. The
 * client reconnects by itself; on reconnection the tag states are merged both ways (each tag keeps
 * its latest change) before the shared cache is used again.
 *
 * Plain JavaScript: loaded by lib/cache/cache-handler.mjs, outside the application's bundle.
 */
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'

const require = createRequire(import.meta.url)
/** @type {{ tagsManifest: Map<string, { stale?: number, expired?: number }> }} */
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

/** Seconds in a year: Next.js's default `expireTime`, and how long an entry without one is kept. */
export const ONE_YEAR_SECONDS = 31_536_000

/**
 * @typedef {{ stale?: number, expired?: number, at: number }} SharedTagState
 *   A tag's state as Next.js keeps it (milliseconds since the epoch) and `at`, when it was changed:
 *   the latest change of a tag wins.
 */

/**
 * @typedef {object} SharedCache
 * @property {() => boolean} usable whether Redis is connected and the tag states are in sync.
 * @property {(key: string, ctx: { softTags?: string[] }) => Promise<StoredEntry | null | undefined>} get
 *   the entry, `null` when Redis has none, `undefined` when Redis could not be asked.
 * @property {(key: string, entry: StoredEntry) => Promise<boolean>} set false when not stored.
 * @property {(tags: string[]) => Promise<void>} publishTags shares the current local state of `tags`.
 * @property {() => Promise<void>} close disconnects (at shutdown).
 */

/**
 * @typedef {{ lastModified: number, lifespan: object, tags: readonly string[], value: unknown,
 *   cacheControl?: { revalidate?: number | false, expire?: number } }} StoredEntry
 */

/**
 * The Redis URL without its password, for logs.
 * @param {string} url
 * @returns {string}
 */
export function redactUrl(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.href
  } catch {
    return 'an invalid REDIS_URL'
  }
}

/**
 * Merges received tag states into this process's `tagsManifest`; a state older than the one this
 * process knows is ignored.
 * @param {Record<string, SharedTagState>} states
 * @param {Map<string, number>} versions when each tag was last changed, as known here.
 * @param {Map<string, { stale?: number, expired?: number }>} [manifest]
 * @returns {string[]} the tags whose state changed.
 */
export function applyTagStates(states, versions, manifest = tagsManifest) {
  const changed = []
  for (const [tag, state] of Object.entries(states)) {
    if (!state || typeof state.at !== 'number') continue
    if ((versions.get(tag) ?? -1) >= state.at) continue
    versions.set(tag, state.at)
    /** @type {{ stale?: number, expired?: number }} */
    const entry = {}
    if (typeof state.stale === 'number') entry.stale = state.stale
    if (typeof state.expired === 'number') entry.expired = state.expired
    manifest.set(tag, entry)
    changed.push(tag)
  }
  return changed
}

/**
 * Connects to Redis (in the background) and returns the shared cache.
 * @param {{ url: string, buildId: string, keyPrefix?: string, timeoutMs?: number,
 *   logger?: Pick<Console, 'info' | 'warn'> }} options `timeoutMs` bounds each Redis command, so
 *   that a Redis that hangs delays a request by at most that long before the local cache answers.
 * @returns {SharedCache}
 */
export function createSharedCache({
  url,
  buildId,
  keyPrefix = 'site:',
  timeoutMs = 1000,
  logger = console,
}) {
  const where = redactUrl(url)
  const tagsKey = `${keyPrefix}tags`
  const channel = `${keyPrefix}tags`
  const origin = randomUUID()
  /** When each tag was last changed, as this process knows it. */
  const versions = new Map()
  /** Tags changed here while Redis could not be told. */
  const unpublished = new Set()

  const client = createClient({
    url,
    // A command sent while disconnected fails at once instead of waiting in a queue: the local
    // cache answers instead.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      // Retry forever, every 0.1 s at first and then every 2 s: sharing resumes soon after Redis
      // comes back.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  })
  const subscriber = client.duplicate()

  /** 'connecting' until the first connection, then 'up' or 'down'. */
  let state = 'connecting'
  let synced = false
  let failureLogged = false
  let closing = false

  const storage = createRedisHandler({
    client,
    keyPrefix: `${keyPrefix}${buildId}:`,
    timeoutMs,
  })

  function down(error) {
    synced = false
    if (closing || state === 'down') return
    state = 'down'
    logger.warn(
      `[cache] Redis unreachable at ${where} (${error?.message ?? error}): each instance serves from its own cache until it returns.`,
    )
  }

  /** A command failed while the connection looked fine (a timeout, a Redis that hangs): logged once. */
  function failed(error) {
    if (!client.isReady || !subscriber.isReady) return down(error)
    if (failureLogged) return
    failureLogged = true
    logger.warn(`[cache] Redis command failed (${error?.message ?? error}): local cache used.`)
  }

  async function sync() {
    if (!client.isReady || !subscriber.isReady || closing) return
    try {
      const remote = await client.hGetAll(tagsKey)
      /** @type {Record<string, SharedTagState>} */
      const received = {}
      for (const [tag, json] of Object.entries(remote)) {
        try {
          received[tag] = JSON.parse(json)
        } catch {
          // Not written by this module: ignored.
        }
      }
      applyTagStates(received, versions)
      // What this process changed while Redis was away, or what Redis lost (a restart without
      // persistence), goes back to Redis and to the other instances.
      const newer = [...versions].filter(([tag, at]) => (received[tag]?.at ?? -1) < at)
      for (const [tag] of newer) unpublished.add(tag)
      await flush()
      synced = true
      failureLogged = false
      const wasDown = state === 'down'
      state = 'up'
      logger.info(
        wasDown
          ? `[cache] Redis reachable again at ${where}: the cache is shared again.`
          : `[cache] Cache shared through Redis at ${where}.`,
      )
    } catch (error) {
      failed(error)
    }
  }

  /** Writes and publishes the tags changed here that Redis does not know yet. */
  async function flush() {
    if (unpublished.size === 0) return
    /** @type {Record<string, SharedTagState>} */
    const states = {}
    for (const tag of unpublished) {
      states[tag] = { ...tagsManifest.get(tag), at: versions.get(tag) ?? Date.now() }
    }
    const fields = Object.fromEntries(
      Object.entries(states).map(([tag, value]) => [tag, JSON.stringify(value)]),
    )
    await client.withAbortSignal(AbortSignal.timeout(timeoutMs)).hSet(tagsKey, fields)
    await client
      .withAbortSignal(AbortSignal.timeout(timeoutMs))
      .publish(channel, JSON.stringify({ origin, states }))
    for (const tag of Object.keys(states)) unpublished.delete(tag)
  }

  for (const connection of [client, subscriber]) {
    connection.on('error', down)
    connection.on('end', () => (synced = false))
    connection.on('ready', () => void sync())
  }

  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        try {
          const { origin: from, states } = JSON.parse(message)
          if (from !== origin) applyTagStates(states, versions)
        } catch {
          // A message not sent by this module: ignored.
        }
      }),
    )
    .then(() => sync())
    .catch(down)
  client.connect().catch(down)

  return {
    usable: () => synced && client.isReady && subscriber.isReady,

    async get(key, ctx) {
      if (!(synced && client.isReady)) return undefined
      try {
        return /** @type {StoredEntry | null} */ (
          await storage.get(key, { implicitTags: ctx?.softTags ?? [] })
        )
      } catch (error) {
        failed(error)
        return undefined
      }
    },

    async set(key, entry) {
      if (!(synced && client.isReady)) return false
      try {
        await storage.set(key, entry)
        return true
      } catch (error) {
        failed(error)
        return false
      }
    },

    async publishTags(tags) {
      const at = Date.now()
      for (const tag of tags) {
        versions.set(tag, at)
        unpublished.add(tag)
      }
      if (!client.isReady) return
      try {
        await flush()
      } catch (error) {
        failed(error)
      }
    },

    async close() {
      closing = true
      // close() throws on a client that never connected: settled, not thrown.
      await Promise.allSettled([client, subscriber].map(async (connection) => connection.close()))
    },
  }
}
