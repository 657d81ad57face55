import { createRequire } from 'node:module'
import { afterEach, describe, expect, it, vi } from 'vitest'
import SiteCacheHandler, { isBlogPageKey } from './cache-handler.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

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
