import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { wordpressGet } from './client'

let calls: string[] = []
beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url)
      return new Response('[]', { headers: { 'content-type': 'application/json' } })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('wordpressGet: the address of a call, whichever form WORDPRESS_API_URL takes', () => {
  it('appends the route and the query to a /wp-json/ base', async () => {
    vi.stubEnv('WORDPRESS_API_URL', 'https://blog.example.fr/wp-json/wp/v2/')
    await wordpressGet('/posts', { page: '2', per_page: '9' })
    await wordpressGet('/posts/12/autosaves', { context: 'edit' })
    expect(calls).toEqual([
      'https://blog.example.fr/wp-json/wp/v2/posts?page=2&per_page=9',
      'https://blog.example.fr/wp-json/wp/v2/posts/12/autosaves?context=edit',
    ])
  })

  it('puts the route in rest_route and the query after it with plain permalinks (README « Pointing the site at a real WordPress »)', async () => {
    vi.stubEnv('WORDPRESS_API_URL', 'https://blog.example.fr/?rest_route=/wp/v2')
    await wordpressGet('/posts', { page: '2', per_page: '9' })
    await wordpressGet('/posts/12/autosaves', { context: 'edit' })
    await wordpressGet('/categories', { per_page: '100' })
    // Not `?rest_route=/wp/v2/posts?page=2…`, which WordPress answers 404 rest_no_route.
    expect(calls).toEqual([
      'https://blog.example.fr/?rest_route=/wp/v2/posts&page=2&per_page=9',
      'https://blog.example.fr/?rest_route=/wp/v2/posts/12/autosaves&context=edit',
      'https://blog.example.fr/?rest_route=/wp/v2/categories&per_page=100',
    ])
  })
})
