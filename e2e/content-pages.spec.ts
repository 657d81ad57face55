/**
 * Content pages (docs/specification.md, from « About » to « Privacy policy »): headings, the
 * specification's counts as rendered, the links a visitor needs (back links, external link in a new
 * tab, /contact), the FAQ disclosures with the keyboard, and real 404 answers for unknown expertise
 * and mediation slugs.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { STATIC_ROUTES } from './helpers'

async function h1(page: Page) {
  return page.getByRole('heading', { level: 1 })
}

/** The main content, so that header and footer links do not count. */
function main(page: Page) {
  return page.locator('main')
}

async function expectContactLink(page: Page) {
  await expect(main(page).locator('a[href="/contact"]').first()).toBeVisible()
}

test.describe('À propos', () => {
  test('commitment, 4 highlights, timelines of 5 and 6 items, 3 values, appointment', async ({
    page,
  }) => {
    const response = await page.goto('/a-propos')
    expect(response?.status()).toBe(200)
    await expect(await h1(page)).toContainText('Vincent Roques')
    await expect(page.getByRole('heading', { level: 2, name: /engagement|options/i })).toBeVisible()
    await expect(page.locator('[data-highlight]')).toHaveCount(4)
    await expect(page.locator('[data-timeline="formation"] [data-timeline-item]')).toHaveCount(5)
    await expect(page.locator('[data-timeline="parcours"] [data-timeline-item]')).toHaveCount(6)
    const parcours = page.locator('[data-timeline="parcours"]')
    for (const year of ['1998', '2011', '2015']) await expect(parcours).toContainText(year)
    await expect(page.locator('[data-value] h3')).toHaveText([
      'Écoute',
      'Transparence',
      'Proximité',
    ])
    await expect(
      main(page).getByRole('link', { name: 'Prendre rendez-vous' }).first(),
    ).toHaveAttribute('href', '/contact')
    // The portrait slot: a monogram with a French description until a photograph is supplied.
    await expect(
      page.getByRole('img', { name: 'Monogramme de Maître Vincent Roques' }),
    ).toBeVisible()
  })
})

test.describe("Domaines d'expertise", () => {
  test('introduction, three blocks with five details and a link, three-step approach', async ({
    page,
  }) => {
    await page.goto('/domaines-expertise')
    await expect(await h1(page)).toHaveText("Domaines d'expertise")
    const blocks = page.locator('[data-area]')
    await expect(blocks).toHaveCount(3)
    for (const slug of ['droit-affaires', 'droit-travail', 'droit-international']) {
      const block = page.locator(`[data-area="${slug}"]`)
      await expect(block.locator('[data-detail]')).toHaveCount(5)
      await expect(block.locator(`a[href="/expertise/${slug}"]`)).toBeVisible()
      await expect(block).toContainText('Réponse sous 24h')
    }
    const steps = page.locator('section[aria-labelledby="titre-approche"] [data-step]')
    await expect(steps.locator('h3')).toHaveText([
      'Écoute et analyse',
      'Stratégie personnalisée',
      'Suivi jusqu’au terme',
    ])
    await expectContactLink(page)
  })
})

const expertisePages = [
  { slug: 'droit-travail', title: 'Droit du travail', areas: 6, faq: 3, urgency: 1 },
  { slug: 'droit-affaires', title: 'Droit des affaires', areas: 3, faq: 0, urgency: 0 },
  { slug: 'droit-international', title: 'Droit international', areas: 4, faq: 0, urgency: 0 },
] as const

for (const expected of expertisePages) {
  test(`/expertise/${expected.slug}: ${expected.areas} areas, 6 strengths, 4 steps`, async ({
    page,
  }) => {
    const response = await page.goto(`/expertise/${expected.slug}`)
    expect(response?.status()).toBe(200)
    await expect(await h1(page)).toHaveText(expected.title)
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' })
    await expect(crumbs.getByRole('link', { name: "Domaines d'expertise" })).toHaveAttribute(
      'href',
      '/domaines-expertise',
    )
    await expect(page.locator('[data-intervention]')).toHaveCount(expected.areas)
    await expect(page.locator('[data-strength]')).toHaveCount(6)
    await expect(page.locator('[data-step]')).toHaveCount(4)
    await expect(page.locator('[data-faq]')).toHaveCount(expected.faq)
    await expect(page.locator('[data-urgency]')).toHaveCount(expected.urgency)
    await expectContactLink(page)
    await expect(main(page).locator('a[href^="/mediation/"]').first()).toBeVisible()
  })
}

test('employment law: urgency card with the 12-month deadline, /contact and phone', async ({
  page,
}) => {
  await page.goto('/expertise/droit-travail')
  const card = page.locator('[data-urgency]')
  await expect(card).toContainText('12 mois')
  await expect(card).toContainText('L. 1471-1')
  await expect(card.locator('a[href="/contact"]')).toBeVisible()
  await expect(card.locator('a[href="tel:+33536491234"]')).toBeVisible()
})

test('employment law: FAQ disclosures open and close with the keyboard', async ({ page }) => {
  await page.goto('/expertise/droit-travail')
  const faqs = page.locator('[data-faq]')
  await expect(faqs).toHaveCount(3)
  const first = faqs.first()
  const summary = first.locator('summary')
  const answer = first.locator('p')
  await expect(answer).toBeHidden()

  await summary.focus()
  await expect(summary).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('open', '')
  await expect(answer).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(first).not.toHaveAttribute('open', '')
  await expect(answer).toBeHidden()

  const second = faqs.nth(1)
  await second.locator('summary').focus()
  await page.keyboard.press('Space')
  await expect(second).toHaveAttribute('open', '')
  await page.keyboard.press('Space')
  await expect(second).not.toHaveAttribute('open', '')
})

