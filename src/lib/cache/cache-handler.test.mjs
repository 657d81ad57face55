import { createRequire } from 'node:module'
import { afterEach, describe, expect, it, vi } from 'vitest'
import SiteCacheHandler, { isBlogPageKey, responseTags, toStoredEntry } from './cache-handler.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

const blogKey = '/route-cache/APP_PAGE/3f2a/$/blog/page/1'
const articleKey = '/route-cache/APP_PAGE/9c1b/$/blog/contester-un-licenciement'
const legalKey = '/route-cache/APP_PAGE/77aa/$/mentions-legales'

/** A handler whose file-system parent is replaced by spies. */
function handler() {
  const get = vi.spyOn(FileSystemCache.prototype, 'get').mockResolvedValue({ value: 'cached' })
  const set = vi.spyOn(FileSystemCache.prototype, 'set').mockResolvedValue(undefined)
  const instance = Object.create(SiteCacheHandler.prototype)
  return { instance, get, set }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe('isBlogPageKey', () => {
  it('recognises the cache keys of blog pages only', () => {
    expect(isBlogPageKey(blogKey)).toBe(true)
    expect(isBlogPageKey(articleKey)).toBe(true)
    expect(isBlogPageKey('/route-cache/APP_PAGE/1/$/blog')).toBe(true)
    expect(isBlogPageKey(legalKey)).toBe(false)
    expect(isBlogPageKey('/route-cache/APP_PAGE/1/$/blogueur')).toBe(false)
  })
})

describe('SiteCacheHandler', () => {
  it('keeps and reads everything through Next.js’s file-system cache by default', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
    const { instance, get, set } = handler()
    expect(await instance.get(blogKey, { kind: 'APP_PAGE' })).toEqual({ value: 'cached' })
    await instance.set(blogKey, { value: 'page' }, { kind: 'APP_PAGE' })
    expect(get).toHaveBeenCalledTimes(1)
    expect(set).toHaveBeenCalledTimes(1)
  })

  it('with WORDPRESS_CACHE_SECONDS=0, keeps no blog page and no WordPress answer', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '0')
    const { instance, get, set } = handler()
    expect(await instance.get(articleKey, { kind: 'APP_PAGE' })).toBeNull()
    expect(await instance.get('d41d8cd98f', { kind: 'FETCH' })).toBeNull()
    await instance.set(articleKey, { value: 'page' }, { kind: 'APP_PAGE' })
    await instance.set('d41d8cd98f', { value: 'data' }, { kind: 'FETCH' })
    expect(get).not.toHaveBeenCalled()
    expect(set).not.toHaveBeenCalled()
    // The content pages stay cached.
    expect(await instance.get(legalKey, { kind: 'APP_PAGE' })).toEqual({ value: 'cached' })
  })
})

