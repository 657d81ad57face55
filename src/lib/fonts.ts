import localFont from 'next/font/local'

/*
 * Fonts come from npm packages and are served by the site itself: no request to a font service
 * (docs/specification.md « Rules for the copy »: third parties). next/font adds a metric-adjusted fallback (`size-adjust`) so the swap causes no
 * layout shift. The files are fontsource's Latin ones with the weight axis cut to 400–900, the
 * weights the pages use: a quarter fewer bytes before the first paint (scripts/subset-fonts.mjs
 * makes them and says why that range).
 */

/** Inter, variable weight 400–900, Latin subset: body text and interface. */
export const inter = localFont({
  src: '../app/fonts/inter-latin-wght-400-900-normal.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Arial'],
})

/** Source Serif 4, variable weight 400–900, Latin subset: headings. */
export const sourceSerif = localFont({
  src: '../app/fonts/source-serif-4-latin-wght-400-900-normal.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-source-serif',
  fallback: ['Georgia', 'Times New Roman'],
})
