import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { firstConsultationScope } from '../content/fees'
import { enquiryRetention } from '../content/legal'
import { site } from '../content/site'
import { expectSectionsToContain, plain, sectionText, visibleText } from './helpers'

/**
 * A second legal reading, on the rendered pages: each claim the site makes agrees with its
 * counterpart elsewhere (docs/specification.md « Legal choices »). One test per contradiction that
 * was fixed: the dates of the partnership, the predictability of fees, what the free first
 * consultation includes, how long a request is kept, testimonials and mediation's
 * confidentiality, one lawyer who follows every file, the words a bar council questions, the
 * controller and publication director, anti-money-laundering checks, and the typography a visitor
 * reads.
 */

test('the partnership dates from 2011 and the oath from 1998, on the home page as on /a-propos', async ({
  page,
}) => {
  const { practisingSince, associateSince } = site.lawyer
  await page.goto('/')
  const description = plain(
    (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
  )
  const home = `${description} ${await visibleText(page)}`
  // « associé » is never dated from the oath.
  expect(home).not.toMatch(new RegExp(`associé[^.:;]*depuis ${practisingSince}`))
  for (const match of home.matchAll(/associé[^.:;\d]*depuis (\d{4})/g))
    expect(match[1]).toBe(String(associateSince))
  expect(description).toContain(`avocat au barreau de Toulouse depuis ${practisingSince}`)
  expect(description).toContain(`associé depuis ${associateSince}`)
  await page.goto('/a-propos')
  const parcours = plain(await page.locator('[data-timeline="parcours"]').innerText())
  expect(parcours).toContain(`Depuis ${associateSince}`)
  expect(plain(await page.locator('main').innerText())).toContain(
    `depuis ${practisingSince}, associé de la ${site.firm.name} depuis ${associateSince}`,
  )
})

test('no page promises a known total: fees follow the agreement and an estimate kept up to date', async ({
  page,
}) => {
  await page.goto('/honoraires')
  const fees = await visibleText(page)
  expect(fees).toContain('le montant ou le mode de calcul')
  expect(fees).toContain('actualisée si le dossier évolue')
  expect(fees).toContain('honoraire de résultat')
  for (const path of ['/', '/a-propos', '/expertise/droit-affaires', '/expertise/droit-travail']) {
    await page.goto(path)
    const text = await visibleText(page)
    expect(text, path).not.toMatch(/ce que vous paierez|mauvaise surprise|coût total de votre/i)
  }
  await page.goto('/')
  const homeFees = plain(
    await page.locator('main li').filter({ hasText: 'Des honoraires transparents' }).innerText(),
  )
  expect(homeFees).toContain('le montant ou le mode de calcul')
  expect(homeFees).toContain('actualisée')
  await page.goto('/expertise/droit-affaires')
  const strength = plain(
    await page.locator('main li').filter({ hasText: 'Des honoraires prévisibles' }).innerText(),
  )
  expect(strength).toContain('estimation')
  expect(strength).toContain('actualisée')
})

test('the free first consultation is the same meeting everywhere, without document review', async ({
  page,
}) => {
  const form = plain(firstConsultationScope.form)
  const limits = plain(firstConsultationScope.limits)
  for (const path of ['/', '/contact', '/honoraires']) {
    await page.goto(path)
    const text = await visibleText(page)
    expect(text, path).toContain(form)
    expect(text, path).toContain(limits)
  }
  // The approach on /domaines-expertise reviews documents only once the case is entrusted.
  await page.goto('/domaines-expertise')
  const listening = plain(
    await page.locator('main li').filter({ hasText: 'Écoute et analyse' }).innerText(),
  )
  expect(listening).not.toMatch(/premier entretien[^.]*l’analyse de vos documents/)
  expect(listening).toContain('Si vous me confiez le dossier, l’analyse de vos documents suit')
  expect(listening).toContain('convention d’honoraires')
  for (const path of ['/domaines-expertise', '/expertise/droit-affaires']) {
    await page.goto(path)
    expect(await visibleText(page), path).not.toContain('premier rendez-vous pour étudier')
  }
})

test('a request without a mandate is kept for the same period on /contact and /confidentialite', async ({
  page,
}) => {
  const retention = plain(enquiryRetention)
  await page.goto('/contact')
  expect(await visibleText(page)).toContain(`vos données sont conservées ${retention}`)
  await page.goto('/confidentialite')
  const kept = await sectionText(page, 'conservation')
  expect(kept.toLowerCase()).toContain(retention.toLowerCase())
  expect(kept).not.toContain('dernier échange')
})

test('testimonials never come from a mediation, which is confidential, and say they are a selection', async ({
  page,
}) => {
  await page.goto('/mediation')
  expect(await visibleText(page)).toContain('ne peut être divulgué')
  await page.goto('/')
  const quotes = await page.locator('[data-carousel-slide] blockquote').allTextContents()
  expect(quotes).toHaveLength(5)
  for (const quote of quotes) expect(quote).not.toMatch(/médiat/i)
  const notice = plain(await page.locator('[data-testimonials-notice]').innerText())
  expect(notice).toContain('une sélection')
  expect(notice).toContain(`restent en ligne ${site.testimonials.maxPublication} au plus`)
  expect(notice).toContain('du plus récent au plus ancien')
})

test('one lawyer follows every file: no team of members on /a-propos or /confidentialite', async ({
  page,
}) => {
  await page.goto('/a-propos')
  const about = await visibleText(page)
  expect(about).toContain('je suis personnellement chacun de mes dossiers')
  expect(about).not.toContain('Direction des dossiers du cabinet')
  await page.goto('/confidentialite')
  const recipients = await sectionText(page, 'destinataires')
  expect(recipients).toContain(`Maître ${site.lawyer.fullName}, qui traite personnellement`)
  const all = await visibleText(page)
  expect(all).not.toMatch(/membres du cabinet|personnes habilitées/)
})

test('the publication director is the firm’s legal representative, as is its controller', async ({
  page,
}) => {
  const { firmRole, fullName } = site.lawyer
  await page.goto('/mentions-legales')
  const director = await sectionText(page, 'publication')
  expect(director).toContain(`Maître ${fullName}, ${firmRole} et représentant légal de la`)
  await page.goto('/confidentialite')
  const controller = await sectionText(page, 'responsable')
  expect(controller).toContain(`représentée par son ${firmRole}, Maître ${fullName}`)
  expect(controller).toContain('Délégué à la protection des données')
  await page.goto('/a-propos')
  expect(plain(await page.locator('[data-timeline="parcours"]').innerText())).toContain(
    ` et ${firmRole} de la société`,
  )
})

test('the words a bar council questions: areas of activity, no comparison, nothing booked online', async ({
  page,
}) => {
  for (const path of ['/', '/a-propos', '/domaines-expertise', '/contact', '/mediation']) {
    await page.goto(path)
    const text = await visibleText(page)
    // The menu's label « Domaines d'expertise » stays; running text says « domaines d'activité ».
    expect(text, path).not.toMatch(/domaines d[’']expertise/)
    expect(text, path).not.toMatch(/rendez-vous en ligne|mieux respecté|connaissance concrète/)
    expect(text, path).not.toMatch(/métropole/i)
  }
  await page.goto('/contact')
  await expect(page.locator('[data-urgency-hint]')).toContainText('mes domaines d’activité')
  await page.goto('/')
  // The band's button leads to the request form, which books nothing by itself, under the
  // header's label (docs/specification.md « One label for each action »).
  await expect(
    page
      .locator('section[aria-labelledby="titre-rendez-vous"]')
      .getByRole('link', { name: 'Prendre rendez-vous' }),
  ).toHaveAttribute('href', '/contact')
  expect(await visibleText(page)).toContain('Votre avocat à Toulouse et dans ses environs')
})

test('the mediation centre the site links to is named, with the lawyer’s tie to it', async ({
  page,
}) => {
  await page.goto('/mediation/conventionnelle')
  const centre = plain(await page.locator('[data-centre]').innerText())
  expect(centre).toContain(site.mediationCentre.name)
  expect(centre).not.toContain('partenaire')
  expect(centre).toMatch(/Je figure sur sa liste de médiateurs|Je n’ai aucun lien avec ce centre/)
})

test('company formation and share sales come with anti-money-laundering checks in the privacy policy', async ({
  page,
}) => {
  await page.goto('/expertise/droit-affaires')
  expect(await visibleText(page)).toContain('cessions de parts')
  await page.goto('/confidentialite')
  await expectSectionsToContain(page, {
    finalites: ['blanchiment des capitaux', 'Obligation légale (point c)'],
    conservation: ['article L. 561-12', 'Cinq ans à compter de la fin de la relation'],
    // Server logs are kept for security, not to display pages.
    'caractere-obligatoire': ['pour la sécurité du site'],
  })
  expect(await sectionText(page, 'caractere-obligatoire')).not.toContain(
    'aucune page ne peut être affichée sans eux',
  )
})

test('typography: TTC before HT, ranges like 9h–19h, unbreakable phone numbers, one word for e-mail', async ({
  page,
}) => {
  await page.goto('/honoraires')
  const vat = plain(await page.locator('[data-fee-vat]').innerText())
  expect(vat.indexOf('1 200 € TTC')).toBeGreaterThanOrEqual(0)
  expect(vat.indexOf('1 200 € TTC')).toBeLessThan(vat.indexOf('1 000 € HT'))
  await page.goto('/a-propos')
  const parcours = await page.locator('[data-timeline="parcours"]').innerText()
  expect(parcours).toContain('1998–2004')
  expect(parcours).not.toMatch(/\d\s[–-]\s\d/)
  const phone = await page.locator('footer a[href^="tel:"]').first().textContent()
  expect(phone).toBe(site.contact.phoneDisplay)
  expect(phone).not.toMatch(/ /)
  await page.goto('/expertise/droit-travail')
  for (const summary of await page.locator('main details summary').all()) await summary.click()
  expect(await visibleText(page)).not.toMatch(/courriel|webmail/i)
})

/*
 * A third reading, as the Ordre's ethics commission, the DGCCRF and the CNIL would read the pages
 * (docs/specification.md « Legal choices »): the firm's name, the mediator's neutrality, the fee
 * rules as the law writes them, the publisher's registration, claims that overstate, the privacy
 * wording and the copy.
 */

/** The JSON-LD graph of `path`: the practice (`LegalService`) and the lawyer (`Person`). */
async function practiceGraph(page: Page, path: string): Promise<Record<string, unknown>[]> {
  await page.goto(path)
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const graph = blocks
    .map((block) => JSON.parse(block) as { '@graph'?: Record<string, unknown>[] })
    .find((block) => block['@graph'])?.['@graph']
  expect(graph, `${path}: JSON-LD graph`).toBeDefined()
  return graph ?? []
}

test('one partner: the firm’s name suggests no other, and the notice says « associé unique »', async ({
  page,
}) => {
  // RIN art. 10.2 and 10.6.3: no name that makes the practice look like several partners.
  for (const path of ['/', '/a-propos', '/mentions-legales', '/confidentialite', '/contact']) {
    await page.goto(path)
    const text = plain(await page.locator('body').innerText())
    expect(text, path).not.toMatch(/&\s*associés|et associés/i)
  }
  await page.goto('/mentions-legales')
  const editor = await sectionText(page, 'editeur')
  expect(editor).toContain(`Dénomination ${site.firm.name}`)
  expect(site.firm.name).toContain(site.lawyer.fullName)
  const profession = await sectionText(page, 'profession')
  expect(profession).toContain(`Maître ${site.lawyer.fullName}, associé unique et`)
  await page.goto('/a-propos')
  expect(plain(await page.locator('[data-timeline="parcours"]').innerText())).toContain(
    `Associé unique et ${site.lawyer.firmRole}`,
  )
  const [practice] = await practiceGraph(page, '/')
  expect(practice?.name).toBe(site.firm.name)
})

test('the mediator takes no side: each role said, and another mediator when he advises a party', async ({
  page,
}) => {
  // Loi n° 95-125, art. 21 and 21-2 (a third party, impartial); RIN art. 4 (conflicts).
  await page.goto('/mediation')
  const description = plain(
    (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
  )
  expect(description).not.toMatch(/vous accompagne en médiation/)
  expect(description).toContain('tiers neutre')
  expect(description).toContain('un autre médiateur')
  for (const path of ['/mediation', '/mediation/conventionnelle', '/mediation/judiciaire']) {
    await page.goto(path)
    const cta = plain(
      await page.locator('section[aria-labelledby="titre-rendez-vous"]').innerText(),
    )
    // A first meeting alone with one party rules him out as mediator of that dispute.
    expect(cta, path).not.toMatch(/Présentez votre différend/)
    expect(cta, path).toContain('un autre médiateur')
    expect(cta, path).toContain('sans me décrire le différend')
  }
  for (const path of ['/mediation/conventionnelle', '/mediation/judiciaire']) {
    await page.goto(path)
    const lawyer = plain(
      await page
        .locator('main li')
        .filter({ hasText: /^Comme avocat/ })
        .innerText(),
    )
    expect(lawyer, path).toContain('menée par un autre médiateur')
  }
  await page.goto('/expertise/droit-international')
  const strength = plain(
    await page.locator('main li').filter({ hasText: 'La médiation internationale' }).innerText(),
  )
  expect(strength).not.toContain('voie amiable')
  expect(strength).toContain('un autre médiateur la conduit')
})

test('fees as the law writes them: costs apart, criteria without an agreement, legal aid, delays, withdrawal', async ({
  page,
}) => {
  await page.goto('/honoraires')
  // Loi n° 71-1130, art. 10, al. 3: fees and « frais et débours » are separate.
  const fixed = plain(await page.locator('[data-fee-mode]').first().innerText())
  expect(fixed).not.toContain('coût total')
  expect(fixed).toContain('frais et débours')
  // Art. 10, al. 4, and RIN art. 11: the criteria fix the fees when no agreement does.
  const criteria = plain(await page.locator('[data-fee-criteria]').innerText())
  expect(criteria).toContain('À défaut de convention')
  expect(criteria).toContain('des frais exposés par l’avocat')
  expect(criteria).not.toContain('pour votre dossier')
  // Art. 10, al. 3, and loi n° 91-647, art. 32: no agreement and no deposit under full legal aid.
  const rules = page.locator('[data-fee-rule]')
  for (const title of [
    'Une convention d’honoraires écrite',
    'Une provision avant toute prestation',
  ])
    expect(plain(await rules.filter({ hasText: title }).innerText()), title).toContain(
      'aide juridictionnelle totale',
    )
  // Décret n° 91-1197, art. 175: four months, extended once by four months at most.
  const batonnier = plain(
    await page.locator('[data-fee-dispute]').filter({ hasText: 'Saisir le bâtonnier' }).innerText(),
  )
  expect(batonnier).toContain('prolonger de quatre mois au plus')
  // Code de la consommation, L. 221-18 and L. 221-25.
  const withdrawal = plain(await rules.filter({ hasText: 'rétract' }).innerText())
  expect(withdrawal).toContain('quatorze jours')
  expect(withdrawal).toContain('à distance')
  expect(withdrawal).toContain('demandez expressément')
})

test('the publisher is on the roll: the firm is registered with the Ordre, not only the lawyer', async ({
  page,
}) => {
  // LCEN art. 19: the Ordre with which the publisher itself is registered.
  await page.goto('/mentions-legales')
  const profession = await sectionText(page, 'profession')
  expect(profession).toContain(
    `${site.firm.name}, inscrite au tableau de l’Ordre des avocats au barreau de Toulouse`,
  )
  expect(profession).not.toMatch(/Barreau Inscrit au/)
})

test('no overstated claim: support, mediation abroad, enforcement, the menu’s word kept to the menu', async ({
  page,
}) => {
  // RIN art. 10.2: nothing absolute or misleading.
  await page.goto('/domaines-expertise')
  const approach = plain(
    await page.locator('section[aria-labelledby="titre-approche"]').innerText(),
  )
  expect(approach).not.toMatch(/total/i)
  await page.goto('/expertise/droit-international')
  const text = await visibleText(page)
  expect(text).not.toContain('évite de choisir entre deux tribunaux')
  const titles = await page.locator('main h3').allTextContents()
  expect(titles).not.toContain('Recouvrement et exécution à l’étranger')
  expect(titles).toContain('Recouvrement international et exécution en France')
})

test('privacy wording: offences apart from sensitive data, no objection to a contract’s steps, data « conservée »', async ({
  page,
}) => {
  await page.goto('/confidentialite')
  const sensitive = await sectionText(page, 'donnees-sensibles')
  // RGPD art. 9 (special categories) and art. 10 (offences) are two things.
  expect(sensitive).toContain('(RGPD, article 9)')
  expect(sensitive).toContain('(RGPD, article 10)')
  expect(sensitive).toContain('ni de données relatives à des infractions')
  // RGPD art. 21: objection to processing on a legitimate interest, not on a contract's steps.
  const rights = await sectionText(page, 'droits')
  expect(rights).toContain('droit d’opposition, pour les traitements fondés sur l’intérêt légitime')
  await page.goto('/contact')
  const notice = plain(
    await page.getByRole('complementary', { name: 'Vos données personnelles' }).innerText(),
  )
  expect(notice).not.toContain('vous y opposer')
  expect(notice).toContain('ni informations sur des infractions')
})

test('copy: « libre », the palais de justice, the RIN’s capital, one university, no « + », one member', async ({
  page,
}) => {
  await page.goto('/mediation/conventionnelle')
  expect(plain(await page.locator('[data-centre]').innerText())).toContain(
    'vous restez libre, avec l’autre partie,',
  )
  for (const path of ['/', '/contact']) {
    await page.goto(path)
    const text = await visibleText(page)
    // The building in lower case; the metro station keeps its name.
    expect(text, path).not.toMatch(/(?<!station |métro )Palais de Justice/)
    expect(text, path).toContain('palais de justice')
  }
  await page.goto('/mentions-legales')
  expect(await sectionText(page, 'profession')).toContain('Règlement intérieur national')
  await page.goto('/a-propos')
  const education = plain(await page.locator('[data-timeline="formation"]').innerText())
  expect(education).not.toMatch(/Université Toulouse 1(?! Capitole)/)
  await page.goto('/honoraires')
  await expect(page.locator('[data-fee-mode] h3')).toHaveText([
    'Forfait',
    'Temps passé',
    'Forfait et honoraire de résultat',
  ])
  const [practice, lawyer] = await practiceGraph(page, '/')
  expect(practice?.member).toEqual({ '@id': lawyer?.['@id'] })
  expect(practice).not.toHaveProperty('founder')
  expect(practice).not.toHaveProperty('employee')
})
