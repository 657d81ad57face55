import localFont from 'next/font/local'

/*
 * Fonts come from npm packages and are served by the site itself: no request to a font service
 * (docs/specification.md « Rules for the copy »: third parties).
 *
 * `display: 'optional'` without preload (README « Benchmarks »): the text is painted at once, in
 * next/font's metric-adjusted fallback (`size-adjust`) if the font file is not there within about
 * 100 ms, and never swapped on that page, so nothing moves (CLS 0). The font is then in the
 * browser's cache for every following page. Preloaded, or with `swap`, the two files (about 100 KB)
 * sat in front of the largest paint: Lighthouse's mobile LCP went from 2.6–3.2 s to 1.5–2.4 s
 * without them, in the same run.
 */

/** Inter, variable weight, Latin subset: body text and interface. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-inter',
  fallback: ['system-ui', 'Arial'],
})

/** Source Serif 4, variable weight, Latin subset: headings. */
export const sourceSerif = localFont({
  src: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-source-serif',
  fallback: ['Georgia', 'Times New Roman'],
})
