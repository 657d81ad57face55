import { describe, expect, it } from 'vitest'
import { parseWordPressApiUrl, wordpressUrl, wordPressOrigin } from './api-url.mjs'

const PRETTY = 'https://blog.example.fr/wp-json/wp/v2'
const PLAIN = 'https://blog.example.fr/?rest_route=/wp/v2'

describe('WORDPRESS_API_URL', () => {
  it('gives the REST base without trailing slash, and its origin', () => {
    expect(parseWordPressApiUrl(' https://blog.example.fr/wp-json/wp/v2/ ')).toBe(PRETTY)
    expect(wordPressOrigin('http://127.0.0.1:3100/wp-json/wp/v2')).toBe('http://127.0.0.1:3100')
  })

  it('keeps the ?rest_route= form, whose origin is the same', () => {
    expect(parseWordPressApiUrl('https://blog.example.fr/?rest_route=/wp/v2/')).toBe(PLAIN)
    expect(parseWordPressApiUrl('https://blog.example.fr/?rest_route=%2Fwp%2Fv2')).toBe(PLAIN)
    expect(parseWordPressApiUrl('https://blog.example.fr/blog/index.php?rest_route=/wp/v2')).toBe(
      'https://blog.example.fr/blog/index.php?rest_route=/wp/v2',
    )
    expect(wordPressOrigin(PLAIN)).toBe('https://blog.example.fr')
  })

  it('reads unset, blank, malformed and non-http values as no WordPress', () => {
    for (const raw of [undefined, '', '   ', 'blog.example.fr/wp-json', 'ftp://blog.example.fr/']) {
      expect(parseWordPressApiUrl(raw)).toBeNull()
      expect(wordPressOrigin(raw)).toBeNull()
    }
  })
})

describe('wordpressUrl: every WordPress address, from either form of the base', () => {
  const query = { page: '2', per_page: '9', _embed: 'true', status: 'publish' }

  it('appends the route to the path of a /wp-json/ base, then the query', () => {
    expect(wordpressUrl(PRETTY, '/posts', query)).toBe(
      'https://blog.example.fr/wp-json/wp/v2/posts?page=2&per_page=9&_embed=true&status=publish',
    )
    expect(wordpressUrl(PRETTY, '/posts/12/autosaves', { context: 'edit' })).toBe(
      'https://blog.example.fr/wp-json/wp/v2/posts/12/autosaves?context=edit',
    )
    expect(wordpressUrl(PRETTY, '/categories')).toBe(
      'https://blog.example.fr/wp-json/wp/v2/categories',
    )
  })

  it('puts the route in rest_route for a ?rest_route= base, the query after it', () => {
    // What WordPress answers 200; `?rest_route=/wp/v2/posts?page=2…` answers 404 rest_no_route.
    expect(wordpressUrl(PLAIN, '/posts', query)).toBe(
      'https://blog.example.fr/?rest_route=/wp/v2/posts&page=2&per_page=9&_embed=true&status=publish',
    )
    expect(wordpressUrl(PLAIN, '/posts/12/autosaves', { context: 'edit' })).toBe(
      'https://blog.example.fr/?rest_route=/wp/v2/posts/12/autosaves&context=edit',
    )
    expect(wordpressUrl(`${PLAIN}`, '/categories')).toBe(
      'https://blog.example.fr/?rest_route=/wp/v2/categories',
    )
  })

  it('encodes the query: a search with & and spaces, a list of ids', () => {
    const search = { search: 'fusions & acquisitions', include: '4,8' }
    expect(wordpressUrl(PRETTY, '/posts', search)).toBe(
      'https://blog.example.fr/wp-json/wp/v2/posts?search=fusions+%26+acquisitions&include=4%2C8',
    )
    expect(wordpressUrl(PLAIN, '/posts', search)).toBe(
      'https://blog.example.fr/?rest_route=/wp/v2/posts&search=fusions+%26+acquisitions&include=4%2C8',
    )
  })

  it('reaches another namespace and the REST index from either form', () => {
    const url = { url: 'https://blog.example.fr/mon-article/' }
    expect(wordpressUrl(PRETTY, '/getHead', url, { namespace: 'rankmath/v1' })).toBe(
      'https://blog.example.fr/wp-json/rankmath/v1/getHead?url=https%3A%2F%2Fblog.example.fr%2Fmon-article%2F',
    )
    expect(wordpressUrl(PLAIN, '/getHead', url, { namespace: 'rankmath/v1' })).toBe(
      'https://blog.example.fr/?rest_route=/rankmath/v1/getHead&url=https%3A%2F%2Fblog.example.fr%2Fmon-article%2F',
    )
    expect(wordpressUrl(PRETTY, '/', { _fields: 'namespaces' }, { namespace: '' })).toBe(
      'https://blog.example.fr/wp-json/?_fields=namespaces',
    )
    expect(wordpressUrl(PLAIN, '/', { _fields: 'namespaces' }, { namespace: '' })).toBe(
      'https://blog.example.fr/?rest_route=/&_fields=namespaces',
    )
  })

  it('keeps a WordPress installed in a folder, and refuses another namespace of a base it cannot read', () => {
    expect(wordpressUrl('https://example.fr/blog/wp-json/wp/v2', '/posts')).toBe(
      'https://example.fr/blog/wp-json/wp/v2/posts',
    )
    expect(() =>
      wordpressUrl('https://example.fr/api', '/getHead', {}, { namespace: 'rankmath/v1' }),
    ).toThrow(/does not end with \/wp\/v2/)
  })
})
