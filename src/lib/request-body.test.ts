import { describe, expect, it } from 'vitest'
import { readBodyWithLimit, utf8 } from './request-body'

/** A POST whose body comes in `chunks` pieces of `size` bytes, without a declared length. */
function chunked(chunks: number, size: number) {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= chunks) return controller.close()
      sent++
      controller.enqueue(new Uint8Array(size).fill(0x61))
    },
  })
  const request = new Request('http://site.test/', {
    method: 'POST',
    body: stream,
    duplex: 'half',
  } as RequestInit)
  return { request, sent: () => sent }
}

describe('readBodyWithLimit', () => {
  it('reads a body within the limit whole', async () => {
    const request = new Request('http://site.test/', { method: 'POST', body: 'id=12' })
    const body = await readBodyWithLimit(request, 5)
    expect(body.ok && utf8(body.bytes)).toBe('id=12')
    expect(await readBodyWithLimit(new Request('http://site.test/'), 5)).toEqual({
      ok: true,
      bytes: new Uint8Array(),
    })
  })

  it('stops at the limit, with the bytes that fit, whether the length is declared or not', async () => {
    const declared = new Request('http://site.test/', { method: 'POST', body: 'a'.repeat(100) })
    const cut = await readBodyWithLimit(declared, 10)
    expect(cut.ok).toBe(false)
    expect(!cut.ok && cut.reason === 'too-large' && utf8(cut.partial)).toBe('a'.repeat(10))

    const { request, sent } = chunked(100_000, 1024)
    const body = await readBodyWithLimit(request, 4096)
    expect(body).toMatchObject({ ok: false, reason: 'too-large' })
    expect(!body.ok && body.reason === 'too-large' && body.partial.byteLength).toBe(4096)
    // Read no further than the chunk that crossed the limit (and one the stream queued ahead).
    expect(sent()).toBeLessThanOrEqual(6)
  })

  it('says when the body cannot be read', async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('client gone'))
      },
    })
    const request = new Request('http://site.test/', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(await readBodyWithLimit(request, 10)).toEqual({ ok: false, reason: 'unreadable' })
  })
})
