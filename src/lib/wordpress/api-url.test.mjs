import { describe, expect, it } from 'vitest'
import { parseWordPressApiUrl, wordPressOrigin } from './api-url.mjs'

describe('WORDPRESS_API_URL', () => {
  it('gives the REST base without trailing slash, and its origin', () => {
    expect(parseWordPressApiUrl(' https://blog.example.fr/wp-json/wp/v2/ ')).toBe(
      'https://blog.example.fr/wp-json/wp/v2',
    )
    expect(wordPressOrigin('http://127.0.0.1:3100/wp-json/wp/v2')).toBe('http://127.0.0.1:3100')
  })

  it('reads unset, blank, malformed and non-http values as no WordPress', () => {
    for (const raw of [undefined, '', '   ', 'blog.example.fr/wp-json', 'ftp://blog.example.fr/']) {
      expect(parseWordPressApiUrl(raw)).toBeNull()
      expect(wordPressOrigin(raw)).toBeNull()
    }
  })
})
