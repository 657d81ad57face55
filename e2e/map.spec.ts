import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The map of /contact is loaded only when the visitor asks for it (docs/specification.md « Rules
 * for the copy », third parties; /confidentialite: consent given by the click). Before the click,
 * scrolled to or not, the page asks nothing of any other origin; the text under the button says
 * what a click loads and from whom; after the click, the OpenStreetMap map is there.
 */

/** Every request the page makes to an origin other than the site's. */
function recordThirdParty(page: Page, siteOrigin: string): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== siteOrigin) urls.push(request.url())
  })
  return urls
}

test.beforeEach(async ({ page }) => {
  // Offline machine: OpenStreetMap answers with a stand-in page, so the map frame loads.
  await page.route(/openstreetmap\.org/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Carte</title><p>Carte OpenStreetMap</p>',
    }),
  )
})

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, no other origin before the click, the map after it`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport)
    const thirdParty = recordThirdParty(page, new URL(baseURL ?? '').origin)
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')

    // Reaching the map loads nothing by itself.
    const button = page.getByRole('button', { name: 'Afficher la carte' })
    await button.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 400)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(thirdParty).toEqual([])

    // Under the button: what a click loads, from whom, and where to read more.
    const disclosure = page.locator('[data-map-disclosure]')
    await expect(disclosure).toBeVisible()
    await expect(disclosure).toContainText('www.openstreetmap.org')
    await expect(disclosure).toContainText('Fondation OpenStreetMap')
    await expect(disclosure).toContainText('Royaume-Uni')
    await expect(button).toHaveAccessibleDescription(/Fondation OpenStreetMap/)
    await expect(disclosure.getByRole('link')).toHaveAttribute(
      'href',
      '/confidentialite#donnees-collectees',
    )

    await button.click()
    const iframe = page.locator('iframe')
    await expect(iframe).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed/)
    await expect(page.frameLocator('iframe').getByText('Carte OpenStreetMap')).toBeVisible()
    expect(thirdParty.length).toBeGreaterThan(0)
    expect(thirdParty.every((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true)
  })
}

test('the choice is not remembered: a new visit asks again', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Afficher la carte' }).click()
  await expect(page.locator('iframe')).toHaveCount(1)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Afficher la carte' })).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('the privacy policy names the OpenStreetMap Foundation, its country and the legal basis', async ({
  page,
}) => {
  await page.goto('/confidentialite')
  const recipients = page.locator('section[aria-labelledby="destinataires"]')
  await expect(recipients).toContainText('Fondation OpenStreetMap')
  await expect(recipients).toContainText('Royaume-Uni')
  const transfers = page.locator('section[aria-labelledby="transferts"]')
  await expect(transfers).toContainText('niveau de protection adéquat')
  await expect(transfers).toContainText('article 45')
  const bases = page.locator('section[aria-labelledby="finalites"]')
  await expect(bases).toContainText('Afficher la carte')
  await expect(bases).toContainText('consentement')
  await expect(bases).toContainText('point a')
  await expect(page.locator('section[aria-labelledby="donnees-collectees"]')).toContainText(
    'n’est chargée que si vous cliquez',
  )
})
