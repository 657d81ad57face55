import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenNeeded } from './when-needed'

/** The observers the code under test made: their options and a way to report an intersection. */
let observers: { options: IntersectionObserverInit | undefined; report: (hit: boolean) => void }[]
let disconnected: number
/** The `timeout` of every idle callback requested. */
let idleTimeouts: (number | undefined)[]

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({
      options,
      report: (hit) =>
        callback(
          [{ isIntersecting: hit } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
    })
  }
  observe() {}
  disconnect() {
    disconnected++
  }
}

/** A window with events and timers (the fake ones of vi.useFakeTimers), and idle callbacks. */
function fakeWindow({ idleCallbacks = true } = {}) {
  const target = new EventTarget()
  return Object.assign(target, {
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    // An idle period comes 50 ms after the request.
    ...(idleCallbacks
      ? {
          requestIdleCallback: (handler: () => void, options?: IdleRequestOptions) => {
            idleTimeouts.push(options?.timeout)
            return setTimeout(handler, 50)
          },
          cancelIdleCallback: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
        }
      : {}),
  })
}

const element = {} as Element

beforeEach(() => {
  observers = []
  disconnected = 0
  idleTimeouts = []
  vi.useFakeTimers()
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal('window', fakeWindow())
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('whenNeeded', () => {
  it('loads once the element comes within 200 px of the screen, and only once', () => {
    const load = vi.fn()
    whenNeeded(element, load)
    expect(observers).toHaveLength(1)
    expect(observers[0]?.options?.rootMargin).toBe('200px 0px')
    observers[0]?.report(false)
    expect(load).not.toHaveBeenCalled()
    observers[0]?.report(true)
    observers[0]?.report(true)
    window.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(10_000)
    expect(load).toHaveBeenCalledTimes(1)
    expect(disconnected).toBe(1)
  })

  it.each(['keydown', 'pointerdown', 'focusin'])(
    'loads at the first %s anywhere in the page',
    (type) => {
      const load = vi.fn()
      whenNeeded(element, load)
      window.dispatchEvent(new Event(type))
      expect(load).toHaveBeenCalledTimes(1)
      window.dispatchEvent(new Event(type))
      expect(load).toHaveBeenCalledTimes(1)
    },
  )

  it('loads after five seconds on the page, at the next idle period', () => {
    const load = vi.fn()
    whenNeeded(element, load)
    vi.advanceTimersByTime(4_999)
    expect(load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(50)
    expect(load).toHaveBeenCalledTimes(1)
    // At most one second more when the browser stays busy.
    expect(idleTimeouts).toEqual([1000])
  })

  it('loads after five seconds where there is no idle callback (Safari)', () => {
    vi.stubGlobal('window', fakeWindow({ idleCallbacks: false }))
    const load = vi.fn()
    whenNeeded(element, load)
    vi.advanceTimersByTime(5_000)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('removes its three listeners once it has loaded', () => {
    const removed = vi.spyOn(window, 'removeEventListener')
    whenNeeded(element, vi.fn())
    window.dispatchEvent(new Event('pointerdown'))
    expect(removed.mock.calls.map(([type, , capture]) => [type, capture])).toEqual([
      ['keydown', true],
      ['pointerdown', true],
      ['focusin', true],
    ])
  })

  it('never loads once cancelled, whatever happens next', () => {
    const load = vi.fn()
    const cancel = whenNeeded(element, load)
    vi.advanceTimersByTime(5_010)
    cancel()
    observers[0]?.report(true)
    window.dispatchEvent(new Event('keydown'))
    window.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(60_000)
    expect(load).not.toHaveBeenCalled()
    expect(disconnected).toBe(1)
  })

  it('loads at once when the focus already is on an element of the page, not on its body', () => {
    const body = {}
    vi.stubGlobal('document', { body, activeElement: body })
    const load = vi.fn()
    whenNeeded(element, load)
    expect(load).not.toHaveBeenCalled()
    vi.stubGlobal('document', { body, activeElement: {} })
    whenNeeded(element, load)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads at once without an element or without IntersectionObserver', () => {
    const load = vi.fn()
    whenNeeded(null, load)
    expect(load).toHaveBeenCalledTimes(1)
    vi.stubGlobal('IntersectionObserver', undefined)
    whenNeeded(element, load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
