#!/usr/bin/env node
/**
 * Checks, or fixes with `--fix`, French typography in the visible strings of .ts/.tsx files and
 * .astro frontmatter, found by the TypeScript parser (so `a ? b : c` is never touched): the rules
 * WordPress text gets (src/lib/wordpress/french-typography.mjs) and the site's conventions on top:
 * phone numbers, a postal code and its town on one line, ranges of numbers, one word per thing, a
 * TTC price before its HT one (arrêté du 3 décembre 1987 relatif à l'information du consommateur
 * sur les prix, art. 1). No maintained library fits: typograf removes the space before « : ; ! ? »
 * (common/space/delBeforePunctuation) and has no French rule adding it.
 *
 * Usage: node scripts/french-typography.mjs [--fix] [files or folders…] (default: src content)
 * Exit code 1 on a problem; `--fix` rewrites what has one right form and lists the rest.
 */
import { globSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { frenchTypography } from '../src/lib/wordpress/french-typography.mjs'

/** docs/specification.md's exact strings, typography included: exempt. */
export const SPEC_STRINGS = [
  'Unexpected Application Error!',
  'Oops! Page not found',
  '404 Oops! Page not found',
  'Envoi en cours...',
  '5 min de lecture',
  "Domaines d'expertise",
  "Impossible de charger l'article",
]

/** Attributes of JSX elements whose value is shown or read aloud. */
const VISIBLE_ATTRIBUTES = [
  ...['title', 'alt', 'aria-label', 'aria-roledescription', 'placeholder'], // HTML's and ARIA's
  ...['lead', 'description', 'eyebrow', 'text', 'label', 'appointment', 'call', 'kicker'], // ours
]

/** Code with letters: media queries, style sheets, media types, robots.txt lines (RFC 9309). */
const CODE_VALUE =
  /\((?:prefers-[a-z-]+|(?:min|max)-(?:width|height)|orientation|hover|pointer):|[{}]|^[a-z]+\/[\w.+-]+(?:;\s*[\w-]+=[\w.-]+)*$|^(?:User-Agent|Allow|Disallow|Host|Sitemap|Crawl-delay):/i

const NBSP = '\u00a0'
const SPACE = '[ \\u00a0\\u202f]'

/** 05 36 49 12 34, +33 5 36 49 12 34. */
const PHONE = new RegExp(`(?<![\\d+])(?:0\\d|\\+33${SPACE}?\\d)(?:${SPACE}\\d{2}){4}(?!\\d)`, 'g')

/** « 1998 – 2004 », « 1998 - 2004 ». */
const SPACED_RANGE = new RegExp(
  `(?<=\\d)(?:${SPACE}+[–—-]${SPACE}*|${SPACE}*[–—]${SPACE}+)(?=\\d)`,
  'g',
)

/** « 31000 Toulouse », « 75334 Paris Cedex 07 »: a French postal code, then its town. */
const POSTAL_CODE = /(?<![\p{L}\p{N}])(\d{5})[ \u202f](?=\p{Lu})/gu

/**
 * `text` with the site's conventions that have one right form: unbreakable phone numbers, a postal
 * code joined to its town by a non-breaking space, « 1998–2004 ».
 */
export function siteTypography(text) {
  return text
    .replace(PHONE, (phone) => phone.replace(/[ \u202f]/g, NBSP))
    .replace(POSTAL_CODE, `$1${NBSP}`)
    .replace(SPACED_RANGE, '–')
}

/** A substitution that writes a postal code: `${site.address.postalCode}`, `{address.postalCode}`. */
const POSTAL_CODE_SUBSTITUTION = /\bpostalCode\s*\}?$/

/** Whether `node` (template piece, JSX text) follows a postal code's substitution: its town. */
function followsPostalCode(node) {
  if (ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
    return POSTAL_CODE_SUBSTITUTION.test(node.parent?.expression?.getText() ?? '')
  const previous = previousInJsx(node)
  return Boolean(
    previous && ts.isJsxExpression(previous) && POSTAL_CODE_SUBSTITUTION.test(previous.getText()),
  )
}

/** What stands right before a JSX text in its element, or undefined. */
function previousInJsx(node) {
  if (!ts.isJsxText(node) || !node.parent) return undefined
  const siblings = node.parent
    .getChildren()
    .flatMap((child) => (child.kind === ts.SyntaxKind.SyntaxList ? child.getChildren() : [child]))
  return siblings[siblings.indexOf(node) - 1]
}

/** Words the site does not use, singular or plural, each with the one it uses. */
const VOCABULARY = Object.entries({ courriel: 'e-mail', webmail: 'messagerie en ligne' }).map(
  ([word, ours]) => ({
    pattern: new RegExp(`(?<![\\p{L}-])${word}s?(?![\\p{L}])`, 'iu'),
    message: `« ${word} » : le site écrit « ${ours} »`,
  }),
)

const AMOUNT = `\\d[\\d ${NBSP}\\u202f]*(?:[,.]\\d+)?${SPACE}?€${SPACE}+`
const AMOUNT_HT = new RegExp(`${AMOUNT}HT\\b`)
const AMOUNT_TTC = new RegExp(`${AMOUNT}TTC\\b`)

/**
 * What a person must fix in `text`: a word the site does not use, or an amount excluding tax before
 * the one the consumer pays (arrêté du 3 décembre 1987, art. 1).
 * @returns {string[]} French messages
 */
export function siteProblems(text) {
  const messages = VOCABULARY.filter(({ pattern }) => pattern.test(text)).map(
    ({ message }) => message,
  )
  const ht = AMOUNT_HT.exec(text)
  const ttc = AMOUNT_TTC.exec(text)
  if (ht && (!ttc || ttc.index > ht.index))
    messages.push('montant HT avant le montant TTC : donner d’abord la somme TTC')
  return messages
}

/** A string with two of these is an English message (logs, API errors), out of scope. */
const ENGLISH_WORDS =
  /\b(?:the|and|with|your|you|our|this|that|is|are|of|to|for|from|will|we|or|not|failed|missing)\b/gi
const isEnglish = (text) => (text.match(ENGLISH_WORDS) ?? []).length >= 2

/** After `${…}` or, in JSX, `{…}` or an element. */
function followsSubstitution(node) {
  if (ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return true
  const previous = previousInJsx(node)
  const jsx = [ts.isJsxExpression, ts.isJsxElement, ts.isJsxSelfClosingElement]
  return Boolean(previous && jsx.some((is) => is(previous)))
}

/** The files of `root` to check, itself if a file: no test, no declaration, no dot-file. */
function sourceFiles(root) {
  const exclude = (path) => path.split('/').includes('node_modules')
  const files = statSync(root).isDirectory()
    ? globSync('**/*.{ts,tsx,astro}', { cwd: root, exclude })
        .sort()
        .map((file) => join(root, file))
    : [root]
  return files.filter(
    (file) => /\.(ts|tsx|astro)$/.test(file) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(file),
  )
}

/** Parents of a string that is code: imports, exports, types, indexes, constructor arguments. */
const CODE_PARENTS = [
  ...[ts.isImportDeclaration, ts.isExportDeclaration, ts.isExternalModuleReference],
  ...[ts.isLiteralTypeNode, ts.isElementAccessExpression, ts.isNewExpression],
]
/** Calls whose string arguments are code: class names, URLs, selectors, keys, patterns. */
const CODE_CALLS =
  /^(cn|clsx|twMerge|require|import|fetch|URL|setAttribute|getAttribute|querySelector\w*|get|set|has|startsWith|endsWith|includes|replace\w*|split|join|test|match|matchMedia|addEventListener|removeEventListener|cacheTag|revalidateTag|encodeURIComponent)$/

function isCode(node) {
  const parent = node.parent
  if (!parent || CODE_PARENTS.some((is) => is(parent))) return true
  if (ts.isJsxAttribute(parent)) return !VISIBLE_ATTRIBUTES.includes(parent.name.getText())
  if (ts.isPropertyAssignment(parent)) return parent.name === node
  if (!ts.isCallExpression(parent)) return false
  const callee = parent.expression.getText()
  return /^console\.\w+$/.test(callee) || CODE_CALLS.test(callee.split('.').pop() ?? callee)
}

/**
 * The visible strings of `source` whose typography breaks the rules; `file`'s extension says
 * whether it holds JSX or is an .astro file.
 * @returns {{ start: number, end: number, text: string, fixed: string, messages?: string[] }[]}
 *   offsets in `source`; `messages`: what a person must fix
 */
export function findProblems(source, file) {
  if (file.endsWith('.astro')) {
    // The frontmatter, between the two `---` fences that open the file, is TypeScript.
    const fence = /^\s*---\r?\n/.exec(source)
    if (!fence) return []
    const start = fence[0].length
    const end = source.indexOf('\n---', start - 1)
    if (end < 0) return []
    const shift = (edit) => ({ ...edit, start: edit.start + start, end: edit.end + start })
    return findProblems(source.slice(start, end), `${file}.ts`).map(shift)
  }
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const edits = []
  const visit = (node) => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
    const piece = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
    // A template's piece belongs to its template: the head's parent, a span's grandparent.
    const owner = piece ? (ts.isTemplateHead(node) ? node.parent : node.parent?.parent) : node
    if (ts.isJsxText(node) || ((literal || piece) && owner && !isCode(owner))) {
      // `getStart` would skip the spaces that open a JSX text (`{label} :`).
      const start = ts.isJsxText(node) ? node.pos : node.getStart(sf) + 1
      const end = node.getEnd() - (literal || ts.isTemplateTail(node) ? 1 : piece ? 2 : 0)
      const text = source.slice(start, end)
      const whole = piece && owner ? owner.getText(sf) : text
      const exempt = SPEC_STRINGS.some((phrase) => text.trim() === phrase)
      const after = followsSubstitution(node)
      const town = followsPostalCode(node) && /^[ \u202f]/.test(text)
      // Paths, single tokens, bare numbers and escapes are not prose; `{label} :` is.
      const prose =
        town ||
        (after && /^[ \t]+[:;!?]/.test(text)) ||
        siteTypography(text) !== text ||
        (!text.startsWith('/') &&
          !/^(?!.*\.\.\.)[\w./@:#?&=%-]*$/.test(text) &&
          /[\p{L}€%$£]/u.test(text) &&
          !/\\u/.test(text))
      if (!exempt && prose && !CODE_VALUE.test(text) && !isEnglish(whole)) {
        // A substitution stands for the word before « : ».
        const typeset = siteTypography(frenchTypography(text, { before: after ? 'x' : '' }))
        const fixed = town ? typeset.replace(/^[ \u202f]/, NBSP) : typeset
        const messages = siteProblems(fixed)
        if (fixed !== text || messages.length > 0)
          edits.push({ start, end, fixed, text, ...(messages.length > 0 ? { messages } : {}) })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return edits
}

export const DEFAULT_ROOTS = ['src', 'content']

function main() {
  const fix = process.argv.includes('--fix')
  const roots = process.argv.slice(2).filter((arg) => arg !== '--fix')
  const files = (roots.length ? roots : DEFAULT_ROOTS).flatMap(sourceFiles)
  let problems = 0
  let byHand = 0
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    const edits = findProblems(source, file)
    if (edits.length === 0) continue
    const rewrites = edits.filter((edit) => edit.fixed !== edit.text)
    if (fix && rewrites.length > 0) {
      let out = source
      for (const edit of rewrites.sort((a, b) => b.start - a.start))
        out = out.slice(0, edit.start) + edit.fixed + out.slice(edit.end)
      writeFileSync(file, out)
      console.log(`${file}: ${rewrites.length} fixed`)
    }
    for (const edit of edits) {
      if (fix && !edit.messages) continue
      const line = source.slice(0, edit.start).split('\n').length
      const why = edit.messages ? ` — ${edit.messages.join(' ; ')}` : ''
      console.log(`${file}:${line}: ${JSON.stringify(edit.text.slice(0, 80))}${why}`)
      if (edit.messages) byHand += 1
    }
    problems += edits.length
  }
  if (problems > 0 && (!fix || byHand > 0)) {
    console.error(
      fix
        ? `${byHand} string(s) to fix by hand`
        : `${problems} string(s) break French typography (run: node scripts/french-typography.mjs --fix)`,
    )
    process.exit(1)
  }
  console.log(`French typography: ${files.length} files checked`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
