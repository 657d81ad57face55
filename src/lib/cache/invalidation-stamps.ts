import type { CachedPage } from './cached-page'

/** What a cached page may be used for now. */
export type PageState =
  /** Served as is. */
  | 'fresh'
  /** Served while it is rendered again in the background (stale-while-revalidate). */
  | 'stale'
  /** Rendered again before answering; kept only to stand in for a render that fails. */
  | 'expired'

/**
 * One stamp: `field` names what was invalidated and how — `t:<tag>` and `p:<path>` expire the
 * pages they match, `s:<tag>` makes them stale — and `stamp` orders it (milliseconds, see
 * {@link InvalidationStamps}). The same shape is stored in Redis's hash and published to the other
 * instances.
 */
export interface StampUpdate {
  field: string
  stamp: number
}

/** What an invalidation named: the tags and the paths (as the provider normalised them). */
export interface InvalidationDetail {
  tags: string[]
  paths: string[]
}

const EXPIRED_TAG = 't:'
const STALE_TAG = 's:'
const EXPIRED_PATH = 'p:'

/**
 * Invalidations as stamps rather than deletions: a page stays in the cache, and is outdated when
 * something it depends on (one of its tags, its path) was invalidated after its render started.
 * Nothing has to be found and deleted, on this instance or in Redis, and an outdated page can still
 * stand in for a render that fails (docs/architecture.md « Things that bit others »).
 *
 * A stamp is a time in milliseconds, made larger than every stamp this instance has applied, so
 * that stamps only grow even if clocks differ between instances. A page records `applied`, the
 * largest stamp its instance had applied when the render started: a render that began before this
 * instance heard of an invalidation is outdated everywhere, even if it ended after.
 */
export class InvalidationStamps {
  #stamps = new Map<string, number>()
  #applied = 0
  readonly #staleTags: ReadonlySet<string>

  /**
   * @param staleTags tags whose invalidation makes pages stale (served while rendered again)
   *   instead of expiring them; every other tag, and every path, expires.
   */
  constructor(staleTags: Iterable<string> = []) {
    this.#staleTags = new Set(staleTags)
  }

  /** Largest stamp applied so far: the `renderStamp` of a render starting now. */
  get applied(): number {
    return this.#applied
  }

  /**
   * Records an invalidation made on this instance.
   * @returns the updates to share with the other instances.
   */
  invalidate({ tags, paths }: InvalidationDetail, now: number = Date.now()): StampUpdate[] {
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

  /**
   * Applies stamps received from elsewhere (another instance, Redis's hash).
   * @returns the updates that raised a stamp here.
   */
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

  /** Every stamp known here. */
  all(): StampUpdate[] {
    return [...this.#stamps].map(([field, stamp]) => ({ field, stamp }))
  }

  /** The stamp of `field` known here (0: never invalidated). */
  get(field: string): number {
    return this.#stamps.get(field) ?? 0
  }

  /**
   * What `page` may be used for at `now`: by time (`maxAge`, then `swr`), then outdated by an
   * invalidation stamped after its render started (expired, or stale for a stale tag).
   */
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

/** The tags and paths that `updates` name, for the announcement of an invalidation. */
export function detailOf(updates: Iterable<StampUpdate>): InvalidationDetail {
  const tags = new Set<string>()
  const paths = new Set<string>()
  for (const { field } of updates) {
    if (field.startsWith(EXPIRED_PATH)) paths.add(field.slice(EXPIRED_PATH.length))
    else if (field.startsWith(EXPIRED_TAG)) tags.add(field.slice(EXPIRED_TAG.length))
    else if (field.startsWith(STALE_TAG)) tags.add(field.slice(STALE_TAG.length))
  }
  return { tags: [...tags], paths: [...paths] }
}
