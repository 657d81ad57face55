#!/usr/bin/env node
/**
 * Counts comment and code lines of the committed .ts/.tsx/.mjs/.js/.astro files, tests excluded,
 * per area, for the rule « comment lines at most 0.25 × code lines » (README « Tests »). A line
 * with code counts as code, blank lines not at all. TypeScript's parser tells code from comments;
 * in an .astro file it reads the frontmatter and <script> bodies, and the template's HTML comments
 * and `{/* … *\/}` lines are comments. Usage: node scripts/comment-ratio.mjs [--assert] (exit
 * code 1 when an asserted area is over).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'

export const MAX_RATIO = 0.25
/** Areas measured; `asserted` ones make `--assert` fail above MAX_RATIO. */
export const AREAS = [
  { name: 'src/lib', asserted: true },
  { name: 'scripts', asserted: true },
  { name: 'server', asserted: true },
  { name: 'src', asserted: false },
]
const EXTENSIONS = /\.(ts|tsx|mjs|js|astro)$/

/** @typedef {'code' | 'comment' | 'blank'} LineKind */

/**
 * The kind of each line of a JavaScript or TypeScript source; `file`'s extension says whether it
 * holds JSX.
 * @returns {LineKind[]}
 */
export function scriptLineKinds(text, file) {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  // Every character of a token is code; what lies between tokens is whitespace or comments.
  const code = new Uint8Array(text.length)
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return
    const children = node.getChildren(source)
    if (children.length > 0) children.forEach(visit)
    else
      code.fill(1, node.kind === ts.SyntaxKind.JsxText ? node.pos : node.getStart(source), node.end)
  }
  visit(source)
  if (text.startsWith('#!')) code.fill(1, 0, text.indexOf('\n'))

  let start = 0
  return text.split('\n').map((line) => {
    const offsets = [...line.matchAll(/\S/g)].map((match) => start + match.index)
    start += line.length + 1
    if (offsets.length === 0) return /** @type {LineKind} */ ('blank')
    return offsets.some((offset) => code[offset]) ? 'code' : 'comment'
  })
}

/** @returns {LineKind[]} the kind of each line of an .astro file */
export function astroLineKinds(text) {
  const lines = text.split('\n')
  const kinds = lines.map((line) => (line.trim() ? 'code' : 'blank'))
  /** @param {number} from first line of the script @param {number} to line after its last */
  const readScript = (from, to) =>
    kinds.splice(from, to - from, ...scriptLineKinds(lines.slice(from, to).join('\n'), 'part.ts'))
  let i = 0
  if (lines[0]?.trim() === '---') {
    const close = lines.findIndex((line, n) => n > 0 && line.trim() === '---')
    if (close > 0) {
      readScript(1, close)
      i = close + 1
    }
  }
  /** @type {string | undefined} end of the comment the template is in */
  let commentEnd
  for (; i < lines.length; i += 1) {
    const line = lines[i]?.trim() ?? ''
    if (commentEnd) {
      kinds[i] = 'comment'
      if (line.includes(commentEnd)) commentEnd = undefined
    } else if (/^<script\b[^>]*>$/.test(line)) {
      const close = lines.findIndex((next, n) => n > i && next.trim().startsWith('</script>'))
      if (close < 0) continue
      readScript(i + 1, close)
      i = close
    } else {
      const opener = ['<!--', '{/*', '/*'].find((start) => line.startsWith(start))
      if (!opener) continue
      kinds[i] = 'comment'
      const end = opener === '<!--' ? '-->' : '*/'
      if (!line.slice(opener.length).includes(end)) commentEnd = end
    }
  }
  return kinds
}

/** @returns {{ comment: number, code: number }} the comment and code lines of one file */
export function countLines(text, file) {
  const kinds = file.endsWith('.astro') ? astroLineKinds(text) : scriptLineKinds(text, file)
  const count = (kind) => kinds.filter((each) => each === kind).length
  return { comment: count('comment'), code: count('code') }
}

/** The files of the folder `area` that count: among `tracked`, of a counted extension, no test. */
export function areaFiles(tracked, area) {
  return tracked.filter(
    (file) => file.startsWith(`${area}/`) && EXTENSIONS.test(file) && !/\.test\./.test(file),
  )
}

function main() {
  const assert = process.argv.includes('--assert')
  const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n')
  const over = []
  console.log('area        comments    code  ratio')
  for (const { name, asserted } of AREAS) {
    let comment = 0
    let code = 0
    for (const file of areaFiles(tracked, name)) {
      const counts = countLines(readFileSync(file, 'utf8'), file)
      comment += counts.comment
      code += counts.code
    }
    const ratio = code ? comment / code : 0
    if (asserted && ratio > MAX_RATIO) over.push(name)
    const cells = [String(comment).padStart(8), String(code).padStart(7), ratio.toFixed(2)]
    console.log(`${name.padEnd(10)} ${cells.join('  ')}`)
  }
  if (assert && over.length > 0) {
    console.error(`Comment lines over ${MAX_RATIO} × code lines in: ${over.join(', ')}`)
    process.exit(1)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
