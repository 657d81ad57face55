#!/usr/bin/env node
// Records answers of the seeded WordPress as fixtures for the client's unit tests, bodies whole:
//   bash scripts/wordpress-real.sh && node scripts/wordpress-real/record.mjs
// Without Date, so that an unchanged seed gives no diff, nor Host, which only PHP's built-in
// server sends. The WordPress's origin is written as the default one (port 8089) whatever port it
// listens on, so that the unit tests' REST base stays one constant.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { wordpressUrl } from '../../src/lib/wordpress/api-url.mjs'
import { INDEX_FIELDS } from '../../src/lib/wordpress/index-fields.ts'
import { realWordPressApiUrl } from '../lib/script-run.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const RECORDED_ORIGIN = 'http://127.0.0.1:8089'

/** A call for published posts with their embedded author, image and terms, as the site makes it. */
const embedded = (query) => ['/posts', { ...query, _embed: 'true', status: 'publish' }]

const calls = {
  // The listing call of a list page without sticky nor protected post, as is.
  'posts-page-1-embed': embedded({ page: '1', per_page: '9' }),
  // Same call, two posts only: a small fixture with X-WP-TotalPages = 12.
  'posts-page-1-per-page-2-embed': embedded({ page: '1', per_page: '2' }),
  // Last page: fewer posts than per_page, no rel="next" link.
  'posts-page-3-embed': embedded({ page: '3', per_page: '9' }),
  'posts-page-past-end': embedded({ page: '4', per_page: '9' }),
  // The index of every post the lists are cut from (src/lib/wordpress/post-index.ts).
  'posts-index': [
    '/posts',
    { page: '1', per_page: '100', status: 'publish', _fields: INDEX_FIELDS },
  ],
  'posts-by-slug': embedded({ slug: 'bareme-macron-cour-de-cassation' }),
  // Texturized title with quotes, & and apostrophes; featured_media 0.
  'posts-by-slug-without-featured-media': embedded({ slug: 'clause-de-non-concurrence' }),
  // Inline image with srcset in the body, caption on the featured image.
  'posts-by-slug-inline-image': embedded({ slug: 'contentieux-prud-homal-etapes' }),
  // Script vectors stored by a compromised editor account.
  'posts-by-slug-xss': embedded({ slug: 'contenu-piege-test-securite' }),
  // A password-protected post: listed, its text and excerpt empty, `protected: true`.
  'posts-by-slug-protected': embedded({ slug: 'dossier-reserve-clients' }),
  'posts-by-slug-draft-empty': embedded({ slug: 'brouillon-honoraires-2027' }),
  'posts-by-slug-unknown-empty': embedded({ slug: 'cet-article-n-existe-pas' }),
  categories: ['/categories', { per_page: '100' }],
  'posts-by-category-embed': embedded({ categories: '5', page: '1', per_page: '2' }),
  // The REST index's namespaces: no Rank Math (src/lib/wordpress/rank-math.ts).
  'rest-index-namespaces': ['/', { _fields: 'namespaces' }, ''],
}

const dropped = new Set(['date', 'host'])
// Written as Prettier would, so that format:check passes on the fixtures.
const prettier = await import('prettier').catch(() => null)
const toJson = async (value) => {
  const text = JSON.stringify(value, null, 2) + '\n'
  return prettier ? prettier.format(text, { parser: 'json' }) : text
}
const base = realWordPressApiUrl()
if (!base) throw new Error('WordPress not started: run bash scripts/wordpress-real.sh first')
// The blog's page 1 as the site asks it: the first nine posts of the index but the
// password-protected (the seed has no sticky post), by id (src/lib/wordpress/index.ts).
const index = await (await fetch(wordpressUrl(base, ...calls['posts-index']))).json()
const pageOne = index
  .filter((post) => !post.content?.protected)
  .slice(0, 9)
  .map((post) => post.id)
calls['posts-by-ids-page-1-embed'] = embedded({
  include: pageOne.join(','),
  orderby: 'include',
  per_page: String(pageOne.length),
})

const origin = new URL(base).origin
const asRecorded = (text) => text.replaceAll(origin, RECORDED_ORIGIN)
await mkdir(join(here, 'recorded'), { recursive: true })
for (const [name, [route, query, namespace]] of Object.entries(calls)) {
  const url = wordpressUrl(base, route, query, { namespace })
  const response = await fetch(url)
  const headers = {}
  for (const [key, value] of response.headers)
    if (!dropped.has(key)) headers[key] = asRecorded(value)
  const text = await response.text()
  let body
  try {
    // Parsed first: JSON may escape the origin's slashes.
    body = JSON.parse(asRecorded(JSON.stringify(JSON.parse(text))))
  } catch {
    throw new Error(`${url}: not JSON (${response.status}): ${text.slice(0, 200)}`)
  }
  // Relative to the REST base, as the site's client names a call.
  const search = new URLSearchParams(query).toString()
  const request = `GET ${namespace === undefined ? '' : `/${namespace}`}${route}${search ? `?${search}` : ''}`
  const fixture = { request, status: response.status, headers, body }
  await writeFile(join(here, 'recorded', `${name}.json`), await toJson(fixture))
  console.log(`${response.status} ${url} -> recorded/${name}.json`)
}
