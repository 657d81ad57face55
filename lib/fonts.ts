import localFont from 'next/font/local'

/*
 * Fonts come from npm packages and are served by the site itself: no request to a font service
 * (docs/specification.md « Rules for the copy »: third parties). next/font adds a metric-adjusted fallback (`size-adjust`) so the swap causes no
 * layout shift.
 */

/** Inter, variable weight, Latin subset: body text and interface. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Arial'],
})

/** Source Serif 4, variable weight, Latin subset: headings. */
export const sourceSerif = localFont({
  src: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-source-serif',
  fallback: ['Georgia', 'Times New Roman'],
})
