/**
 * Writes the two web fonts the site serves (astro.config.mjs `fonts`) to src/assets/fonts/: Inter and
 * Source Serif 4, from the @fontsource-variable packages' Latin files, with their weight axis cut
 * to 400–900. Run it again after updating those packages:
 *
 *   node scripts/subset-fonts.mjs
 *
 * Why 400–900: the site's CSS uses 400 (text), 500 (`font-medium`) and 600 (`font-semibold`, the
 * serif headings); `<strong>` and `<b>` in a WordPress article are `font-weight: bolder`, i.e. 700
 * in text and 900 inside a 600 heading (CSS Fonts 4, « Relative weights »). Nothing is lighter
 * than 400, and the axis below 400 is a third of each file. Within 400–900 the outlines are those
 * of the original variable fonts, so a page looks the same.
 *
 * What is kept: every character of fontsource's Latin file, that is its `latin` range
 * (`unicode.json`) and the combining accents (U+0300–036F) that decomposed text such as « e » +
 * U+0301 is drawn with (WordPress articles may contain any of them); the OpenType layout features
 * a browser applies by itself (`DEFAULT_FEATURES`: kerning, ligatures, accents); and the copyright,
 * licence and licence-URL names the SIL Open Font License 1.1 asks a copy to carry (name IDs 0, 13
 * and 14, with 1–6, the family and version names).
 *
 * Why only those features: the others (tabular or old-style figures, small capitals, stylistic sets
 * and character variants…) take effect only when CSS asks for them (`font-variant-*`,
 * `font-feature-settings`), which the site's CSS never does and the sanitized WordPress HTML cannot
 * (src/lib/wordpress/sanitize.ts keeps no `style`). Their glyphs were a tenth of each file, and the two
 * files are what the largest paint waits for (docs/benchmarks.md « Lighthouse »).
 *
 * Uses `subset-font` (HarfBuzz's subsetter and instancer, compiled to WebAssembly): a development
 * dependency only, since the output is committed and `astro build` reads the files as they are.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)
const here = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', 'fonts')

/** Weight range kept, in CSS `font-weight` units (see the comment above). */
const weights = { min: 400, max: 900 }

/**
 * The layout features HarfBuzz, hence Chromium and Firefox, applies to horizontal Latin text
 * without being asked (HarfBuzz's `hb-ot-shape.cc`: its common and horizontal default features, and
 * `rvrn` for variable fonts). Left out although HarfBuzz applies them around U+2044 FRACTION SLASH:
 * `frac`, `numr` and `dnom`, 4 KB of the two files for a character French text does not use (« 1/2 »
 * is written with a slash, which they do not touch, or as « ½ », a character of its own).
 */
const DEFAULT_FEATURES = [
  'abvm',
  'blwm',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'calt',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'rclt',
  'rvrn',
  'ltra',
  'ltrm',
]

/**
 * The characters of a CSS `unicode-range` list such as `U+0000-00FF,U+0131`.
 * @param {string} ranges
 * @returns {string}
 */
function charactersOf(ranges) {
  let text = ''
  for (const range of ranges.split(',')) {
    const [first, last = first] = range.trim().replace(/^U\+/i, '').split('-')
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code += 1) {
      text += String.fromCodePoint(code)
    }
  }
  return text
}

/** Combining Diacritical Marks: the accents of decomposed (NFD) text. */
const combiningMarks = 'U+0300-036F'

const fonts = [
  { packageName: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2' },
  {
    packageName: '@fontsource-variable/source-serif-4',
    file: 'source-serif-4-latin-wght-normal.woff2',
  },
]

for (const { packageName, file } of fonts) {
  const packageDir = dirname(require.resolve(`${packageName}/package.json`))
  const unicode = JSON.parse(await readFile(join(packageDir, 'unicode.json'), 'utf8'))
  const source = await readFile(join(packageDir, 'files', file))
  const output = await subsetFont(source, charactersOf(`${unicode.latin},${combiningMarks}`), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
    keepFeatures: DEFAULT_FEATURES,
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
  })
  const target = join(here, file.replace('-wght-', `-wght-${weights.min}-${weights.max}-`))
  await writeFile(target, output)
  console.log(`${relative(process.cwd(), target)}: ${source.length} → ${output.length} bytes`)
}