test.describe('Médiation', () => {
  test('overview, advantages, two cards to the sub-pages', async ({ page }) => {
    await page.goto('/mediation')
    await expect(await h1(page)).toContainText('médiation')
    expect(await page.locator('[data-advantage]').count()).toBeGreaterThanOrEqual(3)
    const cards = page.locator('[data-mediation-card]')
    await expect(cards).toHaveCount(2)
    await expect(cards.nth(0).locator('a')).toHaveAttribute('href', '/mediation/conventionnelle')
    await expect(cards.nth(1).locator('a')).toHaveAttribute('href', '/mediation/judiciaire')
    await expectContactLink(page)
  })

  test('conventional: back link, flow, external centre link in a new tab', async ({ page }) => {
    await page.goto('/mediation/conventionnelle')
    await expect(await h1(page)).toHaveText('Médiation conventionnelle')
    const back = main(page).getByRole('link', { name: 'Retour à la médiation' })
    await expect(back).toHaveAttribute('href', '/mediation')
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' })
    await expect(crumbs.getByRole('link', { name: 'Médiation' })).toHaveAttribute(
      'href',
      '/mediation',
    )
    await expect(page.locator('[data-flow] ol > li')).toHaveCount(5)
    const centre = page.locator('[data-centre] a')
    await expect(centre).toHaveAttribute('target', '_blank')
    await expect(centre).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(centre).toHaveAttribute('href', /^https:\/\//)
    await expect(centre).toContainText('nouvel onglet')
    await expectContactLink(page)
  })

  test('judicial: back link, ordered flow from the judge to homologation', async ({ page }) => {
    await page.goto('/mediation/judiciaire')
    await expect(await h1(page)).toHaveText('Médiation judiciaire')
    await back(page)
    const steps = page.locator('[data-flow] ol > li')
    await expect(steps).toHaveCount(5)
    await expect(steps.nth(0)).toContainText('juge')
    await expect(steps.nth(0)).toContainText('accord des parties')
    await expect(steps.nth(1)).toContainText('médiateur')
    await expect(steps.nth(2)).toContainText('accept')
    await expect(steps.nth(3)).toContainText('durée')
    await expect(steps.nth(4)).toContainText('homolog')
    await expect(page.locator('[data-centre]')).toHaveCount(0)
  })
})

async function back(page: Page) {
  await expect(main(page).getByRole('link', { name: 'Retour à la médiation' })).toHaveAttribute(
    'href',
    '/mediation',
  )
}

test('Honoraires: three fee modes with features, the rules, /contact', async ({ page }) => {
  await page.goto('/honoraires')
  await expect(await h1(page)).toBeVisible()
  const modes = page.locator('[data-fee-mode]')
  await expect(modes.locator('h3')).toHaveText([
    'Forfait',
    'Temps passé',
    'Forfait et honoraire de résultat',
  ])
  for (let i = 0; i < 3; i++)
    expect(await modes.nth(i).locator('ul > li').count()).toBeGreaterThan(0)
  const rules = page.locator('[data-fee-rule]')
  await expect(rules.filter({ hasText: 'avant le début de toute prestation' })).toHaveCount(1)
  await expect(rules.filter({ hasText: 'seulement en fonction du résultat' })).toHaveCount(1)
  await expect(rules.filter({ hasText: 'convention signée' })).toHaveCount(1)
  await expect(rules.filter({ hasText: '71-1130' }).first()).toBeVisible()
  await expect(main(page)).toContainText('première consultation est gratuite')
  await expectContactLink(page)
})

test('Mentions légales: editor, bar, publication director, host, consumer mediator', async ({
  page,
}) => {
  await page.goto('/mentions-legales')
  await expect(await h1(page)).toHaveText('Mentions légales')
  const content = main(page)
  for (const text of [
    'SELARL Vincent Roques Avocat',
    'RCS Toulouse',
    'barreau de Toulouse',
    'titre obtenu en France',
    'Directeur de la publication',
    'Hébergeur',
    'Médiateur de la consommation de la profession d’avocat',
  ])
    await expect(content).toContainText(text)
  const mediator = content.locator('a[href="https://mediateur-consommation-avocat.fr"]')
  await expect(mediator).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(content.locator('a[href="/confidentialite"]')).toBeVisible()
  expect(await page.locator('[data-legal-section] h2').count()).toBeGreaterThanOrEqual(6)
})

test('Confidentialité: controller, data, legal bases, retention, rights, CNIL, map provider', async ({
  page,
}) => {
  await page.goto('/confidentialite')
  await expect(await h1(page)).toHaveText('Politique de confidentialité')
  const content = main(page)
  for (const text of [
    'Responsable du traitement',
    'logiciel de messagerie',
    'adresse IP',
    'article 6',
    'articles 15 à 21',
    'OpenStreetMap',
    'CNIL',
    '3 place de Fontenoy',
  ])
    await expect(content).toContainText(text)
  await expect(content.locator('a[href="https://www.cnil.fr"]')).toHaveAttribute('target', '_blank')
})

test('every content page has its own title and description', async ({ page }) => {
  // Every page whose text lives in content/: all but the home page, the blog and the contact page.
  const paths = STATIC_ROUTES.filter((path) => !['/', '/blog', '/contact'].includes(path))
  const titles = new Set<string>()
  const descriptions = new Set<string>()
  for (const path of paths) {
    await page.goto(path)
    titles.add(await page.title())
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length ?? 0, path).toBeGreaterThanOrEqual(120)
    descriptions.add(description ?? '')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  }
  expect(titles.size).toBe(paths.length)
  expect(descriptions.size).toBe(paths.length)
})

for (const path of ['/expertise/xyz', '/mediation/xyz']) {
  test(`${path} answers 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })
}
