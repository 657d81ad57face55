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

  it('shifts an index map by its sections', () => {
    const root = chunks()
    writeFileSync(
      join(root, 'a.js.map'),
      JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }] }),
    )
    addCompileHints(root)
    const map = JSON.parse(readFileSync(join(root, 'a.js.map'), 'utf8'))
    expect(map.sections[0].offset).toEqual({ line: 1, column: 0 })
  })

  it('leaves a script unmarked when its source map is not JSON, so that a later run marks both', () => {
    const root = chunks()
    writeFileSync(join(root, 'app', 'page.js.map'), '{not json')
    expect(() => addCompileHints(root)).toThrow(SyntaxError)
    expect(readFileSync(join(root, 'app', 'page.js'), 'utf8')).toBe(
      'self.x=1\n//# sourceMappingURL=page.js.map',
    )
  })

  it('keeps a byte order mark first and never moves a #! line', () => {
    const root = chunks()
    writeFileSync(join(root, 'bom.js'), '\uFEFFself.y=2')
    writeFileSync(join(root, 'bin.js'), '#!/usr/bin/env node\nself.z=3')
    expect(addCompileHints(root)).toEqual({ marked: 3, total: 4 })
    expect(readFileSync(join(root, 'bom.js'), 'utf8')).toBe(`\uFEFF${COMPILE_HINT}\nself.y=2`)
    expect(readFileSync(join(root, 'bin.js'), 'utf8')).toBe('#!/usr/bin/env node\nself.z=3')
  })

  it('throws without a build', () => {
    dir = mkdtempSync(join(tmpdir(), 'no-build-'))
    expect(() => addCompileHints(join(dir, '.next', 'static', 'chunks'))).toThrow(
      /build the site first/,
    )
  })
})
