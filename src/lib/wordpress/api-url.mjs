// `WORDPRESS_API_URL` (README « Settings ») for the site, astro.config.ts and the scripts: plain
// JavaScript, so that Node.js runs it without a build step.

/**
 * Without trailing slash.
 * @param {string | undefined} raw
 * @returns {string | null} `null` when `raw` is unset, blank or not an http(s) URL.
 */
export function parseWordPressApiUrl(raw) {
  const value = raw?.trim()
  if (!value) return null
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.href.replace(/\/+$/, '')
  } catch {
    return null
  }
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
