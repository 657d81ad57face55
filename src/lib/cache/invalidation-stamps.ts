import type { Invalidation } from './invalidation-bus'
import type { CachedPage } from './cached-page'

/** `expired`: rendered again before answering; kept to stand in for a render that fails. */
export type PageState = 'fresh' | 'stale' | 'expired'

/**
 * `t:<tag>` and `p:<path>` expire the pages they match, `s:<tag>` makes them stale; `stamp` in
 * milliseconds. Stored in the shared store's hash and published to the other instances as is.
 */
export interface StampUpdate {
  field: string
  stamp: number
}

const EXPIRED_TAG = 't:'
const STALE_TAG = 's:'
const EXPIRED_PATH = 'p:'

/**
 * Invalidations as stamps rather than deletions: a page is outdated when one of its tags or its
 * path was invalidated after its render started. Nothing is deleted, here or in the shared store, and an
 * outdated page can still stand in for a failed render (docs/architecture.md
 * « Caching »). A stamp is a time in milliseconds raised above every stamp applied here, so that
 * stamps only grow whatever the instances' clocks.
 */
export class InvalidationStamps {
  #stamps = new Map<string, number>()
  #applied = 0
  readonly #staleTags: ReadonlySet<string>

  /** @param staleTags tags whose invalidation makes pages stale rather than expired. */
  constructor(staleTags: Iterable<string> = []) {
    this.#staleTags = new Set(staleTags)
  }

  /** The `renderStamp` of a render starting now. */
  get applied(): number {
    return this.#applied
  }

  /** @returns the updates to share with the other instances. */
  invalidate({ tags, paths }: Invalidation, now: number = Date.now()): StampUpdate[] {
    const stamp = Math.max(now, this.#applied + 1)
    const updates: StampUpdate[] = [
      ...tags.map((tag) => ({
        field: `${this.#staleTags.has(tag) ? STALE_TAG : EXPIRED_TAG}${tag}`,
        stamp,
      })),
      ...paths.map((path) => ({ field: `${EXPIRED_PATH}${path}`, stamp })),
    ]
    this.merge(updates)
    this.#applied = Math.max(this.#applied, stamp)
    return updates
  }

  /** @returns the updates that raised a stamp here. */
  merge(updates: Iterable<StampUpdate>): StampUpdate[] {
    const raised: StampUpdate[] = []
    for (const { field, stamp } of updates) {
      if (!Number.isFinite(stamp)) continue
      if (stamp > (this.#stamps.get(field) ?? 0)) {
        this.#stamps.set(field, stamp)
        raised.push({ field, stamp })
      }
      this.#applied = Math.max(this.#applied, stamp)
    }
    return raised
  }

  all(): StampUpdate[] {
    return [...this.#stamps].map(([field, stamp]) => ({ field, stamp }))
  }

  /** 0: never invalidated. */
  get(field: string): number {
    return this.#stamps.get(field) ?? 0
  }

  state(page: CachedPage, now: number = Date.now()): PageState {
    const age = (now - page.storedAt) / 1000
    const byTime: PageState =
      age <= page.maxAge ? 'fresh' : age <= page.maxAge + page.swr ? 'stale' : 'expired'
    if (byTime === 'expired') return byTime
    const since = page.renderStamp
    if (this.get(`${EXPIRED_PATH}${page.path}`) > since) return 'expired'
    let stale = false
    for (const tag of page.tags) {
      if (this.get(`${EXPIRED_TAG}${tag}`) > since) return 'expired'
      if (this.get(`${STALE_TAG}${tag}`) > since) stale = true
    }
    return stale ? 'stale' : byTime
  }
}

export function detailOf(updates: Iterable<StampUpdate>): Invalidation {
  const tags = new Set<string>()
  const paths = new Set<string>()
  for (const { field } of updates) {
    if (field.startsWith(EXPIRED_PATH)) paths.add(field.slice(EXPIRED_PATH.length))
    else if (field.startsWith(EXPIRED_TAG)) tags.add(field.slice(EXPIRED_TAG.length))
    else if (field.startsWith(STALE_TAG)) tags.add(field.slice(STALE_TAG.length))
  }
  return { tags: [...tags], paths: [...paths] }
}
