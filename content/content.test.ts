/**
 * Walks every exported value of every module in content/ and checks the visible copy: no empty
 * string, no placeholder word, French spacing before « : ; ! ? » and inside « », none of the words
 * reserved to certified specialists (RIN art. 10), no English filler. The checker itself is tested
 * first, on strings that must fail, so that the suite cannot pass by checking nothing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { about } from './about.ts'
import { contactPage, privacyNotice, serverPrivacyParagraph } from './contact.ts'
import { expertiseAreas, expertiseDetails, expertiseOverview } from './expertise.ts'
import { fees } from './fees.ts'
import { homeMeta } from './home.ts'
import { legalNotice, privacyPolicy, privacyPolicyFor } from './legal.ts'
import { mediationOverview, mediationPages } from './mediation.ts'

const NBSP = '\u00a0'
const CONTENT_DIR = __dirname

/** Machine values (slugs, icon keys, times, ISO codes, numbers) are not prose. */
function isProse(value: string): boolean {
  return /\s/.test(value) || /[^\x00-\x7f]/.test(value)
}

/** Removes what is not French prose: URLs, e-mail addresses, `tel:` links, clock times. */
function stripCode(value: string): string {
  return value
    .replace(/\b(?:https?:\/\/|mailto:|tel:)\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/\b\d{1,2}:\d{2}\b/g, ' ')
}

const PLACEHOLDERS = /(?<![\p{L}])(lorem|ipsum|todo|tbd|fixme|xxx+|placeholder)(?![\p{L}])/iu
const RESERVED = /sp[ée]cialis(?:te|t|é|ée|és|ées|ation)s?(?![\p{L}])/iu
/** English filler phrases, and common English words that French prose never contains. */
const ENGLISH_PHRASES =
  /\b(click here|read more|learn more|coming soon|sample text|your text here|welcome to|contact us|about us)\b/i
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'with',
  'your',
  'you',
  'our',
  'this',
  'that',
  'is',
  'are',
  'of',
  'to',
  'for',
  'from',
  'will',
  'we',
])

/** Every problem found in one string; an empty list means the string is fine. */
export function problemsOf(value: string): string[] {
  const problems: string[] = []
  if (value.trim() === '') return ['chaîne vide']
  if (!isProse(value)) return problems
  if (PLACEHOLDERS.test(value)) problems.push('mot de remplissage')
  if (RESERVED.test(value)) problems.push('mot réservé aux avocats spécialistes (RIN art. 10)')
  const text = stripCode(value)
  if (/ [:;!?]/.test(text)) problems.push('espace ordinaire avant : ; ! ?')
  if (/[\p{L}\p{N}»)’][;!?](?=\s|$)/u.test(text)) problems.push('espace manquante avant ; ! ?')
  if (/[\p{L}»)’]:(?=\s|$)/u.test(text)) problems.push('espace manquante avant :')
  if (/«(?!\u00a0)/.test(text) || /(?<!\u00a0)»/.test(text))
    problems.push('guillemets sans espace insécable')
  if (ENGLISH_PHRASES.test(text)) problems.push('formule anglaise')
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? []
  if (words.filter((word) => ENGLISH_WORDS.has(word)).length >= 2)
    problems.push('texte qui semble anglais')
  return problems
}

/** Every string reachable from `value`, with its path. */
function collectStrings(value: unknown, path: string, out: { path: string; value: string }[]) {
  if (typeof value === 'string') out.push({ path, value })
  else if (Array.isArray(value))
    value.forEach((item, i) => collectStrings(item, `${path}[${i}]`, out))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) collectStrings(item, `${path}.${key}`, out)
  return out
}

describe('the copy checker', () => {
  it.each([
    ['', 'chaîne vide'],
    ['   ', 'chaîne vide'],
    ['Lorem ipsum dolor sit amet', 'mot de remplissage'],
    ['TODO écrire ce paragraphe', 'mot de remplissage'],
    [
      'Avocat spécialiste en droit du travail',
      'mot réservé aux avocats spécialistes (RIN art. 10)',
    ],
    ['Un cabinet spécialisé', 'mot réservé aux avocats spécialistes (RIN art. 10)'],
    ['Notre spécialisation', 'mot réservé aux avocats spécialistes (RIN art. 10)'],
    ['Vos droits : une question', 'espace ordinaire avant : ; ! ?'],
    ['Pourquoi attendre ?', 'espace ordinaire avant : ; ! ?'],
    ['Pourquoi attendre?', 'espace manquante avant ; ! ?'],
    ['Délai: douze mois', 'espace manquante avant :'],
    ['Le mot « médiation »', 'guillemets sans espace insécable'],
    ['Click here to learn more', 'formule anglaise'],
    ['The lawyer and the firm', 'texte qui semble anglais'],
  ])('flags %j', (sample, problem) => {
    expect(problemsOf(sample)).toContain(problem)
  })

  it.each([
    `Vos droits${NBSP}: une réponse sous 24h`,
    `Pourquoi attendre${NBSP}?`,
    `Le mot «${NBSP}médiation${NBSP}»`,
    `Voir https://mediateur-consommation-avocat.fr?x=1${NBSP}: lien`,
    'De 09:00 à 19:00',
    'droit-travail',
    'Monday',
    'Écrire à contact@roques-avocat.example',
  ])('accepts %j', (sample) => {
    expect(problemsOf(sample)).toEqual([])
  })
})

