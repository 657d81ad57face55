import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs'

describe('addCompileHints', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** A build's chunks folder: two scripts (one in a subfolder, as webpack writes them), a stylesheet. */
  function chunks() {
    dir = mkdtempSync(join(tmpdir(), 'chunks-'))
    mkdirSync(join(dir, 'app'))
    writeFileSync(join(dir, 'a.js'), '(globalThis.TURBOPACK||=[]).push([1])')
    writeFileSync(join(dir, 'app', 'page.js'), 'self.x=1\n//# sourceMappingURL=page.js.map')
    writeFileSync(join(dir, 'app', 'page.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }))
    writeFileSync(join(dir, 'b.css'), 'body{margin:0}')
    return dir
  }

  it('puts the hint on the first line of every script, its code unchanged after it', () => {
    const root = chunks()
    expect(addCompileHints(root)).toEqual({ marked: 2, total: 2 })
    expect(readFileSync(join(root, 'a.js'), 'utf8')).toBe(
      `//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||=[]).push([1])`,
    )
    expect(readFileSync(join(root, 'app', 'page.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\nself.x=1\n//# sourceMappingURL=page.js.map`,
    )
    expect(readFileSync(join(root, 'b.css'), 'utf8')).toBe('body{margin:0}')
  })

  it('moves a source map down by the added line', () => {
    const root = chunks()
    addCompileHints(root)
    const map = JSON.parse(readFileSync(join(root, 'app', 'page.js.map'), 'utf8'))
    expect(map).toEqual({ version: 3, mappings: ';AAAA' })
  })

  it('changes nothing the second time', () => {
    const root = chunks()
    addCompileHints(root)
    expect(addCompileHints(root)).toEqual({ marked: 0, total: 2 })
    expect(readFileSync(join(root, 'a.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2)
    expect(JSON.parse(readFileSync(join(root, 'app', 'page.js.map'), 'utf8')).mappings).toBe(
      ';AAAA',
    )
  })

  it('throws without a build', () => {
    dir = join(tmpdir(), 'no-such-build')
    expect(() => addCompileHints(dir)).toThrow(/build the site first/)
  })
})
