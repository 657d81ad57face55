import { describe, expect, it, vi } from 'vitest'
import { applyTagStates, createSharedCache, redactUrl } from './shared-cache.mjs'

describe('applyTagStates', () => {
  it('takes a tag’s latest change and ignores an older one', () => {
    const manifest = new Map()
    const versions = new Map()
    expect(
      applyTagStates(
        { 'wordpress-posts': { stale: 10, expired: 99, at: 10 }, 'wordpress-post-a': { at: 5 } },
        versions,
        manifest,
      ),
    ).toEqual(['wordpress-posts', 'wordpress-post-a'])
    expect(manifest.get('wordpress-posts')).toEqual({ stale: 10, expired: 99 })
    expect(
      applyTagStates({ 'wordpress-posts': { stale: 4, expired: 4, at: 4 } }, versions, manifest),
    ).toEqual([])
    expect(manifest.get('wordpress-posts')).toEqual({ stale: 10, expired: 99 })
    applyTagStates({ 'wordpress-posts': { stale: 20, expired: 20, at: 20 } }, versions, manifest)
    expect(manifest.get('wordpress-posts')).toEqual({ stale: 20, expired: 20 })
  })

  it('ignores what this module did not write', () => {
    const manifest = new Map()
    expect(applyTagStates({ tag: { stale: 1 }, other: null }, new Map(), manifest)).toEqual([])
    expect(manifest.size).toBe(0)
  })
})

describe('redactUrl', () => {
  it('hides the password of a Redis URL in logs', () => {
    expect(redactUrl('redis://user:secret@redis.example:6379/0')).toBe(
      'redis://user:***@redis.example:6379/0',
    )
    expect(redactUrl('pas une URL')).toBe('an invalid REDIS_URL')
  })
})

describe('createSharedCache with Redis unreachable', () => {
  it('never throws, says it cannot answer, and logs the outage once', async () => {
    const logger = { info: vi.fn(), warn: vi.fn() }
    // Port 1 on loopback: nothing listens, every connection is refused at once.
    const cache = createSharedCache({ url: 'redis://127.0.0.1:1', buildId: 'test', logger })
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(cache.usable()).toBe(false)
    expect(await cache.get('/route-cache/APP_PAGE/1/$/blog', {})).toBeUndefined()
    expect(
      await cache.set('/route-cache/APP_PAGE/1/$/blog', {
        lastModified: 1,
        lifespan: {},
        tags: [],
        value: null,
      }),
    ).toBe(false)
    await expect(cache.publishTags(['wordpress-posts'])).resolves.toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn.mock.calls[0][0]).toMatch(/Redis unreachable at redis:\/\/127\.0\.0\.1:1/)
    await cache.close()
  })
})
