import { describe, expect, it, vi } from 'vitest'
import { TAGS } from '@/lib/constants'
import { readBodyWithLimit, type LimitedBody } from '@/lib/request-body'
import {
  decideRevalidation,
  MAX_BODY_BYTES,
  parseRevalidateBody,
  presentedSecret,
  secretMatches,
  tagsToExpire,
  pathsToExpire,
} from './revalidate'

const SECRET = 'un-secret-partagé'

describe('presentedSecret', () => {
  it('reads x-revalidate-secret', () => {
    expect(presentedSecret(new Headers({ 'x-revalidate-secret': ` ${SECRET} ` }))).toBe(SECRET)
  })

  it('reads Authorization: Bearer, whatever the case of the scheme', () => {
    expect(presentedSecret(new Headers({ authorization: 'Bearer abc' }))).toBe('abc')
    expect(presentedSecret(new Headers({ authorization: 'bearer   abc ' }))).toBe('abc')
  })

  it('prefers x-revalidate-secret over Authorization', () => {
    const headers = new Headers({ 'x-revalidate-secret': 'header', authorization: 'Bearer token' })
    expect(presentedSecret(headers)).toBe('header')
  })

  it('is null without either, or with another authorization scheme', () => {
    expect(presentedSecret(new Headers())).toBeNull()
    expect(presentedSecret(new Headers({ authorization: 'Basic YWJjOmRlZg==' }))).toBeNull()
    expect(presentedSecret(new Headers({ authorization: 'Bearer' }))).toBeNull()
  })
})

describe('secretMatches', () => {
  it('accepts the exact secret, including non-ASCII characters', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true)
  })

  it('refuses a wrong, shorter, longer, empty or missing secret', () => {
    expect(secretMatches('un-secret-partage', SECRET)).toBe(false)
    expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false)
    expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false)
    expect(secretMatches('', SECRET)).toBe(false)
    expect(secretMatches(null, SECRET)).toBe(false)
  })
})

describe('parseRevalidateBody', () => {
  it('takes an empty body as {}', () => {
    expect(parseRevalidateBody('')).toEqual({ ok: true, body: {} })
    expect(parseRevalidateBody('  \n')).toEqual({ ok: true, body: {} })
    expect(parseRevalidateBody('{}')).toEqual({ ok: true, body: {} })
  })

  it('reads the plugin body and ignores unknown fields', () => {
    const text = JSON.stringify({ post_id: 42, slug: ' mon-article ', action: 'update', site: 'x' })
    expect(parseRevalidateBody(text)).toEqual({
      ok: true,
      body: { post_id: 42, slug: 'mon-article', action: 'update' },
    })
  })

  it('treats an empty or null slug as no slug', () => {
    expect(parseRevalidateBody('{"slug":""}')).toEqual({ ok: true, body: {} })
    expect(parseRevalidateBody('{"slug":null}')).toEqual({ ok: true, body: {} })
  })

  it('refuses what is not JSON, or JSON of the wrong shape', () => {
    for (const text of [
      'slug=a',
      '{',
      '[]',
      '"a"',
      'null',
      '{"slug":3}',
      '{"post_id":"3"}',
      '{"post_id":-1}',
      '{"post_id":1.5}',
      '{"action":"trash"}',
      JSON.stringify({ slug: 'a'.repeat(201) }),
    ]) {
      const parsed = parseRevalidateBody(text)
      expect(parsed.ok, text).toBe(false)
    }
  })
})

describe('tagsToExpire', () => {
  it('expires every list and the categories without a slug', () => {
    expect(tagsToExpire({})).toEqual([TAGS.posts, TAGS.categories])
    expect(tagsToExpire({ post_id: 3, action: 'delete' })).toEqual([TAGS.posts, TAGS.categories])
  })

  it('adds the article tag when a slug is given', () => {
    expect(tagsToExpire({ slug: 'mon-article' })).toEqual([
      TAGS.posts,
      TAGS.categories,
      TAGS.post('mon-article'),
    ])
  })

  it('adds the decoded form of a percent-encoded WordPress slug', () => {
    expect(tagsToExpire({ slug: 'd%c3%a9cision-cour' })).toEqual([
      TAGS.posts,
      TAGS.categories,
      TAGS.post('d%c3%a9cision-cour'),
      TAGS.post('décision-cour'),
    ])
  })

  it('keeps a slug that is not valid percent-encoding as it is', () => {
    expect(tagsToExpire({ slug: '100%-utile' })).toEqual([
      TAGS.posts,
      TAGS.categories,
      TAGS.post('100%-utile'),
    ])
  })
})

