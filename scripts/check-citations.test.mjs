import { describe, expect, it } from 'vitest'
import { citationsIn, sectionsOf } from './check-citations.mjs'

describe('citationsIn', () => {
  it('reads every section of a citation, across comment lines', () => {
    const text = [
      '/**',
      ' * Served as README « Caching » says (docs/specification.md « Blog list », «',
      ' * Constants » and « Error',
      ' * catalogue »); not « Elsewhere ».',
      ' */',
    ].join('\n')
    expect(citationsIn(text)).toEqual([
      { document: 'README.md', section: 'Caching', line: 2 },
      { document: 'docs/specification.md', section: 'Blog list', line: 2 },
      { document: 'docs/specification.md', section: 'Constants', line: 2 },
      { document: 'docs/specification.md', section: 'Error catalogue', line: 2 },
    ])
  })

  it('ignores a document named without a section', () => {
    expect(citationsIn('see README.md and docs/benchmarks.md')).toEqual([])
  })
})

describe('sectionsOf', () => {
  it('names headings, headings before their colon, and table rows', () => {
    const names = sectionsOf(
      '# Title\n## Lighthouse: `npm run x`\n\n| Situation | Shown |\n| --- | --- |\n| Form success | toast |\n',
    )
    expect(names.has('Lighthouse')).toBe(true)
    expect(names.has('Lighthouse: `npm run x`')).toBe(true)
    expect(names.has('Form success')).toBe(true)
    expect(names.has('Situation')).toBe(true)
    expect(names.has('Shown')).toBe(false)
  })
})
