import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoWordPress, type DemoWordPress } from './server.mjs'

type Json = Record<string, any>

let wp: DemoWordPress

beforeAll(async () => {
  wp = await startDemoWordPress({ port: 0 })
}, 30_000)

afterAll(async () => {
  await wp.close()
})

afterEach(async () => {
  await fetch(`${wp.url}/__demo/reset`, { method: 'POST' })
})

async function get(path: string) {
  const res = await fetch(`${wp.apiUrl}${path}`)
  const text = await res.text()
  let body: any
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { res, body }
}

async function setMode(mode: Json) {
  const res = await fetch(`${wp.url}/__demo/mode`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(mode),
  })
  return { res, body: (await res.json()) as Json }
}

describe('posts collection', () => {
  it('returns the real URL for port 0', () => {
    expect(wp.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(wp.url).not.toMatch(/:0$/)
    expect(wp.apiUrl).toBe(`${wp.url}/wp-json/wp/v2`)
  })

  it('pages through every post, 9 per page, with WordPress headers', async () => {
    const first = await get('/posts?per_page=9')
    const total = Number(first.res.headers.get('x-wp-total'))
    const pages = Number(first.res.headers.get('x-wp-totalpages'))
    expect(total).toBeGreaterThanOrEqual(24)
    expect(pages).toBe(Math.ceil(total / 9))
    expect(first.res.headers.get('content-type')).toBe('application/json; charset=UTF-8')
    expect(first.res.headers.get('link')).toBe(`<${wp.apiUrl}/posts?per_page=9&page=2>; rel="next"`)

    const seen: number[] = []
    let previousDate = '9999'
    for (let page = 1; page <= pages; page++) {
      const { res, body } = await get(`/posts?per_page=9&page=${page}`)
      expect(res.status).toBe(200)
      expect(body.length).toBe(page < pages ? 9 : total - 9 * (pages - 1))
      for (const post of body) {
        expect(post.date_gmt < previousDate).toBe(true)
        previousDate = post.date_gmt
        seen.push(post.id)
      }
      const link = res.headers.get('link') ?? ''
      if (page > 1) expect(link).toContain(`page=${page - 1}>; rel="prev"`)
      if (page < pages) expect(link).toContain(`page=${page + 1}>; rel="next"`)
      else expect(link).not.toContain('rel="next"')
    }
    expect(new Set(seen).size).toBe(total)
  })

  it('answers 400 past the last page', async () => {
    const { res, body } = await get('/posts?per_page=9&page=99')
    expect(res.status).toBe(400)
    expect(body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    })
  })

  it.each(['0', '101', 'abc'])('rejects per_page=%s with rest_invalid_param', async (value) => {
    const { res, body } = await get(`/posts?per_page=${value}`)
    expect(res.status).toBe(400)
    expect(body.code).toBe('rest_invalid_param')
    expect(body.data.status).toBe(400)
    expect(Object.keys(body.data.params)).toEqual(['per_page'])
  })

  it.each(['0', '-1', 'x'])('rejects page=%s with rest_invalid_param', async (value) => {
    const { res, body } = await get(`/posts?page=${value}`)
    expect(res.status).toBe(400)
    expect(body.code).toBe('rest_invalid_param')
  })

  it('finds a post by slug and answers [] for an unknown slug', async () => {
    const all = await get('/posts?per_page=1')
    const slug = all.body[0].slug
    const found = await get(`/posts?slug=${slug}`)
    expect(found.body).toHaveLength(1)
    expect(found.body[0].slug).toBe(slug)
    const missing = await get('/posts?slug=does-not-exist')
    expect(missing.res.status).toBe(200)
    expect(missing.body).toEqual([])
    expect(missing.res.headers.get('x-wp-total')).toBe('0')
    expect(missing.res.headers.get('x-wp-totalpages')).toBe('0')
  })

  it('searches accent- and case-insensitively, and returns [] when nothing matches', async () => {
    const { body } = await get('/posts?search=MEDIATION&per_page=100')
    expect(body.length).toBeGreaterThan(0)
    const none = await get('/posts?search=zzzzqqq')
    expect(none.body).toEqual([])
    expect(none.res.headers.get('x-wp-totalpages')).toBe('0')
  })

  it('filters by category', async () => {
    const cats = await get('/categories?per_page=100')
    const mediation = cats.body.find((c: Json) => c.slug === 'mediation')
    const id = mediation.id
    const { body, res } = await get(`/posts?categories=${id}&per_page=100`)
    expect(Number(res.headers.get('x-wp-total'))).toBe(mediation.count)
    for (const p of body) expect(p.categories).toContain(id)
  })

  it('returns every view-context field in WordPress order', async () => {
    const { body } = await get('/posts?per_page=1')
    expect(Object.keys(body[0])).toEqual([
      'id',
      'date',
      'date_gmt',
      'guid',
      'modified',
      'modified_gmt',
      'slug',
      'status',
      'type',
      'link',
      'title',
      'content',
      'excerpt',
      'author',
      'featured_media',
      'comment_status',
      'ping_status',
      'sticky',
      'template',
      'format',
      'meta',
      'categories',
      'tags',
      'class_list',
      '_links',
    ])
    expect(body[0].excerpt.rendered).toMatch(/^<p>[\s\S]* \[&hellip;\]<\/p>\n$/)
    expect(body[0].content.rendered.startsWith('\n<p>')).toBe(true)
  })

  it('renders titles with wptexturize entities', async () => {
    const { body } = await get('/posts?per_page=100&_fields=title')
    const titles = body.map((p: Json) => p.title.rendered).join('\n')
    expect(titles).toContain('&#8217;')
    expect(titles).toContain('&#038;')
    expect(titles).toContain('&#8211;')
    expect(titles).toContain('&laquo;&nbsp;')
    expect(titles).not.toMatch(/'/)
  })

  it('keeps only _fields, without _links unless asked', async () => {
    const { body } = await get('/posts?per_page=2&_fields=id,slug,title')
    expect(Object.keys(body[0])).toEqual(['id', 'slug', 'title'])
    const withLinks = await get('/posts?per_page=1&_fields=id,_links')
    expect(Object.keys(withLinks.body[0])).toEqual(['id', '_links'])
  })

  it('keeps a nested field of _fields alone, as WordPress 5.3+ does', async () => {
    const { body } = await get(
      '/posts?per_page=1&_fields=id,content.protected,yoast_head_json.robots',
    )
    expect(body).toEqual([{ id: expect.any(Number), content: { protected: false } }])
  })

  it('answers the posts of include in its order with orderby=include', async () => {
    const ids = ((await get('/posts?per_page=3&_fields=id')).body as Json[]).map((p) => p.id)
    const reversed = [...ids].reverse()
    const { res, body } = await get(
      `/posts?include=${reversed.join(',')}&orderby=include&per_page=3&_fields=id`,
    )
    expect((body as Json[]).map((p) => p.id)).toEqual(reversed)
    expect(res.headers.get('x-wp-total')).toBe('3')
  })

  it('marks its sticky post and filters on sticky', async () => {
    const sticky = (await get('/posts?sticky=true&per_page=100&_fields=slug,sticky')).body as Json[]
    expect(sticky).toEqual([{ slug: 'mediation-judiciaire-fonctionnement', sticky: true }])
    const others = (await get('/posts?sticky=false&per_page=100&_fields=sticky')).body as Json[]
    expect(others.every((p) => p.sticky === false)).toBe(true)
    const edit = await fetch(`${wp.url}/__demo/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ slug: 'convention-d-honoraires', sticky: true }),
    })
    expect(edit.status).toBe(200)
    const now = (await get('/posts?sticky=true&per_page=100&_fields=slug')).body as Json[]
    expect(now.map((p) => p.slug)).toEqual([
      'mediation-judiciaire-fonctionnement',
      'convention-d-honoraires',
    ])
  })
})

describe('both addresses of the REST API', () => {
  it('answers ?rest_route= like /wp-json/, Link headers included', async () => {
    const pretty = await get('/posts?per_page=2&_fields=id')
    const plain = await fetch(`${wp.url}/?rest_route=/wp/v2/posts&per_page=2&_fields=id`)
    expect(await plain.json()).toEqual(pretty.body)
    expect(plain.headers.get('x-wp-total')).toBe(pretty.res.headers.get('x-wp-total'))
    // WordPress keeps rest_route among the arguments it writes back.
    expect(plain.headers.get('link')).toBe(
      `<${wp.apiUrl}/posts?rest_route=%2Fwp%2Fv2%2Fposts&per_page=2&_fields=id&page=2>; rel="next"`,
    )
    const stats = await (await fetch(`${wp.url}/__demo/stats`)).json()
    expect(stats.requests['/wp-json/wp/v2/posts']).toBe(2)
  })

  it('answers the REST index with the namespaces WordPress registers', async () => {
    const plain = await fetch(`${wp.url}/?rest_route=/&_fields=namespaces`)
    const pretty = await fetch(`${wp.url}/wp-json/?_fields=namespaces`)
    const body = await pretty.json()
    expect(await plain.json()).toEqual(body)
    expect(body).toEqual({
      namespaces: ['oembed/1.0', 'wp/v2', 'wp-site-health/v1', 'wp-block-editor/v1'],
      _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
    })
  })
})

describe('_embed', () => {
  it('embeds author, featured media and terms like WordPress', async () => {
    const { body } = await get('/posts?per_page=100&_embed')
    const withImage = body.find((p: Json) => p.featured_media !== 0)
    const withoutImage = body.filter((p: Json) => p.featured_media === 0)
    expect(withoutImage.length).toBeGreaterThanOrEqual(2)
    expect(withoutImage[0]._embedded['wp:featuredmedia']).toBeUndefined()
    expect(withoutImage[0]._links['wp:featuredmedia']).toBeUndefined()

    const e = withImage._embedded
    expect(Object.keys(e)).toEqual(['author', 'wp:featuredmedia', 'wp:term'])
    expect(Object.keys(e.author[0])).toEqual([
      'id',
      'name',
      'url',
      'description',
      'link',
      'slug',
      'avatar_urls',
      '_links',
    ])
    expect(e.author[0].name).toBe('Vincent Roques')
    expect(e.author[0].slug).toBe('vincent-roques')
    expect(Object.keys(e.author[0].avatar_urls)).toEqual(['24', '48', '96'])

    const media = e['wp:featuredmedia'][0]
    expect(media.id).toBe(withImage.featured_media)
    expect(media.type).toBe('attachment')
    expect(media.media_type).toBe('image')
    expect(media.mime_type).toBe('image/png')
    expect(media.media_details.width).toBe(1200)
    expect(media.media_details.height).toBe(630)
    expect(Object.keys(media.media_details.sizes)).toEqual([
      'medium',
      'large',
      'thumbnail',
      'medium_large',
      'full',
    ])
    expect(Object.keys(media.media_details.sizes.medium)).toEqual([
      'file',
      'width',
      'height',
      'filesize',
      'mime_type',
      'source_url',
    ])
    expect(media.source_url).toMatch(/\/wp-content\/uploads\/\d{4}\/\d{2}\/[a-z0-9-]+\.png$/)

    const [cats, tags] = e['wp:term']
    expect(tags).toEqual([])
    expect(cats.map((c: Json) => c.id).sort()).toEqual([...withImage.categories].sort())
    expect(Object.keys(cats[0])).toEqual(['id', 'link', 'name', 'slug', 'taxonomy', '_links'])
    expect(withImage._links.author[0].embeddable).toBe(true)
    expect(withImage._links['wp:featuredmedia'][0].embeddable).toBe(true)
  })
})

describe('single resources and errors', () => {
  it('serves posts by id, and only the routes the site reads', async () => {
    const list = await get('/posts?per_page=1')
    const post = await get(`/posts/${list.body[0].id}`)
    expect(post.body.id).toBe(list.body[0].id)
    for (const path of [`/media/${list.body[0].featured_media}`, '/users/1', '/tags']) {
      const other = await get(path)
      expect(other.res.status, path).toBe(404)
      expect(other.body.code, path).toBe('rest_no_route')
    }
  })

  it('answers rest_post_invalid_id and rest_no_route', async () => {
    for (const [path, code, message] of [
      ['/posts/999999', 'rest_post_invalid_id', 'Invalid post ID.'],
      ['/nothing-here', 'rest_no_route', 'No route was found matching the URL and request method.'],
    ] as const) {
      const answer = await get(path)
      expect(answer.res.status, path).toBe(404)
      expect(answer.body, path).toEqual({ code, message, data: { status: 404 } })
    }
  })
})

describe('headers like WordPress 6.x (checked against a real one by e2e-real/contract.test.ts)', () => {
  it('sends Vary: Origin to anonymous GETs and Allow on errors of a matched route', async () => {
    const list = await get('/posts?per_page=1')
    expect(list.res.headers.get('vary')).toBe('Origin')
    const pastEnd = await get('/posts?per_page=9&page=99')
    expect(pastEnd.res.status).toBe(400)
    expect(pastEnd.res.headers.get('allow')).toBe('GET')
    const noRoute = await get('/nothing-here')
    expect(noRoute.res.status).toBe(404)
    expect(noRoute.res.headers.get('allow')).toBeNull()
  })

  it('writes array-typed arguments as arrays in Link, as sanitized by WordPress', async () => {
    const { res } = await get('/posts?page=1&per_page=9&_embed=true&status=publish')
    expect(res.headers.get('link')).toBe(
      `<${wp.apiUrl}/posts?page=2&per_page=9&_embed=true&status%5B0%5D=publish>; rel="next"`,
    )
  })

  it('embeds media without featured_media (attachments do not support thumbnails)', async () => {
    const { body } = await get('/posts?per_page=20&_embed=true')
    const media = body.find((p: Json) => p.featured_media !== 0)._embedded['wp:featuredmedia'][0]
    expect(media).not.toHaveProperty('featured_media')
  })
})

describe('categories', () => {
  it('lists categories with counts and honours hide_empty', async () => {
    const all = await get('/categories?per_page=100')
    expect(all.body.length).toBeGreaterThanOrEqual(7)
    expect(Object.keys(all.body[0])).toEqual([
      'id',
      'count',
      'description',
      'link',
      'name',
      'slug',
      'taxonomy',
      'parent',
      'meta',
      '_links',
    ])
    expect(all.body.some((c: Json) => c.count === 0)).toBe(true)
    const nonEmpty = await get('/categories?per_page=100&hide_empty=true')
    expect(nonEmpty.body.every((c: Json) => c.count > 0)).toBe(true)
    expect(nonEmpty.body.length).toBeGreaterThanOrEqual(6)
    const fields = await get('/categories?_fields=id,name')
    expect(Object.keys(fields.body[0])).toEqual(['id', 'name'])
  })
})

describe('uploads', () => {
  it('serves generated PNG files with immutable caching', async () => {
    const { body } = await get('/posts?per_page=1&_embed=true')
    const media = body[0]._embedded['wp:featuredmedia'][0]
    for (const url of [media.source_url, media.media_details.sizes.thumbnail.source_url]) {
      const res = await fetch(url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(Array.from(bytes.slice(0, 8))).toEqual([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
      ])
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length)
    }
    expect(media.media_details.filesize).toBe(
      Number((await fetch(media.source_url, { method: 'HEAD' })).headers.get('content-length')),
    )
  })
})

describe('demo switches', () => {
  it('error mode answers a WordPress 500', async () => {
    await setMode({ posts: 'error' })
    const { res, body } = await get('/posts')
    expect(res.status).toBe(500)
    expect(body.code).toBe('internal_server_error')
    const bySlug = await get('/posts?slug=anything')
    expect(bySlug.res.status).toBe(500)
  })

  it('html mode answers 200 text/html', async () => {
    await setMode({ posts: 'html' })
    const { res, body } = await get('/posts')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(body).toMatch(/^<!DOCTYPE html>/)
  })

  it('empty mode answers [] with zero totals', async () => {
    await setMode({ posts: 'empty' })
    const { res, body } = await get('/posts?per_page=9')
    expect(res.status).toBe(200)
    expect(body).toEqual([])
    expect(res.headers.get('x-wp-total')).toBe('0')
    expect(res.headers.get('x-wp-totalpages')).toBe('0')
  })

  it('bad-shape mode answers an object of posts without titles', async () => {
    await setMode({ posts: 'bad-shape' })
    const { res, body } = await get('/posts')
    expect(res.status).toBe(200)
    expect(Array.isArray(body)).toBe(false)
    const first = Object.values(body)[0] as Json
    expect(first.title).toBeUndefined()
  })

  it('slow mode delays posts answers by delayMs', async () => {
    const { body } = await setMode({ posts: 'slow', delayMs: 300 })
    expect(body).toEqual({ posts: 'slow', categories: 'normal', delayMs: 300 })
    const started = Date.now()
    await get('/posts?per_page=1')
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('categories error mode', async () => {
    await setMode({ categories: 'error' })
    const { res } = await get('/categories')
    expect(res.status).toBe(500)
    const posts = await get('/posts?per_page=1')
    expect(posts.res.status).toBe(200)
  })

  it('rejects unknown modes and resets to normal', async () => {
    const bad = await setMode({ posts: 'broken' })
    expect(bad.res.status).toBe(400)
    await setMode({ posts: 'error', delayMs: 5 })
    const reset = await fetch(`${wp.url}/__demo/reset`, { method: 'POST' })
    expect(await reset.json()).toEqual({ posts: 'normal', categories: 'normal', delayMs: 0 })
    const current = await fetch(`${wp.url}/__demo/mode`)
    expect(await current.json()).toEqual({ posts: 'normal', categories: 'normal', delayMs: 0 })
  })

  it('counts requests per route and resets the counters', async () => {
    await get('/posts?per_page=1')
    await get('/posts?per_page=2')
    await get('/categories')
    const stats = await (await fetch(`${wp.url}/__demo/stats`)).json()
    expect(stats.requests['/wp-json/wp/v2/posts']).toBe(2)
    expect(stats.requests['/wp-json/wp/v2/categories']).toBe(1)
    await fetch(`${wp.url}/__demo/reset`, { method: 'POST' })
    const after = await (await fetch(`${wp.url}/__demo/stats`)).json()
    expect(after).toEqual({ requests: {} })
  })
})

describe('drafts and autosaves (draft preview)', () => {
  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  async function getAs(path: string, authorization: string) {
    const res = await fetch(`${wp.apiUrl}${path}`, { headers: { Authorization: authorization } })
    return { res, body: (await res.json()) as any }
  }
  let previewAuth: string
  beforeAll(async () => {
    const { DEMO_PREVIEW } = await import('./server.mjs')
    previewAuth = basic(DEMO_PREVIEW.user, DEMO_PREVIEW.applicationPassword)
  })

  it('keeps drafts out of every public answer, and answers 401 for one asked by id', async () => {
    const all = await get('/posts?per_page=100&_fields=id,status')
    expect(all.body.every((post: Json) => post.status === 'publish')).toBe(true)
    const drafts = await getAs('/posts?status=draft&_fields=id,slug,status', previewAuth)
    expect(drafts.res.status).toBe(200)
    expect(drafts.body.length).toBeGreaterThan(0)
    const draft = drafts.body[0]
    expect(all.body.map((post: Json) => post.id)).not.toContain(draft.id)
    const anonymous = await get(`/posts/${draft.id}`)
    expect(anonymous.res.status).toBe(401)
    expect(anonymous.body.code).toBe('rest_forbidden')
  })

  it('serves a draft in the edit context to the application password, with its generated slug', async () => {
    const [draft] = (await getAs('/posts?status=draft&_fields=id', previewAuth)).body
    const { res, body } = await getAs(`/posts/${draft.id}?context=edit&_embed=true`, previewAuth)
    expect(res.status).toBe(200)
    expect(body).toMatchObject({ status: 'draft', slug: '' })
    expect(body.generated_slug).toMatch(/^[a-z0-9-]+$/)
    expect(body.title.raw).toBeTruthy()
    expect(body._embedded.author[0].name).toBe('Vincent Roques')
  })

  it('treats wrong credentials as anonymous, as WordPress does', async () => {
    const [draft] = (await getAs('/posts?status=draft&_fields=id', previewAuth)).body
    const wrong = await getAs(`/posts/${draft.id}`, basic('vincent-roques', 'mauvais mot de passe'))
    expect(wrong.res.status).toBe(401)
    const published = await getAs('/posts?per_page=1', basic('personne', 'x'))
    expect(published.res.status).toBe(200)
  })

  it('lists the autosaves of a post to the application password only', async () => {
    const [post] = (await get('/posts?slug=rupture-conventionnelle-etapes&_fields=id')).body
    const anonymous = await get(`/posts/${post.id}/autosaves`)
    expect(anonymous.res.status).toBe(401)
    expect(anonymous.body.code).toBe('rest_cannot_read')
    const { res, body } = await getAs(`/posts/${post.id}/autosaves?context=edit`, previewAuth)
    expect(res.status).toBe(200)
    expect(body).toHaveLength(1)
    expect(body[0]).toMatchObject({ parent: post.id, slug: `${post.id}-autosave-v1` })
    expect(body[0].title.rendered).toContain('mise à jour en cours')
    const missing = await getAs('/posts/99999/autosaves', previewAuth)
    expect(missing.res.status).toBe(404)
  })

  it('logs the REST requests it received, with whether they carried credentials', async () => {
    await get('/posts?search=bail&per_page=9')
    await getAs('/posts?per_page=1', previewAuth)
    const log = (await (await fetch(`${wp.url}/__demo/log`)).json()) as {
      requests: { url: string; authorization: boolean }[]
    }
    expect(log.requests.slice(-2)).toEqual([
      { method: 'GET', url: '/wp-json/wp/v2/posts?search=bail&per_page=9', authorization: false },
      { method: 'GET', url: '/wp-json/wp/v2/posts?per_page=1', authorization: true },
    ])
  })
})
