import type { APIContext } from 'astro'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signPreviewLink } from '@/lib/preview/token'
import { GET } from '@/pages/api/preview'

const SECRET = 'secret-de-test-apercu'

/** The endpoint called as the server calls it behind a TLS proxy: over http, on an inner host. */
async function openPreview() {
  const expires = Math.floor(Date.now() / 1000) + 300
  const url = new URL('http://10.0.0.5:3000/api/preview')
  url.search = new URLSearchParams({
    id: '42',
    expires: String(expires),
    token: signPreviewLink(42, expires, SECRET),
  }).toString()
  const set = vi.fn()
  const context = { url, cookies: { set }, cache: { enabled: false, set: vi.fn() } }
  const response = await GET(context as unknown as APIContext)
  return { response, options: set.mock.calls[0]?.[2] as { secure?: boolean } | undefined }
}

describe('GET /api/preview', () => {
  beforeEach(() => {
    vi.stubEnv('PREVIEW_SECRET', SECRET)
    vi.stubEnv('WORDPRESS_PREVIEW_USER', 'editeur')
    vi.stubEnv('WORDPRESS_PREVIEW_APPLICATION_PASSWORD', 'abcd efgh ijkl mnop')
  })
  afterEach(() => vi.unstubAllEnvs())

  it('marks the session cookie Secure when the public origin is https, behind a proxy too', async () => {
    vi.stubEnv('SITE_URL', 'https://www.roques-avocat.example')
    const { response, options } = await openPreview()
    expect(response.status).toBe(303)
    expect(options?.secure).toBe(true)
  })

  it('leaves it without Secure on a plain-http site (the demo, the tests)', async () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    expect((await openPreview()).options?.secure).toBe(false)
  })
})
