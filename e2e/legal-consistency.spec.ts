import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { firstConsultationScope } from '../content/fees'
import { enquiryRetention } from '../content/legal'
import { site } from '../content/site'

/**
 * A second legal reading, on the rendered pages: each claim the site makes agrees with its
 * counterpart elsewhere (docs/specification.md « Legal choices »). One test per contradiction that
 * was fixed: the dates of the partnership, the predictability of fees, what the free first
 * consultation includes, how long a request is kept, testimonials and mediation's
 * confidentiality, one lawyer who follows every file, the words a bar council questions, the
 * controller and publication director, anti-money-laundering checks, and the typography a visitor
 * reads.
 */

/** Every kind of space made ordinary and runs of spaces collapsed, to compare copy. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')
}

/** Visible text of the page's main content, spaces made ordinary. */
async function mainText(page: Page): Promise<string> {
  return plain(await page.locator('main').innerText())
}

/** Text of one section of a legal document, found by its heading id. */
async function section(page: Page, id: string): Promise<string> {
  return plain(await page.locator(`section[aria-labelledby="${id}"]`).innerText())
}

test('the partnership dates from 2011 and the oath from 1998, on the home page as on /a-propos', async ({
  page,
}) => {
  const { practisingSince, associateSince } = site.lawyer
  await page.goto('/')
  const description = plain(
    (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
  )
  const home = `${description} ${await mainText(page)}`
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
  const fees = await mainText(page)
  expect(fees).toContain('le montant ou le mode de calcul')
  expect(fees).toContain('actualisée si le dossier évolue')
  expect(fees).toContain('honoraire de résultat')
  for (const path of ['/', '/a-propos', '/expertise/droit-affaires', '/expertise/droit-travail']) {
    await page.goto(path)
    const text = await mainText(page)
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
    const text = await mainText(page)
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
    expect(await mainText(page), path).not.toContain('premier rendez-vous pour étudier')
  }
})

test('a request without a mandate is kept for the same period on /contact and /confidentialite', async ({
  page,
}) => {
  const retention = plain(enquiryRetention)
  await page.goto('/contact')
  expect(await mainText(page)).toContain(`vos données sont conservées ${retention}`)
  await page.goto('/confidentialite')
  const kept = await section(page, 'conservation')
  expect(kept.toLowerCase()).toContain(retention.toLowerCase())
  expect(kept).not.toContain('dernier échange')
})

test('testimonials never come from a mediation, which is confidential, and say they are a selection', async ({
  page,
}) => {
  await page.goto('/mediation')
  expect(await mainText(page)).toContain('ne peut être divulgué')
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
  const about = await mainText(page)
  expect(about).toContain('je suis personnellement chacun de mes dossiers')
  expect(about).not.toContain('Direction des dossiers du cabinet')
  await page.goto('/confidentialite')
  const recipients = await section(page, 'destinataires')
  expect(recipients).toContain(`Maître ${site.lawyer.fullName}, qui traite personnellement`)
  const all = await mainText(page)
  expect(all).not.toMatch(/membres du cabinet|personnes habilitées/)
})

test('the publication director is the firm’s legal representative, as is its controller', async ({
  page,
}) => {
  const { firmRole, fullName } = site.lawyer
  await page.goto('/mentions-legales')
  const director = await section(page, 'publication')
  expect(director).toContain(`Maître ${fullName}, ${firmRole} et représentant légal de la`)
  await page.goto('/confidentialite')
  const controller = await section(page, 'responsable')
  expect(controller).toContain(`représentée par son ${firmRole}, Maître ${fullName}`)
  expect(controller).toContain('Délégué à la protection des données')
  await page.goto('/a-propos')
  expect(plain(await page.locator('[data-timeline="parcours"]').innerText())).toContain(
    `Associé et ${firmRole}`,
  )
})

test('the words a bar council questions: areas of activity, no comparison, nothing booked online', async ({
  page,
}) => {
  for (const path of ['/', '/a-propos', '/domaines-expertise', '/contact', '/mediation']) {
    await page.goto(path)
    const text = await mainText(page)
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
  expect(await mainText(page)).toContain('Votre avocat à Toulouse et dans ses environs')
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
  expect(await mainText(page)).toContain('cessions de parts')
  await page.goto('/confidentialite')
  const purposes = await section(page, 'finalites')
  expect(purposes).toContain('blanchiment des capitaux')
  expect(purposes).toContain('Obligation légale (point c)')
  const kept = await section(page, 'conservation')
  expect(kept).toContain('article L. 561-12')
  expect(kept).toContain('Cinq ans à compter de la fin de la relation')
  // Server logs are kept for security, not to display pages.
  const required = await section(page, 'caractere-obligatoire')
  expect(required).toContain('pour la sécurité du site')
  expect(required).not.toContain('aucune page ne peut être affichée sans eux')
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
  expect(await mainText(page)).not.toMatch(/courriel|webmail/i)
})
