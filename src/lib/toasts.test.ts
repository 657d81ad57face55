import { describe, expect, it } from 'vitest'
import * as sonner from 'sonner'
import { loadToasts } from './toasts'

describe('loadToasts', () => {
  it('resolves to the sonner module that the Toaster renders, with its toast', async () => {
    const module = await loadToasts()
    expect(module.toast).toBe(sonner.toast)
    expect(typeof module.toast.success).toBe('function')
    expect(typeof module.toast.error).toBe('function')
  })
})