describe('SiteCacheHandler with a shared cache (REDIS_URL)', () => {
  const page = {
    kind: 'APP_PAGE',
    html: '<h1>Article</h1>',
    headers: { 'x-next-cache-tags': 'wordpress-posts,wordpress-post-test-partage' },
  }
  const stored = {
    lastModified: 1_000,
    lifespan: {},
    tags: ['wordpress-posts', 'wordpress-post-test-partage'],
    value: page,
    cacheControl: { revalidate: 300, expire: 31_536_000 },
  }

  /** A handler whose shared cache and file-system parent are spies. */
  function sharedHandler(sharedGet) {
    const { instance, get, set } = handler()
    const revalidateTag = vi
      .spyOn(FileSystemCache.prototype, 'revalidateTag')
      .mockResolvedValue(undefined)
    instance.shared = {
      get: vi.fn(sharedGet),
      set: vi.fn().mockResolvedValue(true),
      publishTags: vi.fn().mockResolvedValue(undefined),
    }
    return { instance, get, set, revalidateTag }
  }

  afterEach(() => tagsManifest.clear())

  it('serves what another instance stored, with the lifetime it was rendered with', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
    const { instance, get } = sharedHandler(async () => stored)
    expect(await instance.get(articleKey, { kind: 'APP_PAGE' })).toEqual({
      lastModified: 1_000,
      value: page,
      cacheControl: { revalidate: 300, expire: 31_536_000 },
    })
    expect(get).not.toHaveBeenCalled()
  })

  it('renders again a page whose tag a webhook expired on any instance', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
    tagsManifest.set('wordpress-post-test-partage', { stale: 2_000, expired: 2_000 })
    const { instance } = sharedHandler(async () => stored)
    expect(await instance.get(articleKey, { kind: 'APP_PAGE' })).toBeNull()
  })

  it('answers from the file-system cache when Redis cannot be asked or has nothing', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
    const unreachable = sharedHandler(async () => undefined)
    expect(await unreachable.instance.get(legalKey, { kind: 'APP_PAGE' })).toEqual({
      value: 'cached',
    })
    vi.restoreAllMocks()
    const empty = sharedHandler(async () => null)
    expect(await empty.instance.get(legalKey, { kind: 'APP_PAGE' })).toEqual({ value: 'cached' })
    expect(empty.get).toHaveBeenCalledTimes(1)
  })

  it('writes to Redis and to the file-system cache, and shares tag revalidations', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
    const { instance, set, revalidateTag } = sharedHandler(async () => null)
    await instance.set(articleKey, page, { kind: 'APP_PAGE', cacheControl: { revalidate: 300 } })
    expect(set).toHaveBeenCalledTimes(1)
    expect(instance.shared.set).toHaveBeenCalledWith(
      articleKey,
      expect.objectContaining({ value: page, cacheControl: { revalidate: 300 } }),
    )
    await instance.revalidateTag('wordpress-posts', { expire: 31_536_000 })
    expect(revalidateTag).toHaveBeenCalledWith('wordpress-posts', { expire: 31_536_000 })
    expect(instance.shared.publishTags).toHaveBeenCalledWith(['wordpress-posts'])
  })

  it('with WORDPRESS_CACHE_SECONDS=0, neither reads nor writes blog pages in Redis', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '0')
    const { instance } = sharedHandler(async () => stored)
    expect(await instance.get(articleKey, { kind: 'APP_PAGE' })).toBeNull()
    await instance.set('d41d8cd98f', { kind: 'FETCH', data: {} }, { kind: 'FETCH' })
    expect(instance.shared.get).not.toHaveBeenCalled()
    expect(instance.shared.set).not.toHaveBeenCalled()
  })
})

describe('toStoredEntry', () => {
  it('keeps a page’s tags, lifetime and the time it was made', () => {
    const entry = toStoredEntry(
      { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/blog,wordpress-posts' } },
      { cacheControl: { revalidate: 300, expire: 86_400 } },
      1_700_000_000_000,
    )
    expect(entry.tags).toEqual(['_N_T_/blog', 'wordpress-posts'])
    expect(entry.cacheControl).toEqual({ revalidate: 300, expire: 86_400 })
    expect(entry.lastModified).toBe(1_700_000_000_000)
    expect(entry.lifespan).toMatchObject({ staleAge: 300, expireAt: 1_700_000_000 + 86_400 })
  })

  it('keeps a WordPress answer’s tags and lifetime, one year at most in Redis', () => {
    const entry = toStoredEntry(
      { kind: 'FETCH', data: {}, revalidate: 300 },
      { tags: ['wordpress-categories'] },
      1_700_000_000_000,
    )
    expect(entry.tags).toEqual(['wordpress-categories'])
    expect(entry.lifespan).toMatchObject({ staleAge: 300, expireAge: 31_536_000 })
  })
})

describe('responseTags', () => {
  it('reads the tags Next.js stored in the page’s headers', () => {
    expect(responseTags({ headers: { 'x-next-cache-tags': 'a,b' } })).toEqual(['a', 'b'])
    expect(responseTags({ headers: {} })).toEqual([])
    expect(responseTags(null)).toEqual([])
  })
})
