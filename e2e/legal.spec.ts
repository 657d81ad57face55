import { expect, test } from './fixtures'
import { site } from '../content/site'
import { expectSectionsToContain, sectionText, STATIC_ROUTES, visibleText } from './helpers'

/**
 * The legal facts a reviewer for the Ordre des avocats checks, one test each, on the rendered
 * pages: professional insurance, consumer mediator, what « mediator » means, testimonials, the
 * privacy policy (RGPD art. 13), fees, one reply promise, one name and one voice.
 */

test('professional liability insurance: insurer, its address and the territorial coverage', async ({
  page,
}) => {
  await page.goto('/mentions-legales')
  const text = await sectionText(page, 'assurance')
  expect(text).toContain(site.insurance.insurer)
  expect(text).toContain(site.insurance.address.replace(/\u00a0/g, ' '))
  expect(text).toContain('Couverture géographique')
  expect(text).toContain(site.insurance.coverage.replace(/\u00a0/g, ' '))
  expect(text).toContain('article 27')
})

test('consumer mediator: name, postal address, e-mail, website, free, one year after a written complaint', async ({
  page,
}) => {
  await page.goto('/mentions-legales')
  const block = page.locator('section[aria-labelledby="mediation-consommation"]')
  const text = await sectionText(page, 'mediation-consommation')
  expect(text).toContain('Médiateur de la consommation de la profession d’avocat')
  expect(text).toContain('180 boulevard Haussmann, 75008 Paris')
  expect(text).toContain('gratuitement')
  expect(text).toContain('réclamation écrite')
  expect(text).toContain('un an')
  await expect(
    block.locator('a[href="mailto:mediateur@mediateur-consommation-avocat.fr"]'),
  ).toHaveText('mediateur@mediateur-consommation-avocat.fr')
  await expect(block.locator('a[href="https://mediateur-consommation-avocat.fr"]')).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  )
  // Named once, not in a sentence that repeats itself.
  expect(text.split('Médiateur de la consommation de la profession d’avocat')).toHaveLength(2)
})

test('the mediator is never « agréé »; the body that references him is named, with 2015', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/a-propos',
    '/mediation',
    '/mediation/conventionnelle',
    '/expertise/droit-international',
  ]) {
    await page.goto(path)
    const text = await visibleText(page, 'body')
    expect(text, path).not.toMatch(/agréé/i)
  }
  await page.goto('/mediation')
  const credentials = await page.locator('[data-mediator-credentials]').innerText()
  expect(credentials).toContain('depuis 2015')
  expect(credentials).toContain('Centre national de médiation des avocats')
  expect(credentials).toContain('cour d’appel de Toulouse')
  await page.goto('/')
  expect(await visibleText(page)).toContain('Médiateur depuis 2015')
  await expect(page.locator('footer')).toContainText('Centre national de médiation des avocats')
  await page.goto('/a-propos')
  expect(await visibleText(page)).toContain(
    'référencé par le Centre national de médiation des avocats',
  )
})

test('testimonials speak of the relationship, identify no one, and carry the notice', async ({
  page,
}) => {
  await page.goto('/')
  const slides = page.locator('[data-carousel-slide]')
  await expect(slides).toHaveCount(5)
  for (const quote of await slides.locator('blockquote').allTextContents()) {
    // No outcome: no agreement reached, no sum recovered, no case won.
    expect(quote).not.toMatch(/accord|recouvr|gagn|obtenu|procès|indemnit/i)
  }
  for (const caption of await slides.locator('figcaption').allTextContents()) {
    // First name and initial, a general role, and the dates (code de la consommation, D. 111-17).
    expect(caption).toMatch(
      /^\p{Lu}\p{Ll}+ \p{Lu}\. — [^—]+?Publié en \p{Ll}+ \d{4}, dossier suivi en \d{4}$/u,
    )
    expect(caption).not.toMatch(/d’une |de la société|entreprise du |PME/)
  }
  const notice = page.locator('[data-testimonials-notice]')
  await expect(notice).toContainText('accord écrit de leurs auteurs')
  await expect(notice).toContainText('anonymisés')
  await expect(notice).toContainText('j’ai vérifié')
  await expect(notice).toContainText('Aucune contrepartie')
  await expect(notice).toContainText('Chaque dossier est différent')
})

