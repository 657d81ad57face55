#!/usr/bin/env node
/**
 * Checks (default) or fixes (`--fix`) French typography in the visible strings of .ts/.tsx files:
 * a non-breaking space (U+00A0) before « : ; ! ? » and inside « ». Only string literals, template
 * literal text and JSX text are read, through the TypeScript parser, so code such as `a ? b : c` is
 * never touched. Editors and tools tend to turn a typed U+00A0 into a plain space: run `--fix`.
 *
 * Usage: node scripts/french-typography.mjs [--fix] [files or folders…] (default: app components content lib)
 * Exit code 1 when a check finds a problem.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const NBSP = '\u00a0'
/** The specification's English strings (spec §2, §8), copied letter for letter. */
const ENGLISH = [
  'Unexpected Application Error!',
  'Oops! Page not found',
  '404 Oops! Page not found',
]
const fix = process.argv.includes('--fix')
const roots = process.argv.slice(2).filter((arg) => arg !== '--fix')

/** Rewrites one piece of visible text; URLs and times (`https://`, `12:30`) are left alone. */
export function frenchSpaces(text) {
  return text
    .replace(/(?<=^|[\p{L}\p{N}»)’'"%€.…]) ([:;!?])(?=\s|$|["'`»)])/gu, `${NBSP}$1`)
    .replace(/(?<=[\p{L}\p{N}»)’%€]) ?([;!?])(?=\s|$)/gu, (match, mark, offset, whole) =>
      whole[offset - 1] === NBSP ? match : `${NBSP}${mark}`,
    )
    .replace(/« ?/g, `«${NBSP}`)
    .replace(/ ?»/g, `${NBSP}»`)
}

function walk(path, out) {
  const stat = statSync(path)
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue
      walk(join(path, entry), out)
    }
  } else if (
    /\.(ts|tsx)$/.test(path) &&
    !/\.(test|spec)\.tsx?$/.test(path) &&
    !path.endsWith('.d.ts')
  ) {
    out.push(path)
  }
  return out
}

function isCode(node) {
  // Strings that are not shown: imports, class names, keys, URLs, attribute values of code.
  const parent = node.parent
  if (!parent) return true
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true
  if (ts.isLiteralTypeNode(parent)) return true
  if (ts.isJsxAttribute(parent)) {
    const name = parent.name.getText()
    return ![
      'title',
      'alt',
      'aria-label',
      'placeholder',
      'lead',
      'description',
      'eyebrow',
      'text',
      'label',
    ].includes(name)
  }
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true
  if (ts.isElementAccessExpression(parent)) return true
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText()
    if (
      /^(cn|clsx|twMerge|require|import|console\.\w+|fetch|new URL|URL|setAttribute|getAttribute|querySelector\w*|get|set|has|startsWith|endsWith|includes|replace\w*|split|join|test|match)$/.test(
        callee.split('.').pop() ?? callee,
      )
    )
      return true
  }
  return false
}

const files = (roots.length ? roots : ['app', 'components', 'content']).flatMap((root) =>
  walk(root, []),
)
let problems = 0
for (const file of files) {
  const source = readFileSync(file, 'utf8')
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const edits = []
  const visit = (node) => {
    let start = -1
    let end = -1
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      start = node.getStart(sf) + 1
      end = node.getEnd() - 1
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      start = node.getStart(sf) + 1
      end = node.getEnd() - (ts.isTemplateTail(node) ? 1 : 2)
    } else if (ts.isJsxText(node)) {
      start = node.getStart(sf)
      end = node.getEnd()
    }
    if (start >= 0 && !(ts.isStringLiteral(node) && isCode(node))) {
      const text = source.slice(start, end)
      const english = ENGLISH.some((phrase) => text.trim() === phrase)
      if (
        !english &&
        !text.startsWith('/') &&
        !/https?:|mailto:|tel:|\\u00a0|^[\w./@-]*$/.test(text)
      ) {
        const fixed = frenchSpaces(text)
        if (fixed !== text) edits.push({ start, end, fixed, text })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  if (edits.length === 0) continue
  if (fix) {
    let out = source
    for (const edit of edits.sort((a, b) => b.start - a.start))
      out = out.slice(0, edit.start) + edit.fixed + out.slice(edit.end)
    writeFileSync(file, out)
    console.log(`${file}: ${edits.length} fixed`)
  } else {
    for (const edit of edits) {
      const line = source.slice(0, edit.start).split('\n').length
      console.log(`${file}:${line}: ${JSON.stringify(edit.text.slice(0, 80))}`)
    }
    problems += edits.length
  }
}
if (!fix && problems > 0) {
  console.error(
    `${problems} string(s) miss a non-breaking space (run: node scripts/french-typography.mjs --fix)`,
  )
  process.exit(1)
}
