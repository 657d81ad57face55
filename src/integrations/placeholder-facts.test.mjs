import { describe, expect, it } from 'vitest'
import { factsToConfirm, site } from '../../content/site'
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  domainFact,
  formatFacts,
  isPublicOrigin,
  pendingFacts,
  placeholderFactsDecision,
  practiceNames,
  PORTRAIT_FOLDER,
  portraitProblem,
} from './placeholder-facts.mjs'

const FACTS = [{ path: 'firm.siren', expected: 'Numéro SIREN de la SELARL', value: '000 000 000' }]

describe('isPublicOrigin', () => {
  it.each([
    undefined,
    null,
    '',
    '   ',
    'http://localhost:3000',
    'http://localhost',
    'https://LOCALHOST:4510/',
    'http://site.localhost:8080',
    'http://127.0.0.1:4510',
    'http://127.8.9.10',
    'http://[::1]:3000',
    'http://[::ffff:127.0.0.1]:3000',
  ])('%j is local', (site) => {
    expect(isPublicOrigin(site)).toBe(false)
  })

  it.each([
    'https://www.example.fr',
    'https://roques-avocat.fr/',
    'http://192.168.1.20:3000',
    'http://10.0.0.1',
    'http://0.0.0.0:3000',
    'http://[2001:db8::1]',
    'https://localhost.example.fr',
    'https://127.0.0.1.nip.io',
    'not a url',
  ])('%j is public', (site) => {
    expect(isPublicOrigin(site)).toBe(true)
  })
})

describe('placeholderFactsDecision', () => {
  it('lets local builds, the demo, the tests and CI through whatever the facts', () => {
    for (const local of [undefined, '', 'http://localhost:3000', 'http://127.0.0.1:4510'])
      expect(placeholderFactsDecision({ site: local, allow: false, facts: FACTS })).toEqual({
        refuse: false,
        reason: 'local',
        facts: [],
      })
  })

  it('refuses a public build while a fact is to confirm, and names the facts', () => {
    expect(
      placeholderFactsDecision({ site: 'https://www.example.fr', allow: false, facts: FACTS }),
    ).toEqual({ refuse: true, reason: 'unconfirmed', facts: FACTS })
  })

  it('builds for a public origin with ALLOW_PLACEHOLDER_FACTS=1, keeping the list to warn', () => {
    expect(
      placeholderFactsDecision({ site: 'https://www.example.fr', allow: true, facts: FACTS }),
    ).toEqual({ refuse: false, reason: 'allowed', facts: FACTS })
  })

  it('builds for a public origin once every fact is confirmed', () => {
    expect(
      placeholderFactsDecision({ site: 'https://www.example.fr', allow: false, facts: [] }),
    ).toEqual({ refuse: false, reason: 'confirmed', facts: [] })
  })
})

describe('the facts of content/site.ts', () => {
  it('are listed with their current value, one a line', () => {
    const facts = pendingFacts(site, factsToConfirm)
    expect(facts.length).toBeGreaterThan(0)
    const siren = facts.find((fact) => fact.path === 'firm.siren')
    expect(siren).toEqual({
      path: 'firm.siren',
      expected: factsToConfirm['firm.siren'],
      value: site.firm.siren,
    })
    const insurance = facts.find((fact) => fact.path === 'insurance')
    expect(insurance?.value).toContain(site.insurance.insurer)
    const list = formatFacts(facts)
    expect(list.split('\n')).toHaveLength(facts.length)
    expect(list).toContain(`  - firm.siren: ${factsToConfirm['firm.siren']} (today: 000 000 000)`)
  })

  it('names only values that exist in `site`', () => {
    for (const fact of pendingFacts(site, factsToConfirm))
      expect(fact.value, fact.path).not.toBeUndefined()
  })

  it('marks every fictional fact: numbers, insurer, host, e-mail, listings, CV, access', () => {
    expect(Object.keys(factsToConfirm)).toEqual(
      expect.arrayContaining([
        'firm.siren',
        'firm.rcs',
        'firm.vatNumber',
        'insurance',
        'host',
        'emailProvider',
        'lawyer.mediatorReferences',
        'biography',
        'access',
      ]),
    )
  })

  it('mark the firm’s exact name, its number of partners and the declaration to the Ordre', () => {
    // RIN art. 10.2 and 10.6.3 (a name that suggests no other partner), art. 10.5 (the site and
    // its domain names declared to the Ordre without delay).
    expect(Object.keys(factsToConfirm)).toEqual(
      expect.arrayContaining(['firm.name', 'firm.partners', 'ordreDeclaration']),
    )
    const declaration = pendingFacts(site, factsToConfirm).find(
      (fact) => fact.path === 'ordreDeclaration',
    )
    expect(declaration?.value).toContain('"domains"')
  })
})

describe('the domain of a public build', () => {
  it('names the lawyer or the firm: its family name, or its name without the legal form', () => {
    expect(practiceNames(site)).toEqual(['roques', 'vincentroquesavocat'])
    expect(practiceNames({ firm: { name: 'SCP Garonne Conseil' } })).toEqual(['garonneconseil'])
  })

  it.each([
    'https://www.roques-avocat.fr',
    'https://vincent-roques.avocat.fr/',
    'https://ROQUES.example',
    'https://vincentroquesavocat.fr',
    'http://localhost:3000',
    'http://127.0.0.1:4510',
    undefined,
  ])('%j passes', (origin) => {
    expect(domainFact(origin, site)).toBeUndefined()
  })

  it.each(['https://www.example.fr', 'https://avocat-toulouse.fr', 'http://192.168.1.20:3000'])(
    '%j names neither, and is listed with the facts',
    (origin) => {
      const fact = domainFact(origin, site)
      expect(fact).toEqual({
        path: 'SITE_URL',
        expected: expect.stringContaining('RIN, article 10.5'),
        value: new URL(origin).hostname,
      })
      // The same refusal and the same escape as a fact of content/site.ts.
      const facts = fact ? [fact] : []
      expect(placeholderFactsDecision({ site: origin, allow: false, facts })).toMatchObject({
        refuse: true,
        reason: 'unconfirmed',
      })
      expect(placeholderFactsDecision({ site: origin, allow: true, facts })).toMatchObject({
        refuse: false,
        reason: 'allowed',
      })
    },
  )
})

describe('the portrait', () => {
  it('is a fact to confirm while the practice has not supplied it', () => {
    expect(site.portrait !== null || 'portrait' in factsToConfirm).toBe(true)
    expect(factsToConfirm.portrait).toContain('Photographie')
  })

  it('must name a file of src/assets/portrait/, which every build checks', () => {
    const root = mkdtempSync(join(tmpdir(), 'portrait-'))
    mkdirSync(join(root, PORTRAIT_FOLDER), { recursive: true })
    writeFileSync(join(root, PORTRAIT_FOLDER, 'vincent-roques.jpg'), '')
    const portrait = (file) => ({ file, alt: 'Maître Roques', credit: 'Studio Exemple' })
    expect(portraitProblem(null, root)).toBeNull()
    expect(portraitProblem(portrait('vincent-roques.jpg'), root)).toBeNull()
    expect(portraitProblem(portrait('absent.jpg'), root)).toContain('« absent.jpg »')
    expect(portraitProblem(portrait('../site.ts'), root)).toContain('must be the name of a file')
  })
})
