import { describe, expect, it } from 'vitest'
import { SHARE_TOASTER_OPTIONS } from '@/components/blog/share-toasts'
import { TOASTER_OPTIONS } from './toaster'

describe('toast regions', () => {
  it('the share button’s is the consultation form’s, French names included', () => {
    expect(SHARE_TOASTER_OPTIONS).toEqual(TOASTER_OPTIONS)
    expect(TOASTER_OPTIONS.toastOptions.closeButtonAriaLabel).toBe('Fermer la notification')
  })
})
