/**
 * What instances share (README « Several instances »): the route cache's pages and invalidation
 * stamps, and the rate limit's counters. Redis is one implementation, memory another (tests). No
 * method waits past the store's deadline: it rejects with a {@link StoreUnavailableError} and its
 * caller answers from its own memory.
 */
export interface SharedStore {
  /** For logs: `Redis`, `127.0.0.1:6379`. */
  readonly name: string
  readonly address: string
  /** False while unreachable or stalled: a command would reject at once. */
  readonly ready: boolean

  /** The bytes under `key`, or `null`. */
  get(key: string): Promise<Uint8Array | null>
  /** Keeps `value` under `key` for `ttlMs` milliseconds. */
  set(key: string, value: Uint8Array, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
  /**
   * Adds one to the counter under `key`, created for `ttlMs` milliseconds by the first increment.
   * @returns its new value and the milliseconds it has left.
   */
  increment(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }>
  /** Sets fields of the hash under `key`, which never expires. */
  hashSet(key: string, fields: Readonly<Record<string, string>>): Promise<void>
  hashGetAll(key: string): Promise<Record<string, string>>
  /** Sends `message` to every subscriber of `channel`, this instance's included. */
  publish(channel: string, message: string): Promise<void>
  /** `listener` receives each message of `channel` from now on, across reconnections. */
  subscribe(channel: string, listener: (message: string) => void): Promise<void>

  /** `listener` is told each change of state; see {@link StoreStatus}. */
  onStatus(listener: (status: StoreStatus, previous: StoreStatus['state']) => void): void
  /** Starts connecting, in the background: the store is not ready until its first `up`. */
  start(): void
  close(): Promise<void>
}

/**
 * `up`: answering; `down`: connection lost (it reconnects by itself); `stalled`: connected, but a
 * command passed the deadline (asked again every second).
 */
export type StoreStatus =
  | { state: 'connecting' }
  | { state: 'up' }
  | { state: 'down'; reason: string }
  | { state: 'stalled'; deadlineMs: number }

/** The store could not answer: unreachable, stalled, or past its deadline. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError'
}

/**
 * `promise`, or a StoreUnavailableError after `ms` milliseconds: node-redis times a command only
 * until it is written, so a silent Redis would hold its caller forever.
 */
export async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new StoreUnavailableError(`no answer within ${ms} ms`, { cause: 'deadline' })),
      ms,
    )
    timer.unref()
  })
  try {
    return await Promise.race([promise, deadline])
  } finally {
    clearTimeout(timer)
  }
}
