/**
 * Links never fetched ahead, as URL patterns (URL Pattern standard, relative to the page): the
 * endpoints (the preview's entry and exit, the webhook, the form's), the draft preview (its
 * cookie, never cached), files that are not pages (the feed and the sitemap, images, icons), and
 * any link with a query string (a search, a filter, `/_image`: WordPress 6.8 leaves them out too).
 * src/lib/speculation-rules.test.ts checks them against the route table.
 */
export const NOT_SPECULATED = [
  '/api/*',
  '/blog/apercu/*',
  '/blog/*/opengraph-image',
  '/og/*',
  '/_image*',
  '/_astro/*',
  '/*.xml',
  '/*.txt',
  '/*.png',
  '/*.ico',
  '/*.svg',
  '/*\\?(.+)',
] as const

/**
 * How long before a click the browser fetches the next page (Chrome's « eagerness »): `moderate`,
 * after the pointer has rested 200 ms on a link or at its touch; `conservative`, at the touch or
 * the button press only. The figures that chose it: docs/benchmarks.md « Speculative navigation ».
 */
export const SPECULATION_EAGERNESS = 'moderate'

/**
 * The page's Speculation Rules (HTML « Speculative loading », as WordPress 6.8 core ships them):
 * the site's own page links are prefetched as the visitor is about to follow one, without any
 * script; a browser without the API ignores the element and navigates as before. Written once, in
 * this exact text, by src/layouts/BaseLayout.astro, and hashed in the Content-Security-Policy by
 * astro.config.ts (an inline script, for the policy).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: NOT_SPECULATED } },
          { not: { selector_matches: 'a[rel~="nofollow"], a[download]' } },
        ],
      },
      eagerness: SPECULATION_EAGERNESS,
    },
  ],
})
