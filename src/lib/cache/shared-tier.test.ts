import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient } from '@redis/client'
import { freePort, HOST, startRedis } from '../../../scripts/lib/server-process.mjs'
import { createHtmlCacheProvider, type HtmlCacheProvider } from './html-cache-provider'
import { createMemoryStore } from '../store/memory-store'
import { createRedisStore } from '../store/redis-store'
import type { SharedStore } from '../store/shared-store'
import { onInvalidation, type Invalidation } from './invalidation-bus'

/**
 * Two providers — two instances of the site — sharing a store: the memory one, then a real Redis
 * (Debian's redis-server, started here on a free loopback port from CACHE_TEST_REDIS_PORT, 6390;
 * skipped when it is not installed).
 */

const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) =>
  existsSync(path),
)

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function routeResponse(body: string, tags: string[] = []): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/html',
      'cdn-cache-control': 'max-age=300, stale-while-revalidate=60',
      ...(tags.length ? { 'cache-tag': tags.join(', ') } : {}),
    },
  })
}

/**
 * What the invalidation bus announces once `provider` invalidates the post's tag: the other
 * instance announces it when the message reaches it (the caller's announces its own).
 */
async function announcedOnInvalidating(provider: HtmlCacheProvider): Promise<Invalidation[]> {
  const announced: Invalidation[] = []
  const stopListening = onInvalidation((invalidation) => announced.push(invalidation))
  try {
    await provider.invalidate({ tags: ['wordpress-post-a'] })
    await until(() => announced.length === 1)
  } finally {
    stopListening()
  }
  return announced
}

const connected = (logs: string[], name = 'Redis') =>
  logs.some((line) => line.includes(`Cache shared through ${name}`))

function instance(redisUrl: string | SharedStore, logs: string[]) {
  const provider = createHtmlCacheProvider(
    { queryParameters: { '/blog': ['q'] }, staleTags: ['wordpress-posts'] },
    {
      store:
        typeof redisUrl === 'string'
          ? createRedisStore({ url: redisUrl, keyPrefix: `test-${process.pid}:`, timeoutMs: 500 })
          : redisUrl,
      buildId: 'build-1',
      log: (message) => logs.push(message),
    },
  )
  const get = (path: string, next: () => Promise<Response>) => {
    const request = new Request(`http://localhost${path}`)
    return provider.onRequest!(
      { request, url: new URL(request.url), logger: { info() {}, warn() {}, error() {} } },
      next,
    )
  }
  return { provider, get, logs }
}

describe('html cache provider shared through a store (memory)', () => {
  it('serves on one instance what the other rendered, and an invalidation reaches both', async () => {
    const store = createMemoryStore()
    const one = instance(store, [])
    const two = instance(store, [])
    await until(() => connected(one.logs, 'memory') && connected(two.logs, 'memory'))
    const renderOne = vi.fn(async () => routeResponse('<h1>Titre</h1>', ['wordpress-post-a']))
    const renderTwo = vi.fn(async () =>
      routeResponse('<h1>Titre corrigé</h1>', ['wordpress-post-a']),
    )
    expect((await one.get('/blog/a', renderOne)).headers.get('x-astro-cache')).toBe('MISS')
    await until(async () => (await store.get('build-1:page:/blog/a')) !== null)
    const shared = await two.get('/blog/a', renderTwo)
    expect(shared.headers.get('x-astro-cache')).toBe('HIT')
    expect(await shared.text()).toBe('<h1>Titre</h1>')

    expect(await announcedOnInvalidating(one.provider)).toEqual([
      { tags: ['wordpress-post-a'], paths: [] },
    ])
    expect(await (await two.get('/blog/a', renderTwo)).text()).toBe('<h1>Titre corrigé</h1>')
    expect(await (await one.get('/blog/a', renderOne)).text()).toBe('<h1>Titre corrigé</h1>')
    expect(renderOne).toHaveBeenCalledTimes(1)
    expect(await store.hashGetAll('invalidations')).toEqual({
      't:wordpress-post-a': expect.stringMatching(/^\d+$/),
    })
  })
})

