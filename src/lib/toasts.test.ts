import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh copy of lib/toasts.ts, whose state (sonner loaded or not) is per module. */
const freshToasts = async () => {
  vi.resetModules()
  return import('./toasts')
}

const sonner = () => ({ toast: { success: () => {} }, Toaster: () => null })

beforeEach(() => {
  vi.doMock('sonner', sonner)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('loadToasts', () => {
  it('loads sonner once, tells the subscribed Toaster, and resolves 300 ms after the first load', async () => {
    const { loadToasts, loadedToasts, subscribeToToasts } = await freshToasts()
    const listener = vi.fn()
    const unsubscribe = subscribeToToasts(listener)
    expect(loadedToasts()).toBeNull()

    let resolved = false
    const first = loadToasts().then((module) => {
      resolved = true
      return module
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(loadedToasts()).not.toBeNull()
    await vi.advanceTimersByTimeAsync(299)
    expect(resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(resolved).toBe(true)
    expect((await first).toast).toBe(loadedToasts()?.toast)

    // Later calls resolve at once and load nothing again.
    let again = false
    void loadToasts().then(() => (again = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(again).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('rejects when sonner cannot be fetched, and the next call tries again', async () => {
    // Real timers: the failed import is settled with them.
    vi.useRealTimers()
    const { loadToasts, loadedToasts } = await freshToasts()
    vi.doMock('sonner', () => {
      throw new Error('offline')
    })
    await expect(loadToasts()).rejects.toThrow()
    expect(loadedToasts()).toBeNull()
    vi.doMock('sonner', sonner)
    await expect(loadToasts()).resolves.toHaveProperty('toast')
    expect(loadedToasts()).not.toBeNull()
  })
})
