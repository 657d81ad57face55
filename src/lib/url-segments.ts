// Path segments the blog's routes and the WordPress client share (README « Blog URLs »).

/** Largest page number a URL may ask for; WordPress answers a clean 400 past the last page. */
export const MAX_PAGE = 10_000

/** WordPress's `post_name` and term `slug` columns. */
export const MAX_SLUG_LENGTH = 200

/** 1 to {@link MAX_PAGE} without a leading zero, so that a page has one URL; else `null`. */
export function parsePageSegment(raw: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null
  const page = Number(raw)
  return page <= MAX_PAGE ? page : null
}

/**
 * A slug from a URL segment, encoded or not: decoded and lower-cased as WordPress's
 * `sanitize_title` makes it; `null` when it cannot be one.
 */
export function parseSlugSegment(raw: string): string | null {
  let slug: string
  try {
    slug = decodeURIComponent(raw).toLowerCase()
  } catch {
    return null
  }
  if (slug.length === 0 || encodeURIComponent(slug).length > MAX_SLUG_LENGTH) return null
  return /^[\p{L}\p{N}_-]+$/u.test(slug) ? slug : null
}

/** False for a path whose percent-encoding cannot be decoded (`/blog/%E0`, `/%zz`). */
export function isWellEncoded(pathname: string): boolean {
  if (!pathname.includes('%')) return true
  try {
    // Compared, not called alone: the bundler drops a call to a global it deems pure, throw and all.
    return decodeURIComponent(pathname) !== pathname
  } catch {
    return false
  }
}

/** RFC 3986 § 2.3 « unreserved » characters. */
const UNRESERVED = /[A-Za-z0-9\-._~]/

/** `pathname`'s percent-encodings normalised (RFC 3986 § 6.2.2): `%73` is `s`, `%c3` is `%C3`. */
export function canonicalPercentEncoding(pathname: string): string {
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16))
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`
  })
}
