import { describe, expect, it } from 'vitest'
import { DEFAULT_ROOTS, findProblems } from './french-typography.mjs'

const NBSP = '\u00a0'

/** The fixed text of every problem found in `source` (a .tsx file). */
function fixes(source) {
  return findProblems(source, 'fixture.tsx').map((problem) => problem.fixed)
}

describe('scripts/french-typography.mjs', () => {
  it('checks src/ and content/ as its header says', () => {
    expect(DEFAULT_ROOTS).toEqual(['src', 'content'])
  })

  it('reads the frontmatter of an .astro file, at its offsets in the file, not its template', () => {
    const source = `---\nconst title = 'Vos droits : une réponse'\n---\n<p>Texte : libre</p>\n`
    const [problem, ...others] = findProblems(source, 'page.astro')
    expect(others).toEqual([])
    expect(problem?.fixed).toBe(`Vos droits${NBSP}: une réponse`)
    expect(source.slice(problem?.start, problem?.end)).toBe('Vos droits : une réponse')
    expect(findProblems('<p>Sans frontmatter : rien</p>', 'page.astro')).toEqual([])
  })

  it('fixes the spaces before « : ; ! ? » and inside « »', () => {
    expect(fixes(`const a = 'Vos droits : une réponse'`)).toEqual([
      `Vos droits${NBSP}: une réponse`,
    ])
    expect(fixes(`const a = 'Le mot « médiation »'`)).toEqual([`Le mot «${NBSP}médiation${NBSP}»`])
    expect(fixes(`const a = <p>Pourquoi attendre ?</p>`)).toEqual([`Pourquoi attendre${NBSP}?`])
    // After a substitution, the text continues the sentence.
    expect(fixes('const a = `Médiateur depuis ${year} : la médiation`')).toEqual([
      `${NBSP}: la médiation`,
    ])
    expect(fixes('const a = <p>{name} : avocat</p>')).toEqual([`${NBSP}: avocat`])
  })

  it('never adds a second non-breaking space inside « »', () => {
    expect(fixes(`const a = 'Le mot «${NBSP}médiation${NBSP}»'`)).toEqual([])
  })

  it('checks strings that contain a URL, leaving the URL alone', () => {
    expect(fixes(`const a = 'Voir https://www.cnil.fr/fr?x=1 : la CNIL'`)).toEqual([
      `Voir https://www.cnil.fr/fr?x=1${NBSP}: la CNIL`,
    ])
  })

  it('covers apostrophes, ellipses, numbers, units and references to articles', () => {
    expect(fixes(`const a = "Tout l'article"`)).toEqual(['Tout l’article'])
    expect(fixes(`const a = 'Attendez...'`)).toEqual(['Attendez…'])
    expect(fixes(`const a = 'Capital de 10 000 €'`)).toEqual([`Capital de 10${NBSP}000${NBSP}€`])
    expect(fixes(`const a = 'Loi n° 71-1130, art. L. 612-1'`)).toEqual([
      `Loi n°${NBSP}71-1130, art.${NBSP}L.${NBSP}612-1`,
    ])
    expect(fixes(`const a = <p>« Attention !»</p>`)).toEqual([`«${NBSP}Attention${NBSP}!${NBSP}»`])
  })

  it('leaves the specification’s exact strings, code and English log messages alone', () => {
    expect(fixes(`const a = 'Envoi en cours...'`)).toEqual([])
    expect(fixes(`const a = { name: "Domaines d'expertise" }`)).toEqual([])
    expect(fixes(`const c = 'inline-flex min-h-11 min-w-11 px-3 text-sm'`)).toEqual([])
    expect(fixes(`const q = '(prefers-reduced-motion: reduce)'`)).toEqual([])
    expect(fixes(`console.error('404 Error: route:', path)`)).toEqual([])
    expect(fixes(`const x = a ? b : c`)).toEqual([])
    expect(
      fixes(`const e = \`Missing or wrong secret (header \${h} or Authorization: Bearer).\``),
    ).toEqual([])
    expect(fixes(`const w = { weight: '100 900' }`)).toEqual([])
  })
})
