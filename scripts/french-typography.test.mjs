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

describe('the site’s own conventions', () => {
  it('checks a space before « : » right after a substitution, even without a letter', () => {
    expect(fixes('const b = <dt className="x">{label} :</dt>')).toEqual([`${NBSP}:`])
    expect(fixes('const c = `${call} : ${phone}`')).toEqual([`${NBSP}: `])
    // Code around a colon stays code: no space before it, or a conditional expression.
    expect(fixes('const u = `${host}:${port}`')).toEqual([])
    expect(fixes(`const d = <p>{a ? 'b' : 'c'}</p>`)).toEqual([])
  })

  it('joins a range of numbers with an en dash and no spaces, as in « 9h–19h »', () => {
    expect(fixes(`const p = { period: '1998 – 2004' }`)).toEqual(['1998–2004'])
    expect(fixes(`const p = 'De 1998 - 2004, avocat'`)).toEqual(['De 1998–2004, avocat'])
    expect(fixes(`const p = 'De 9h–19h'`)).toEqual([])
    expect(fixes(`const p = 'Nouvelle demande de consultation - Droit du travail'`)).toEqual([])
  })

  it('keeps a phone number on one line', () => {
    expect(fixes(`const t = 'Appelez le 05 36 49 12 34.'`)).toEqual([
      `Appelez le 05${NBSP}36${NBSP}49${NBSP}12${NBSP}34.`,
    ])
    expect(fixes(`const t = 'Depuis l’étranger : +33 5 36 49 12 34'`)).toEqual([
      `Depuis l’étranger${NBSP}: +33${NBSP}5${NBSP}36${NBSP}49${NBSP}12${NBSP}34`,
    ])
    expect(fixes(`const t = 'Capital de 10 000 € et 36 mois'`)).toEqual([
      `Capital de 10${NBSP}000${NBSP}€ et 36 mois`,
    ])
  })

  it('keeps a postal code and its town on one line, in a string or after a substitution', () => {
    expect(fixes(`const a = '180 boulevard Haussmann, 75008 Paris'`)).toEqual([
      `180 boulevard Haussmann, 75008${NBSP}Paris`,
    ])
    expect(fixes(`const a = 'CNIL, TSA 80715, 75334 Paris Cedex 07.'`)).toEqual([
      `CNIL, TSA 80715, 75334${NBSP}Paris Cedex 07.`,
    ])
    expect(
      fixes('const l = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`'),
    ).toEqual([NBSP])
    expect(fixes('const e = <p>{address.postalCode} {address.city}</p>')).toEqual([NBSP])
    expect(fixes(`const a = 'Cabinet, 31000${NBSP}Toulouse'`)).toEqual([])
    expect(fixes(`const n = 'Plus de 10000 dossiers en 2025'`)).toEqual([])
  })

  it('flags « courriel » and « webmail », which need a person to rewrite the sentence', () => {
    const [courriel] = findProblems(`const a = 'Vos échanges de courriels'`, 'fixture.ts')
    expect(courriel?.fixed).toBe(courriel?.text)
    expect(courriel?.messages).toEqual(['« courriel » : le site écrit « e-mail »'])
    const [webmail] = findProblems(`const a = 'Depuis votre Webmail'`, 'fixture.ts')
    expect(webmail?.messages).toEqual(['« webmail » : le site écrit « messagerie en ligne »'])
    expect(findProblems(`const a = 'Vos e-mails et votre messagerie en ligne'`, 'f.ts')).toEqual([])
  })

  it('wants the TTC amount before the HT one', () => {
    const [problem] = findProblems(`const a = 'Un forfait de 1 000 € HT, soit 1 200 € TTC'`, 'f.ts')
    expect(problem?.messages).toEqual([
      'montant HT avant le montant TTC : donner d’abord la somme TTC',
    ])
    expect(findProblems(`const a = 'Un forfait de 1 000 € HT'`, 'f.ts')[0]?.messages).toHaveLength(
      1,
    )
    const fine = `const a = 'Un forfait de 1${NBSP}200${NBSP}€ TTC (1${NBSP}000${NBSP}€ HT)'`
    expect(findProblems(fine, 'f.ts')).toEqual([])
  })

  it('leaves media types and robots.txt lines alone', () => {
    expect(fixes(`const h = { 'Content-Type': 'text/plain; charset=utf-8' }`)).toEqual([])
    expect(
      fixes(`const r = ['User-Agent: *', 'Allow: /', \`Sitemap: \${origin}/sitemap.xml\`]`),
    ).toEqual([])
  })
})
