// `WORDPRESS_API_URL` (README « Settings ») for the site, the scripts and the tests, in plain
// JavaScript that Node.js runs as it is. WordPress answers `/wp-json/wp/v2/posts` with pretty
// permalinks, `/?rest_route=/wp/v2/posts` on any WordPress (REST API handbook « Routes and Endpoints »).

const WP_V2 = '/wp/v2'

/**
 * The REST base, `https://x/wp-json/wp/v2` or `https://x/?rest_route=/wp/v2`, without trailing slash.
 * @param {string | undefined} raw
 * @returns {string | null} `null` when `raw` is unset, blank or not an http(s) URL.
 */
export function parseWordPressApiUrl(raw) {
  const value = raw?.trim()
  if (!value) return null
  let url
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const route = url.searchParams.get('rest_route')
  if (route === null) return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  return `${url.origin}${url.pathname}?rest_route=${encodeRoute(route.replace(/\/+$/, ''))}`
}

/** As WordPress writes a route in `rest_route`: slashes kept. */
function encodeRoute(route) {
  return encodeURIComponent(route).replace(/%2F/gi, '/')
}

/**
 * The address of a REST route, whatever the base's form (the only builder of one): the route goes
 * after the path of a `/wp-json/` base, in the `rest_route` of a `?rest_route=` one, the query after.
 * @param {string} base as {@link parseWordPressApiUrl} returns it.
 * @param {string} route `/posts`, `/posts/12/autosaves`…; `/`: the REST index.
 * @param {Record<string, string>} [query]
 * @param {{ namespace?: string }} [options] another namespace than `wp/v2` (`rankmath/v1`; `''`).
 * @returns {string}
 * @throws Error with `namespace` when the base does not end with `/wp/v2`.
 */
export function wordpressUrl(base, route, query = {}, { namespace } = {}) {
  const url = new URL(base)
  const queryForm = url.searchParams.has('rest_route')
  let prefix = (queryForm ? (url.searchParams.get('rest_route') ?? '') : url.pathname).replace(
    /\/+$/,
    '',
  )
  if (namespace !== undefined) {
    if (!prefix.endsWith(WP_V2)) throw new Error(`${base} does not end with ${WP_V2}`)
    prefix = prefix.slice(0, -WP_V2.length) + (namespace ? `/${namespace}` : '')
  }
  const fullRoute = route === '/' && prefix ? `${prefix}/` : `${prefix}${route}`
  const search = new URLSearchParams(query).toString()
  if (!queryForm) return `${url.origin}${fullRoute}${search ? `?${search}` : ''}`
  return `${url.origin}${url.pathname}?rest_route=${encodeRoute(fullRoute || '/')}${search ? `&${search}` : ''}`
}

/**
 * @param {string | undefined} raw
 * @returns {string | null}
 */
export function wordPressOrigin(raw) {
  const api = parseWordPressApiUrl(raw)
  return api === null ? null : new URL(api).origin
}

/**
 * Astro's `image.remotePatterns`: WordPress's origin only.
 * @param {string | undefined} raw
 * @returns {{ protocol: string, hostname: string, port?: string }[]}
 */
export function wordPressImagePatterns(raw) {
  const origin = wordPressOrigin(raw)
  if (origin === null) return []
  const url = new URL(origin)
  return [
    {
      protocol: url.protocol.replace(':', ''),
      hostname: url.hostname,
      ...(url.port ? { port: url.port } : {}),
    },
  ]
}
