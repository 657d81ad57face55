import { describe, expect, it } from 'vitest'
import { announceInvalidation, onInvalidation, type Invalidation } from './invalidation-bus'

describe('invalidation bus', () => {
  it('reaches every listener of the process until it stops listening', () => {
    const first: Invalidation[] = []
    const second: Invalidation[] = []
    const stopFirst = onInvalidation((invalidation) => first.push(invalidation))
    const stopSecond = onInvalidation((invalidation) => second.push(invalidation))
    announceInvalidation({ tags: ['wordpress-posts'], paths: ['/blog'] })
    stopFirst()
    announceInvalidation({ tags: ['wordpress-post-bail'], paths: [] })
    stopSecond()
    announceInvalidation({ tags: ['wordpress-categories'], paths: [] })
    expect(first).toEqual([{ tags: ['wordpress-posts'], paths: ['/blog'] }])
    expect(second).toEqual([
      { tags: ['wordpress-posts'], paths: ['/blog'] },
      { tags: ['wordpress-post-bail'], paths: [] },
    ])
  })

  it('does not announce an empty invalidation', () => {
    const seen: Invalidation[] = []
    const stop = onInvalidation((invalidation) => seen.push(invalidation))
    announceInvalidation({ tags: [], paths: [] })
    stop()
    expect(seen).toEqual([])
  })

  it('is shared by every copy of the module, under a registry symbol', () => {
    const seen: Invalidation[] = []
    const stop = onInvalidation((invalidation) => seen.push(invalidation))
    // What a second bundled copy of this module would do: find the target by the same symbol.
    const target: unknown = Reflect.get(globalThis, Symbol.for('roques.cache-invalidation'))
    expect(target).toBeInstanceOf(EventTarget)
    ;(target as EventTarget).dispatchEvent(
      new CustomEvent('invalidate', { detail: { tags: ['wordpress-posts'], paths: [] } }),
    )
    // Malformed events are left out or reduced to their strings.
    ;(target as EventTarget).dispatchEvent(new Event('invalidate'))
    ;(target as EventTarget).dispatchEvent(
      new CustomEvent('invalidate', { detail: { tags: 'posts', paths: [1, '/blog'] } }),
    )
    stop()
    expect(seen).toEqual([
      { tags: ['wordpress-posts'], paths: [] },
      { tags: [], paths: ['/blog'] },
    ])
  })
})
