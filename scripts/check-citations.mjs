// @ts-check
/**
 * Checks that every section a file cites, `README « Section »` or `docs/x.md « A », « B »`, is a
 * heading of that document (or a row of one of its tables), so that a reader who follows a comment
 * finds what it names (README « Tests »). Prints each citation that names nothing and exits 1 if
 * there is one.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/** Documents cited by section, by the name citations give them: `README` is README.md. */
const DOCUMENTS = ['README', 'docs/specification.md', 'docs/architecture.md', 'docs/benchmarks.md']
const fileOf = (/** @type {string} */ name) => (name === 'README' ? 'README.md' : name)
const NAMES = DOCUMENTS.map((name) => name.replaceAll('.', '\\.')).join('|')
const CITATION = new RegExp(`(${NAMES})((?:(?:\\s|\\*|//|,|\\band\\b)*«[^»]+»)+)`, 'g')
/** Text files that may cite; this script and its test hold examples, not citations. */
const CITING = /\.(?:ts|tsx|mjs|js|astro|css|md|yaml|sh|php)$|^Dockerfile$|^\.ci\//
const EXAMPLES = /^scripts\/check-citations\./

/**
 * The sections a text cites, a section's line breaks and comment marks folded into spaces.
 * @param {string} text
 * @returns {{ document: string, section: string, line: number }[]}
 */
export function citationsIn(text) {
  const found = []
  for (const match of text.matchAll(CITATION)) {
    const line = text.slice(0, match.index).split('\n').length
    const document = fileOf(match[1] ?? '')
    for (const [, section = ''] of (match[2] ?? '').matchAll(/«([^»]+)»/g))
      found.push({
        document,
        section: section
          .replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
        line,
      })
  }
  return found
}

/**
 * What a citation of a Markdown document may name: its headings (also without what follows a
 * colon, « Lighthouse » for « Lighthouse: `npm run …` ») and the first cells of its tables.
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function sectionsOf(markdown) {
  const names = new Set()
  for (const line of markdown.split('\n')) {
    if (/^#{1,6} /.test(line)) {
      const heading = line.replace(/^#+ /, '').trim()
      names.add(heading)
      names.add(heading.replace(/:.*$/, ''))
    } else if (line.startsWith('|')) {
      const cell = line.split('|')[1]?.trim()
      if (cell && !/^-+$/.test(cell)) names.add(cell.replace(/`/g, ''))
    }
  }
  return names
}

function main() {
  const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n')
  const sections = Object.fromEntries(
    DOCUMENTS.map(fileOf).map((file) => [file, sectionsOf(readFileSync(file, 'utf8'))]),
  )
  const missing = []
  let count = 0
  for (const file of tracked.filter((path) => CITING.test(path) && !EXAMPLES.test(path))) {
    for (const { document, section, line } of citationsIn(readFileSync(file, 'utf8'))) {
      count++
      if (!sections[document]?.has(section))
        missing.push(`${file}:${line}: ${document} « ${section} »`)
    }
  }
  console.log(`${count} citations of a section, ${missing.length} naming none`)
  if (missing.length > 0) {
    console.error(missing.join('\n'))
    process.exit(1)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