describe('pathsToExpire', () => {
  it('expires the first list page and the article under both forms of its slug', () => {
    expect(pathsToExpire({})).toEqual(['/blog'])
    expect(pathsToExpire({ slug: 'd%c3%a9cision' })).toEqual([
      '/blog',
      '/blog/d%c3%a9cision',
      '/blog/d%25c3%25a9cision',
      '/blog/décision',
      '/blog/d%C3%A9cision',
    ])
  })
})

describe('decideRevalidation', () => {
  const body = (text: string) =>
    vi.fn(async (): Promise<LimitedBody> => ({ ok: true, bytes: new TextEncoder().encode(text) }))
  const withSecret = (extra: Record<string, string> = {}) =>
    new Headers({ 'x-revalidate-secret': SECRET, ...extra })

  it('answers 503 and reads nothing while the webhook is disabled', async () => {
    const read = body('{}')
    const outcome = await decideRevalidation(null, withSecret(), read)
    expect(outcome.status).toBe(503)
    expect(outcome.json).toMatchObject({ revalidated: false })
    expect(outcome.json.error).toMatch(/REVALIDATE_SECRET/)
    expect(outcome.tags).toEqual([])
    expect(read).not.toHaveBeenCalled()
  })

  it('answers 401 without the secret or with a wrong one, before reading the body', async () => {
    for (const headers of [
      new Headers(),
      new Headers({ 'x-revalidate-secret': 'faux' }),
      new Headers({ authorization: 'Bearer faux' }),
    ]) {
      const read = body('{}')
      const outcome = await decideRevalidation(SECRET, headers, read)
      expect(outcome.status).toBe(401)
      expect(outcome.tags).toEqual([])
      expect(read).not.toHaveBeenCalled()
    }
  })

  it('answers 200 with the tags and the time, by header or bearer token', async () => {
    const text = JSON.stringify({ post_id: 7, slug: 'mon-article', action: 'publish' })
    for (const headers of [withSecret(), new Headers({ authorization: `Bearer ${SECRET}` })]) {
      const outcome = await decideRevalidation(SECRET, headers, body(text), 1234)
      const tags = [TAGS.posts, TAGS.categories, TAGS.post('mon-article')]
      const paths = ['/blog', '/blog/mon-article']
      expect(outcome).toEqual({
        status: 200,
        json: { revalidated: true, tags, paths, now: 1234 },
        tags,
        paths,
      })
    }
  })

  it('answers 200 to an empty body', async () => {
    const outcome = await decideRevalidation(SECRET, withSecret(), body(''))
    expect(outcome.status).toBe(200)
    expect(outcome.tags).toEqual([TAGS.posts, TAGS.categories])
  })

  it('answers 400 to a bad body and expires nothing', async () => {
    const outcome = await decideRevalidation(SECRET, withSecret(), body('{"action":"x"}'))
    expect(outcome.status).toBe(400)
    expect(outcome.json).toMatchObject({ revalidated: false })
    expect(outcome.tags).toEqual([])
  })

  it('answers 413 to a body too large, declared or actual', async () => {
    const declared = withSecret({ 'content-length': String(MAX_BODY_BYTES + 1) })
    const read = body('{}')
    expect((await decideRevalidation(SECRET, declared, read)).status).toBe(413)
    expect(read).not.toHaveBeenCalled()
    // A chunked body, without Content-Length: its reading stopped at the limit.
    const cut = async (): Promise<LimitedBody> => ({
      ok: false,
      reason: 'too-large',
      partial: new Uint8Array(MAX_BODY_BYTES),
    })
    expect((await decideRevalidation(SECRET, withSecret(), cut)).status).toBe(413)
  })

  it('reads a chunked body of 1 MiB no further than its limit, and answers 413', async () => {
    let sent = 0
    const chunk = new Uint8Array(1024).fill(0x20)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 1024 * 1024) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const request = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      body: stream,
      headers: withSecret({ 'content-type': 'application/json' }),
      duplex: 'half',
    } as RequestInit)
    const outcome = await decideRevalidation(SECRET, request.headers, () =>
      readBodyWithLimit(request, MAX_BODY_BYTES),
    )
    expect(outcome.status).toBe(413)
    expect(sent).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * chunk.byteLength)
  })

  it('refuses a slug no article could have, such as a path, with 400, and expires nothing', async () => {
    for (const slug of ['../contact', 'a/b', '%2e%2e', 'mon article', '100%-utile', '<x>']) {
      const outcome = await decideRevalidation(SECRET, withSecret(), body(JSON.stringify({ slug })))
      expect(outcome.status, slug).toBe(400)
      expect(outcome.paths, slug).toEqual([])
    }
    const accented = await decideRevalidation(
      SECRET,
      withSecret(),
      body(JSON.stringify({ slug: 'd%c3%a9cision' })),
    )
    expect(accented.status).toBe(200)
  })
})
