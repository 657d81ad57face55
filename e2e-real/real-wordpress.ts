import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseWordPressApiUrl, wordpressUrl } from '../src/lib/wordpress/api-url.mjs'

/** Port of the site under test (3040: the other test suites use 3010–3031, 3110–3130). */
export const SITE_PORT = Number(process.env.E2E_REAL_PORT ?? 3040)

const ENV_FILE = join(import.meta.dirname, '..', '.wordpress-real', 'env')

/**
 * The `?rest_route=` form of a `/wp-json/` base (WordPress REST API handbook « Routes and
 * Endpoints »: both answer on any WordPress), as a WordPress with plain permalinks needs it.
 */
export function restRouteForm(base: string): string {
  const url = new URL(base)
  if (url.searchParams.has('rest_route')) return base
  const site = url.pathname.replace(/\/wp-json\/wp\/v2\/?$/, '')
  return `${url.origin}${site}/?rest_route=/wp/v2`
}

/**
 * REST base of the real WordPress: `WORDPRESS_REAL_API_URL`, else the line that
 * `scripts/wordpress-real.sh` wrote to `.wordpress-real/env`; in its `?rest_route=` form when
 * `E2E_REAL_URL_FORM=rest_route` (scripts/wordpress-real/test-site.mjs runs the site tests with
 * both).
 * @throws Error when neither is there: start it with `bash scripts/wordpress-real.sh`.
 */
export function realWordPressApiUrl(): string {
  const raw =
    process.env.WORDPRESS_REAL_API_URL ||
    (existsSync(ENV_FILE)
      ? /^WORDPRESS_API_URL=(\S+)$/m.exec(readFileSync(ENV_FILE, 'utf8'))?.[1]
      : undefined)
  const base = parseWordPressApiUrl(raw)
  if (!base)
    throw new Error(
      'No real WordPress: run `bash scripts/wordpress-real.sh` (writes .wordpress-real/env) ' +
        'or set WORDPRESS_REAL_API_URL',
    )
  return process.env.E2E_REAL_URL_FORM === 'rest_route' ? restRouteForm(base) : base
}

/**
 * The address of `pathAndQuery` (`/posts?per_page=9`) on the real WordPress, through the site's own
 * builder (src/lib/wordpress/api-url.mjs), whichever form its base takes; `namespace` as there
 * (`''` and `/`: the REST index).
 */
export function restUrl(
  pathAndQuery: string,
  base = realWordPressApiUrl(),
  namespace?: string,
): string {
  const [route = '', query = ''] = pathAndQuery.split('?', 2)
  return wordpressUrl(base, route, Object.fromEntries(new URLSearchParams(query)), { namespace })
}

/**
 * The settings `scripts/wordpress-real.sh` wrote to `.wordpress-real/env` for the site under test:
 * the draft preview's (the application password it created, the secret the plugin signs with)
 * and the webhook's secret; empty when the file is missing.
 */
export function realWordPressSiteEnv(): Record<string, string> {
  if (!existsSync(ENV_FILE)) return {}
  const wanted = [
    'PREVIEW_SECRET',
    'REVALIDATE_SECRET',
    'WORDPRESS_PREVIEW_USER',
    'WORDPRESS_PREVIEW_APPLICATION_PASSWORD',
  ]
  return Object.fromEntries(
    readFileSync(ENV_FILE, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter(
        (match): match is RegExpExecArray => match !== null && wanted.includes(match[1] ?? ''),
      )
      .map((match) => [match[1], match[2]]),
  )
}

/** `Authorization` of the editor account whose application password the site uses. */
export function editorAuthorization(env = realWordPressSiteEnv()): string {
  const credentials = `${env.WORDPRESS_PREVIEW_USER}:${env.WORDPRESS_PREVIEW_APPLICATION_PASSWORD}`
  return `Basic ${Buffer.from(credentials).toString('base64')}`
}
