/** Bytes: Astro's `bodySizeLimit`, above every endpoint's own (README « Behind a proxy »). */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024

/** A body read whole, or the bytes that fit its limit (the rest left unread), or unreadable. */
export type LimitedBody =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: 'too-large'; partial: Uint8Array }
  | { ok: false; reason: 'unreadable' }

/** At most `limit` bytes of the body, counted as they come, declared or chunked. */
export async function readBodyWithLimit(request: Request, limit: number): Promise<LimitedBody> {
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (size + value.byteLength > limit) {
        chunks.push(value.subarray(0, limit - size))
        await reader.cancel().catch(() => undefined)
        return { ok: false, reason: 'too-large', partial: Buffer.concat(chunks) }
      }
      size += value.byteLength
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  return { ok: true, bytes: Buffer.concat(chunks) }
}

/** UTF-8 text; an invalid or cut sequence becomes U+FFFD. */
export function utf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes)
}
