import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WORDPRESS_FALLBACK_SECONDS } from '@/lib/constants'
import { announceInvalidation } from '@/lib/cache/invalidation-bus'
import { cached, clearWordPressCache, trackWordPressAnswers } from './cache'

/** A `load` that counts its calls and answers `answer()` (or throws what it throws). */
function loader(answer: () => unknown) {
  const load = vi.fn(async () => answer())
  return load
}

const down = () => {
  throw new Error('WordPress est injoignable')
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.stubEnv('WORDPRESS_API_URL', 'http://127.0.0.1:8089/wp-json/wp/v2')
  vi.stubEnv('WORDPRESS_CACHE_SECONDS', '300')
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  clearWordPressCache()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/** Moves the clock on. */
function later(seconds: number) {
  vi.advanceTimersByTime(seconds * 1000)
}

describe('cached', () => {
  it('asks WordPress once per WORDPRESS_CACHE_SECONDS', async () => {
    let version = 1
    const load = loader(() => version)
    expect(await cached(['posts', '1'], ['posts'], load)).toBe(1)
    version = 2
    expect(await cached(['posts', '1'], ['posts'], load)).toBe(1)
    expect(load).toHaveBeenCalledTimes(1)
    later(301)
    expect(await cached(['posts', '1'], ['posts'], load)).toBe(2)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps serving a published post through an outage after thousands of unknown slugs', async () => {
    const article = loader(() => ({ title: 'Contester un licenciement' }))
    await cached(['post', 'contester'], ['posts'], article)
    for (let i = 0; i < 2100; i++)
      await cached(['post', `inconnu-${i}`], ['posts'], async () => null)
    const unknown = loader(() => null)
    await cached(['post', 'inconnu-2099'], ['posts'], unknown)
    expect(unknown).not.toHaveBeenCalled()
    later(301)
    expect(await cached(['post', 'contester'], ['posts'], loader(down))).toEqual({
      title: 'Contester un licenciement',
    })
  })

  it('keeps nothing with WORDPRESS_CACHE_SECONDS=0', async () => {
    vi.stubEnv('WORDPRESS_CACHE_SECONDS', '0')
    const load = loader(() => 'réponse')
    await cached(['posts', '1'], ['posts'], load)
    await cached(['posts', '1'], ['posts'], load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('makes one WordPress call for concurrent misses', async () => {
    let release: (value: string) => void = () => {}
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)))
    const answers = Promise.all(
      Array.from({ length: 20 }, () => cached(['post', 'bail'], ['posts'], load)),
    )
    await Promise.resolve()
    release('article')
    expect(await answers).toEqual(Array.from({ length: 20 }, () => 'article'))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keys answers by WordPress: another WORDPRESS_API_URL asks again', async () => {
    const load = loader(() => 'réponse')
    await cached(['categories'], ['categories'], load)
    vi.stubEnv('WORDPRESS_API_URL', 'https://blog.example.fr/wp-json/wp/v2')
    await cached(['categories'], ['categories'], load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('serves the last good answer when WordPress fails past its lifetime, and says so', async () => {
    let fail = false
    const load = loader(() => (fail ? down() : 'bonne réponse'))
    await cached(['posts', '1'], ['posts'], load)
    later(3600)
    fail = true
    const tracked = await trackWordPressAnswers(() => cached(['posts', '1'], ['posts'], load))
    expect(tracked).toEqual({ value: 'bonne réponse', fallback: true })
    expect(load).toHaveBeenCalledTimes(2)
    // WordPress is asked again on the next request, and its new answer is kept.
    fail = false
    const back = await trackWordPressAnswers(() => cached(['posts', '1'], ['posts'], load))
    expect(back).toEqual({ value: 'bonne réponse', fallback: false })
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('fails when WordPress fails and nothing was kept, and keeps no failure', async () => {
    await expect(cached(['posts', '1'], ['posts'], loader(down))).rejects.toThrow('injoignable')
    const load = loader(() => 'réponse')
    expect(await cached(['posts', '1'], ['posts'], load)).toBe('réponse')
  })

  it('forgets an answer older than WORDPRESS_FALLBACK_SECONDS once WordPress fails', async () => {
    let fail = false
    const load = loader(() => (fail ? down() : 'vieille réponse'))
    await cached(['posts', '1'], ['posts'], load)
    later(WORDPRESS_FALLBACK_SECONDS + 1)
    fail = true
    await expect(cached(['posts', '1'], ['posts'], load)).rejects.toThrow('injoignable')
  })

  it('tells a render read only good answers', async () => {
    const tracked = await trackWordPressAnswers(async () => {
      const a = await cached(
        ['posts', '1'],
        ['posts'],
        loader(() => 'a'),
      )
      const b = await cached(
        ['posts', '1'],
        ['posts'],
        loader(() => 'b'),
      )
      return `${a}${b}`
    })
    expect(tracked).toEqual({ value: 'aa', fallback: false })
  })
})

describe('invalidation (webhook, or another instance through the bus)', () => {
  it('expires exactly the answers carrying a tag it names', async () => {
    let version = 1
    const article = loader(() => `article ${version}`)
    const other = loader(() => `autre ${version}`)
    await cached(['post', 'bail'], ['posts', 'post-bail'], article)
    await cached(['post', 'autre'], ['posts', 'post-autre'], other)
    version = 2
    announceInvalidation({ tags: ['post-bail'], paths: ['/blog/bail'] })
    expect(await cached(['post', 'bail'], ['posts', 'post-bail'], article)).toBe('article 2')
    expect(await cached(['post', 'autre'], ['posts', 'post-autre'], other)).toBe('autre 1')
    // Received twice (from the webhook and relayed back by the shared cache): no harm.
    announceInvalidation({ tags: ['post-bail'], paths: [] })
    announceInvalidation({ tags: ['post-bail'], paths: [] })
    expect(await cached(['post', 'bail'], ['posts', 'post-bail'], article)).toBe('article 2')
    expect(article).toHaveBeenCalledTimes(3)
  })

  it('still serves the expired answer when WordPress then fails', async () => {
    let fail = false
    const load = loader(() => (fail ? down() : 'publié'))
    await cached(['post', 'bail'], ['posts'], load)
    announceInvalidation({ tags: ['posts'], paths: [] })
    fail = true
    const tracked = await trackWordPressAnswers(() => cached(['post', 'bail'], ['posts'], load))
    expect(tracked).toEqual({ value: 'publié', fallback: true })
  })

  it('does not keep as fresh an answer whose call started before the invalidation', async () => {
    let release: (value: string) => void = () => {}
    let calls = 0
    const load = vi.fn(() => {
      calls += 1
      return calls === 1
        ? new Promise<string>((resolve) => (release = resolve))
        : Promise.resolve('après le webhook')
    })
    const first = cached(['post', 'bail'], ['posts'], load)
    await Promise.resolve()
    announceInvalidation({ tags: ['posts'], paths: [] })
    const second = cached(['post', 'bail'], ['posts'], load)
    release('avant le webhook')
    // Both callers shared the first call, whose answer may predate the change: they ask again.
    expect(await first).toBe('après le webhook')
    expect(await second).toBe('après le webhook')
    expect(await cached(['post', 'bail'], ['posts'], load)).toBe('après le webhook')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