test('privacy policy: what is required, sensitive data, death, e-mail provider, logs', async ({
  page,
}) => {
  await page.goto('/confidentialite')
  // Sensitive data and offences (RGPD art. 9 and 10): e2e/legal-consistency.spec.ts.
  await expectSectionsToContain(page, {
    'caractere-obligatoire': ['nécessaires pour vous répondre', 'facultatifs'],
    droits: ['après votre décès', 'article 85'],
    destinataires: [site.emailProvider.name, `situés en ${site.emailProvider.location}`],
    finalites: ['Intérêt légitime'],
    conservation: ['Six mois', 'entre six mois et un an'],
  })
  const all = await visibleText(page)
  expect(all).not.toContain('2021-1362')
  expect(all).not.toContain('identifiant de votre navigateur')
})

test('fees: criteria of article 10, VAT, insurance and legal aid, disputes, the provision after the mandate', async ({
  page,
}) => {
  await page.goto('/honoraires')
  const criteria = await page.locator('[data-fee-criteria]').innerText()
  for (const criterion of [
    'selon les usages',
    'situation de fortune',
    'difficulté de l’affaire',
    'frais exposés',
    'notoriété',
    'diligences',
  ])
    expect(criteria).toContain(criterion)
  const vat = (await page.locator('[data-fee-vat]').innerText()).replace(/\u00a0/g, ' ')
  expect(vat).toContain('hors taxes (HT)')
  expect(vat).toContain('toutes taxes comprises (TTC)')
  expect(vat).toContain('1 000 € HT')
  expect(vat).toContain('1 200 € TTC')
  await expect(page.locator('[data-fee-funding] h3')).toHaveText([
    'Votre assurance de protection juridique',
    'L’aide juridictionnelle',
  ])
  const dispute = page.locator('section[aria-labelledby="contestation"]')
  await expect(dispute).toContainText('bâtonnier')
  await expect(dispute).toContainText('articles 174 et suivants')
  await expect(dispute).toContainText('Médiateur de la consommation de la profession d’avocat')
  await expect(dispute.locator('a[href="/mentions-legales#mediation-consommation"]')).toBeVisible()
  const provision = page
    .locator('[data-fee-rule]')
    .filter({ hasText: 'Une provision avant toute prestation' })
  await expect(provision).toContainText('Une fois la mission convenue')
  await expect(provision).toContainText('La première consultation, gratuite, n’en demande aucune')
})

test('one reply promise, with its working days, on every page', async ({ page }) => {
  for (const path of STATIC_ROUTES) {
    await page.goto(path)
    const text = await visibleText(page, 'body')
    expect(text, path).not.toContain('24 heures ouvrées')
    expect(text, path).not.toMatch(/sous 72h|dans les 24 heures/)
    // Every « sous 24h » of the copy is followed by the days that count, in the same sentence or
    // the next one, but the spec's fixed strings (the call-to-action band, the urgency option).
    const copy = text
      .replaceAll('Réponse sous 24h Conseil personnalisé Disponible 5j/7', '')
      .replaceAll('Situation urgente (sous 24h)', '')
    for (const match of copy.matchAll(/sous 24h/g)) {
      const around = copy.slice(match.index, match.index + 120)
      expect(around, `${path}: ${around}`).toContain('jours ouvrés')
    }
  }
})

test('criminal emergencies: the urgency field refers to the Toulouse bar’s duty service', async ({
  page,
}) => {
  await page.goto('/contact')
  const hint = page.locator('[data-urgency-hint]')
  await expect(hint).toContainText('garde à vue')
  await expect(hint).toContainText('permanence pénale du barreau de Toulouse')
  await expect(hint).toContainText('jours ouvrés')
  await expect(
    page.getByRole('combobox', { name: 'Urgence (facultatif)' }),
  ).toHaveAccessibleDescription(/permanence pénale du barreau de Toulouse/)
})

test('one name, one voice, one spelling, plain French', async ({ page }) => {
  for (const path of STATIC_ROUTES) {
    if (path === '/blog') continue
    await page.goto(path)
    const text = await visibleText(page, 'body')
    expect(text, path).not.toMatch(/domaines? d[’']intervention/i)
    expect(text, path).not.toContain('Compétences')
    const copy = (await visibleText(page)).replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '')
    expect(copy, path).not.toMatch(/\b(nous|notre|nos)\b/i)
    expect(copy, path).not.toMatch(/(^|[^-\p{L}])e?mails?\b|courriel/iu)
    expect(copy, path).not.toMatch(/si et comment|De combien de temps je dispose/)
  }
  await page.goto('/domaines-expertise')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Domaines d'expertise")
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: "Domaines d'expertise" }),
  ).toBeVisible()
})