const modules = readdirSync(CONTENT_DIR)
  .filter((file) => /\.ts$/.test(file) && !/\.(test|spec|d)\.ts$/.test(file))
  .map((file) => basename(file, '.ts'))

describe('content modules', () => {
  it('finds the modules of content/', () => {
    expect(modules).toEqual(
      expect.arrayContaining(['about', 'expertise', 'fees', 'legal', 'mediation', 'site']),
    )
  })

  // Node runs scripts that read the route table (src/lib/routes.ts), hence content/, without a
  // bundler: a relative import needs its file's extension there.
  it.each(modules)('content/%s.ts names the extension of each module it imports', (name) => {
    const source = readFileSync(join(CONTENT_DIR, `${name}.ts`), 'utf8')
    const relative = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, path]) => path ?? '')
    expect(relative.filter((path) => !/\.(ts|mjs|js)$/.test(path))).toEqual([])
  })

  it.each(modules)('content/%s.ts has clean French copy', async (name) => {
    const mod: Record<string, unknown> = await import(join(CONTENT_DIR, `${name}.ts`))
    const strings = collectStrings(mod, name, [])
    expect(strings.length).toBeGreaterThan(0)
    const problems = strings
      .map(({ path, value }) => ({ path, value, problems: problemsOf(value) }))
      .filter((entry) => entry.problems.length > 0)
    expect(problems).toEqual([])
  })
})

describe('specification counts (docs/specification.md « Routes »)', () => {
  it('about: 4 highlights, 5 academic items, 6 experience items, 3 values', () => {
    expect(about.highlights).toHaveLength(4)
    expect(about.academic).toHaveLength(5)
    expect(about.experience).toHaveLength(6)
    expect(about.values.map((value) => value.title)).toEqual([
      'Écoute',
      'Transparence',
      'Proximité',
    ])
  })

  it('experience is consistent with the oath in 1998, partnership in 2011, mediation in 2015', () => {
    const periods = about.experience.map((item) => item.period).join(' ')
    expect(periods).toContain('1998')
    expect(periods).toContain('2011')
    expect(periods).toContain('2015')
  })

  it('expertise areas keep their slugs, titles and five details', () => {
    expect(expertiseAreas.map((area) => [area.slug, area.title, area.icon])).toEqual([
      ['droit-affaires', 'Droit des affaires', 'briefcase'],
      ['droit-travail', 'Droit du travail', 'users'],
      ['droit-international', 'Droit international', 'globe'],
    ])
    for (const area of expertiseAreas) expect(area.details).toHaveLength(5)
    expect(expertiseOverview.approach.steps.map((step) => step.title)).toEqual([
      'Écoute et analyse',
      'Stratégie personnalisée',
      'Suivi jusqu’au terme',
    ])
  })

  it.each([
    ['droit-travail', 6, true],
    ['droit-affaires', 3, false],
    ['droit-international', 4, false],
  ] as const)('%s: %i areas, 6 strengths, 4 steps, FAQ and urgency %s', (slug, areas, extra) => {
    const detail = expertiseDetails[slug]
    expect(detail.areas).toHaveLength(areas)
    expect(detail.strengths).toHaveLength(6)
    expect(detail.steps).toHaveLength(4)
    expect(Boolean(detail.faq)).toBe(extra)
    expect(Boolean(detail.urgency)).toBe(extra)
    if (detail.faq) expect(detail.faq).toHaveLength(3)
  })

  it('meta descriptions are unique and 120 to 160 characters long', () => {
    const descriptions = [
      homeMeta.description,
      contactPage.metaDescription,
      about.metaDescription,
      expertiseOverview.metaDescription,
      ...Object.values(expertiseDetails).map((detail) => detail.metaDescription),
      mediationOverview.metaDescription,
      ...Object.values(mediationPages).map((page) => page.metaDescription),
      fees.metaDescription,
      legalNotice.metaDescription,
      privacyPolicy.metaDescription,
    ]
    expect(new Set(descriptions).size).toBe(descriptions.length)
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(120)
      expect(description.length, description).toBeLessThanOrEqual(160)
    }
  })

  it('fees: three modes with features, and the result-only fee is said to be prohibited', () => {
    expect(fees.modes.map((mode) => mode.title)).toEqual([
      'Forfait',
      'Temps passé',
      'Forfait et honoraire de résultat',
    ])
    for (const mode of fees.modes) expect(mode.features.length).toBeGreaterThan(0)
    const rules = JSON.stringify(fees.rules)
    expect(rules).toContain('provision')
    expect(rules).toContain('71-1130')
  })

  it('the judicial mediation flow has the five steps of the specification', () => {
    expect(mediationPages.judiciaire.flow.map((step) => step.title)).toHaveLength(5)
    expect(mediationPages.conventionnelle.centre?.href).toMatch(/^https:\/\//)
  })
})

describe('privacy wording with the server delivery (README « The consultation form by e-mail »)', () => {
  it('says data is « conservée », never « retenue », and offers no objection to a request', () => {
    // « retenir » for data kept is an anglicism; RGPD art. 21 gives no right to object to the steps
    // taken at the visitor's request (art. 6, 1, b).
    const server = { kind: 'server', provider: 'smtp.example.fr' } as const
    const copy = JSON.stringify([
      privacyPolicyFor(server),
      serverPrivacyParagraph('smtp.example.fr'),
    ])
    expect(copy).not.toMatch(/\bretien|\bretenu/)
    expect(copy).toContain('conserv')
    expect(JSON.stringify(privacyNotice)).not.toMatch(/opposer/)
  })
})