describe.skipIf(!REDIS_SERVER)('html cache provider shared through Redis', () => {
  let port = 0
  const providers: HtmlCacheProvider[] = []

  let redis: Awaited<ReturnType<typeof startRedis>> | undefined
  const stopRedis = async () => {
    await redis?.stop()
    redis = undefined
  }

  beforeAll(async () => {
    port = await freePort(Number(process.env.CACHE_TEST_REDIS_PORT ?? 6390))
    redis = await startRedis(port, REDIS_SERVER)
  })

  afterAll(async () => {
    await Promise.all(providers.map((provider) => provider.close()))
    await stopRedis()
  })

  /** Resolves once Redis holds the page of `path`: an instance writes it after answering. */
  const inRedis = async (path: string) => {
    const client = createClient({ url: `redis://${HOST}:${port}` })
    await client.connect()
    try {
      await until(
        async () => (await client.keys(`test-${process.pid}:*:page:*${path}*`)).length > 0,
      )
    } finally {
      await client.quit()
    }
  }

  it('serves on one instance what the other rendered, and an invalidation reaches both', async () => {
    const url = `redis://${HOST}:${port}`
    const one = instance(url, [])
    const two = instance(url, [])
    providers.push(one.provider, two.provider)
    await until(() => connected(one.logs) && connected(two.logs))

    const renderOne = vi.fn(async () => routeResponse('<h1>Titre</h1>', ['wordpress-post-a']))
    const renderTwo = vi.fn(async () =>
      routeResponse('<h1>Titre corrigé</h1>', ['wordpress-post-a']),
    )
    expect((await one.get('/blog/a', renderOne)).headers.get('x-astro-cache')).toBe('MISS')
    await inRedis('/blog/a')
    const shared = await two.get('/blog/a', renderTwo)
    expect(shared.headers.get('x-astro-cache')).toBe('HIT')
    expect(await shared.text()).toBe('<h1>Titre</h1>')
    expect(renderTwo).not.toHaveBeenCalled()

    expect(await announcedOnInvalidating(one.provider)).toEqual([
      { tags: ['wordpress-post-a'], paths: [] },
    ])
    const refreshed = await two.get('/blog/a', renderTwo)
    expect(refreshed.headers.get('x-astro-cache')).toBe('MISS')
    expect(await refreshed.text()).toBe('<h1>Titre corrigé</h1>')
    // Instance one reads instance two's new render from Redis rather than rendering.
    const readBack = await one.get('/blog/a', renderOne)
    expect(await readBack.text()).toBe('<h1>Titre corrigé</h1>')
    expect(renderOne).toHaveBeenCalledTimes(1)
  })

  it('answers from memory while Redis is down, logs it once, and shares again once it is back', async () => {
    const url = `redis://${HOST}:${port}`
    const one = instance(url, [])
    const two = instance(url, [])
    providers.push(one.provider, two.provider)
    await until(() => connected(one.logs) && connected(two.logs))
    const render = vi.fn(async () => routeResponse('<p>page</p>'))
    await one.get('/contact', render)

    await stopRedis()
    await until(() => one.logs.some((line) => /Redis unreachable/.test(line)))
    for (let i = 0; i < 20; i++) {
      const response = await one.get('/contact', render)
      expect(response.status).toBe(200)
      const other = await two.get('/a-propos', render)
      expect(other.status).toBe(200)
    }
    expect(render).toHaveBeenCalledTimes(2)
    // An invalidation made while Redis is away reaches the other instance once it is back.
    await one.provider.invalidate({ path: '/a-propos' })
    expect(one.logs.filter((line) => /Redis unreachable/.test(line))).toHaveLength(1)
    expect(two.logs.filter((line) => /Redis unreachable/.test(line))).toHaveLength(1)

    redis = await startRedis(port, REDIS_SERVER)
    await until(
      () => [one, two].every(({ logs }) => logs.some((line) => /Redis reachable again/.test(line))),
      10_000,
    )
    await until(async () => {
      const response = await two.get('/a-propos', render)
      return response.headers.get('x-astro-cache') === 'MISS'
    })
    const shared = vi.fn(async () => routeResponse('<p>partagée</p>'))
    await one.get('/honoraires', shared)
    await inRedis('/honoraires')
    expect((await two.get('/honoraires', shared)).headers.get('x-astro-cache')).toBe('HIT')
    expect(shared).toHaveBeenCalledTimes(1)
  }, 20_000)

  it('answers in time while Redis is connected but silent, and shares again once it answers', async () => {
    const url = `redis://${HOST}:${port}`
    const one = instance(url, [])
    providers.push(one.provider)
    await until(() => connected(one.logs))
    const render = vi.fn(async () => routeResponse('<p>page</p>'))

    // Stopped, not killed: the connection stays open and nothing answers on it.
    redis!.child.kill('SIGSTOP')
    try {
      for (const path of ['/silence-1', '/silence-2', '/silence-3']) {
        const started = Date.now()
        expect((await one.get(path, render)).status).toBe(200)
        // The instance's Redis timeout is 500 ms: one wait at most, then memory.
        expect(Date.now() - started, path).toBeLessThan(2000)
      }
      expect(one.logs.filter((line) => /did not answer within 500 ms/.test(line))).toHaveLength(1)
    } finally {
      redis!.child.kill('SIGCONT')
    }
    await until(() => one.logs.some((line) => /Redis answers again/.test(line)), 10_000)
    const shared = vi.fn(async () => routeResponse('<p>partagée</p>'))
    await one.get('/apres-silence', shared)
    await inRedis('/apres-silence')
  }, 20_000)
})
