/**
 * Writes the site's two web fonts (astro.config.ts `fonts`) to src/assets/fonts/ from the Latin
 * files of the `@fontsource-variable` packages; run it again after updating them. The output is
 * committed, so subset-font is a development dependency only.
 *
 * Weights 400–900: the CSS uses 400 to 600, and `bolder` in an article gives 700, or 900 inside a
 * 600 heading (CSS Fonts 4 « Relative weights »). Kept: fontsource's `latin` range and the
 * combining accents of decomposed text; the features a browser applies unasked, as the site's CSS
 * asks for no other and sanitized HTML cannot; the names the SIL Open Font License 1.1 asks for.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)
const here = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', 'fonts')

const weights = { min: 400, max: 900 }

/**
 * What HarfBuzz applies to horizontal Latin text unasked (`hb-ot-shape.cc`), but `frac`, `numr`
 * and `dnom`, only applied around U+2044 FRACTION SLASH, which French text does not use.
 */
const DEFAULT_FEATURES = [
  ...['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig'], // its common_features
  ...['calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt'], // its horizontal_features
  ...['rvrn', 'ltra', 'ltrm'], // variations, left-to-right alternates and mirrored forms
]

/**
 * @param {string} ranges a CSS `unicode-range` list
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
