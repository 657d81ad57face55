import { describe, expect, it } from 'vitest'
import { areaFiles, astroLineKinds, countLines, scriptLineKinds } from './comment-ratio.mjs'

describe('scripts/comment-ratio.mjs', () => {
  it('tells comment lines from code lines, a line with both being code', () => {
    const source = [
      '#!/usr/bin/env node',
      '/**',
      ' * A docstring.',
      ' */',
      "const url = 'http://example.org' // trailing",
      '',
      '// a comment',
      'const re = /\\/*x/',
      '/** @type {number} */ const n = 1',
    ].join('\n')
    expect(scriptLineKinds(source, 'a.mjs')).toEqual([
      'code',
      'comment',
      'comment',
      'comment',
      'code',
      'blank',
      'comment',
      'code',
      'code',
    ])
    expect(countLines(source, 'a.mjs')).toEqual({ comment: 4, code: 4 })
  })

  it('reads JSX text as code, even when it looks like a comment', () => {
    const source = 'const a = (\n  <p>\n    // not a comment\n  </p>\n)\n'
    expect(countLines(source, 'a.tsx')).toEqual({ comment: 0, code: 5 })
  })

  it('reads the frontmatter and scripts of an .astro file, and the template by lines', () => {
    const source = [
      '---',
      '// why',
      "const a = 'b'",
      '---',
      '<!-- a',
      'comment -->',
      '{/* another */}',
      "<p>L'avocat // text</p>",
      '<script>',
      '  /* why */',
      '  run()',
      '</script>',
    ].join('\n')
    expect(astroLineKinds(source)).toEqual([
      'code',
      'comment',
      'code',
      'code',
      'comment',
      'comment',
      'comment',
      'code',
      'code',
      'comment',
      'code',
      'code',
    ])
  })

  it('counts committed sources of the area, not tests nor other files', () => {
    const tracked = ['src/lib/a.ts', 'src/lib/a.test.ts', 'src/lib/b.json', 'src/libx/c.ts', '']
    expect(areaFiles(tracked, 'src/lib')).toEqual(['src/lib/a.ts'])
  })
})
