import { MAX_PAGE } from '@/lib/url-segments'
import { getWordPressApiUrl, getWordPressTimeoutMs } from '@/lib/env'
import { wordpressUrl } from './api-url.mjs'
import { rawErrorSchema } from './schemas'

/** `config`: `WORDPRESS_API_URL` unset or invalid. */
export type WordPressErrorKind =
  'config' | 'timeout' | 'network' | 'http' | 'invalid-json' | 'invalid-shape'

/** `code` is WordPress's own (e.g. `rest_post_invalid_page_number`). */
export class WordPressError extends Error {
  readonly kind: WordPressErrorKind
  readonly status: number | null
  readonly code: string | null

  constructor(
    kind: WordPressErrorKind,
    message: string,
    options: { status?: number; code?: string | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'WordPressError'
    this.kind = kind
    this.status = options.status ?? null
    this.code = options.code ?? null
  }
}

export type WordPressAnswer = { body: unknown; headers: Headers }

/**
 * GETs the route `path` of `WORDPRESS_API_URL` with `query`, whichever form the base takes
 * (api-url.mjs `wordpressUrl`), uncached: cache.ts keeps only reshaped, valid data.
 * @param options.authorization for the draft preview only, whose answers no cache may keep.
 * @param options.namespace a route of another namespace than `wp/v2` (`''`: the REST index).
 * @throws WordPressError without a base URL, on a timeout (`WORDPRESS_TIMEOUT_MS`), a network
 *   failure, an HTTP error status or a body that is not JSON.
 */
export async function wordpressGet(
  path: string,
  query: Record<string, string>,
  options: { authorization?: string; namespace?: string } = {},
): Promise<WordPressAnswer> {
  const base = getWordPressApiUrl()
  if (!base) throw new WordPressError('config', 'WORDPRESS_API_URL is not set to an http(s) URL')
  let url: string
  try {
    url = wordpressUrl(base, path, query, { namespace: options.namespace })
  } catch (error) {
    throw new WordPressError('config', `WORDPRESS_API_URL: ${String(error)}`, { cause: error })
  }

  let response: Response
  try {
    response = await fetch(url, {
      headers: {
        Accept: 'application/json',
        ...(options.authorization ? { Authorization: options.authorization } : {}),
      },
      signal: AbortSignal.timeout(getWordPressTimeoutMs()),
    })
  } catch (error) {
    const timedOut =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    throw new WordPressError(
      timedOut ? 'timeout' : 'network',
      `GET ${url} failed: ${String(error)}`,
      { cause: error },
    )
  }

  let text: string
  try {
    text = await response.text()
  } catch (error) {
    const timedOut =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    throw new WordPressError(timedOut ? 'timeout' : 'network', `GET ${url}: body unreadable`, {
      cause: error,
    })
  }

  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    if (!response.ok)
      throw new WordPressError('http', `GET ${url} answered ${response.status}`, {
        status: response.status,
      })
    throw new WordPressError(
      'invalid-json',
      `GET ${url} did not answer JSON (${response.headers.get('content-type') ?? 'no content type'})`,
      {
        status: response.status,
        cause: error,
      },
    )
  }

  if (!response.ok) {
    const wpError = rawErrorSchema.safeParse(body)
    throw new WordPressError(
      'http',
      `GET ${url} answered ${response.status}${wpError.success ? ` ${wpError.data.code}` : ''}`,
      {
        status: response.status,
        code: wpError.success ? wpError.data.code : null,
      },
    )
  }
  return { body, headers: response.headers }
}

/**
 * `X-WP-TotalPages` (WordPress REST handbook « Pagination »): 1 when absent or malformed, at most
 * MAX_PAGE, the last page a route accepts, so that a forged count cannot make the sitemap list a
 * million pages.
 */
export function totalPagesHeader(headers: Headers): number {
  return Math.min(integerHeader(headers, 'x-wp-totalpages') ?? 1, MAX_PAGE)
}

/** `null` when absent or not a non-negative integer. */
export function integerHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name)
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isInteger(value) && value >= 0 ? value : null
}
