/**
 * `WORDPRESS_API_URL` (README « Settings »), parsed in one place for the site (lib/env.ts), its
 * build configuration (astro.config.mjs: the images' allow-list) and the scripts
 * (scripts/build-if-stale.mjs). Plain JavaScript, so that Node.js runs it without a build step.
 */

/**
 * The REST base of the practice's WordPress without trailing slash, e.g.
 * `https://blog.example.fr/wp-json/wp/v2`.
 * @param {string | undefined} raw the variable's value.
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
 * Origin of the practice's WordPress, where its media live, e.g. `https://blog.example.fr`.
 * @param {string | undefined} raw the value of `WORDPRESS_API_URL`.
 * @returns {string | null} `null` as for {@link parseWordPressApiUrl}.
 */
export function wordPressOrigin(raw) {
  const api = parseWordPressApiUrl(raw)
  return api === null ? null : new URL(api).origin
}

/**
 * Astro's `image.remotePatterns` (Astro configuration reference, « image.remotePatterns »): the
 * WordPress media origin only, so that the image endpoint never fetches from another host.
 * @param {string | undefined} raw the value of `WORDPRESS_API_URL` at build time.
 * @returns {{ protocol: string, hostname: string, port?: string }[]} empty when unset.
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
