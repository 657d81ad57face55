#!/usr/bin/env node
// Records answers of the seeded WordPress as fixtures for the client's unit tests, bodies whole:
//   bash scripts/wordpress-real.sh && node scripts/wordpress-real/record.mjs
// Without Date, so that an unchanged seed gives no diff, nor Host, which only PHP's built-in
// server sends.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { realWordPressApiUrl } from '../lib/script-run.mjs'

const here = dirname(fileURLToPath(import.meta.url))

const calls = {
  // The listing call the site makes, as is.
  'posts-page-1-embed': '/posts?page=1&per_page=9&_embed=true&status=publish',
  // Same call, two posts only: a small fixture with X-WP-TotalPages = 11.
  'posts-page-1-per-page-2-embed': '/posts?page=1&per_page=2&_embed=true&status=publish',
  // Last page: fewer posts than per_page, no rel="next" link.
  'posts-page-3-embed': '/posts?page=3&per_page=9&_embed=true&status=publish',
  'posts-page-past-end': '/posts?page=4&per_page=9&_embed=true&status=publish',
  'posts-by-slug': '/posts?slug=bareme-macron-cour-de-cassation&_embed=true&status=publish',
  // Texturized title with quotes, & and apostrophes; featured_media 0.
  'posts-by-slug-without-featured-media':
    '/posts?slug=clause-de-non-concurrence&_embed=true&status=publish',
  // Inline image with srcset in the body, caption on the featured image.
  'posts-by-slug-inline-image':
    '/posts?slug=contentieux-prud-homal-etapes&_embed=true&status=publish',
  // Script vectors stored by a compromised editor account.
  'posts-by-slug-xss': '/posts?slug=contenu-piege-test-securite&_embed=true&status=publish',
  'posts-by-slug-draft-empty': '/posts?slug=brouillon-honoraires-2027&_embed=true&status=publish',
  'posts-by-slug-unknown-empty': '/posts?slug=cet-article-n-existe-pas&_embed=true&status=publish',
  categories: '/categories?per_page=100',
  'posts-by-category-embed': '/posts?categories=5&page=1&per_page=2&_embed=true&status=publish',
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
await mkdir(join(here, 'recorded'), { recursive: true })
for (const [name, path] of Object.entries(calls)) {
  const response = await fetch(base + path)
  const headers = {}
  for (const [key, value] of response.headers) if (!dropped.has(key)) headers[key] = value
  const text = await response.text()
  let body
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(`${path}: not JSON (${response.status}): ${text.slice(0, 200)}`)
  }
  const fixture = { request: `GET ${path}`, status: response.status, headers, body }
  await writeFile(join(here, 'recorded', `${name}.json`), await toJson(fixture))
  console.log(`${response.status} ${path} -> recorded/${name}.json`)
}
