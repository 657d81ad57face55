#!/usr/bin/env node
// Records answers of the seeded WordPress as fixtures for the client's unit tests, bodies whole:
//   bash scripts/wordpress-real.sh && node scripts/wordpress-real/record.mjs
// Without Date, so that an unchanged seed gives no diff, nor Host, which only PHP's built-in
// server sends. The WordPress's origin is written as the default one (port 8089) whatever port it
// listens on, so that the unit tests' REST base stays one constant.
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { POSTS_PER_PAGE } from '../../src/lib/constants.ts'
import { wordpressUrl } from '../../src/lib/wordpress/api-url.mjs'
import { INDEX_FIELDS } from '../../src/lib/wordpress/index-fields.ts'
import { realWordPressApiUrl } from '../lib/script-run.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const RECORDED_ORIGIN = 'http://127.0.0.1:8089'

/** data/record-calls.json: each fixture's `[route, query, namespace]`. */
const { calls: listed } = JSON.parse(readFileSync(join(here, 'data/record-calls.json'), 'utf8'))
const embedded = (query) => ({ ...query, _embed: 'true', status: 'publish' })
const calls = Object.fromEntries(
  Object.entries(listed).map(([name, call]) => [
    name,
    [call.route, call.embedded ? embedded(call.query) : call.query, call.namespace],
  ]),
)
calls['posts-index'][1]._fields = INDEX_FIELDS

const dropped = new Set(['date', 'host'])
// Written as Prettier would, so that format:check passes on the fixtures.
const prettier = await import('prettier').catch(() => null)
const toJson = async (value) => {
  const text = JSON.stringify(value, null, 2) + '\n'
  if (!prettier) return text
  const options = await prettier.resolveConfig(join(here, 'recorded', 'x.json'))
  return prettier.format(text, { ...options, parser: 'json' })
}
const base = realWordPressApiUrl()
if (!base) throw new Error('WordPress not started: run bash scripts/wordpress-real.sh first')
// The blog's page 1 as the site asks it: the first POSTS_PER_PAGE posts of the index but the
// password-protected (the seed has no sticky post), by id (src/lib/wordpress/index.ts).
const index = await (await fetch(wordpressUrl(base, ...calls['posts-index']))).json()
const pageOne = index
  .filter((post) => !post.content?.protected)
  .slice(0, POSTS_PER_PAGE)
  .map((post) => post.id)
calls['posts-by-ids-page-1-embed'] = [
  '/posts',
  embedded({ include: pageOne.join(','), orderby: 'include', per_page: String(pageOne.length) }),
]

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
