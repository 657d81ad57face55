import { actionLabels } from '../content/actions'
import { site } from '../content/site'
import { expect, test } from './fixtures'
import { ARTICLE, firstArticlePath, QUALITY_ROUTES } from './quality-helpers'

/**
 * One label for each action (docs/specification.md « One label for each action »): on every page,
 * a link that asks for an appointment reads « Prendre rendez-vous », one that phones reads
 * « Appeler le 05 36 49 12 34 » (or is the number itself, in a list of details), one back to the
 * list of articles « Retour au blog », one back home « Retour à l’accueil ». A link inside a menu,
 * a breadcrumb or a sentence names a page, not an action: it keeps its own words. Every article
 * ends with the consultation band, as the home page does. The pages' HTML as the server sends it,
 * read once each.
 */

test.describe.configure({ timeout: 60_000 })

/** An unknown path: the 404 page, with its way home and its further links. */
const NOT_FOUND = '/page-introuvable'

test('every page names each action with its one label, and every article ends with the band', async ({
  page,
  request,
}) => {
  const article = await firstArticlePath(request)
  const paths = [...QUALITY_ROUTES.map((route) => (route === ARTICLE ? article : route)), NOT_FOUND]
  // Spaces compared as spaces: a label may hold non-breaking ones (the phone number).
  const words = (text: string) => text.replace(/\s+/g, ' ').trim()
  const expected: Record<string, readonly string[]> = {
    '/contact': [actionLabels.appointment],
    tel: [actionLabels.call, site.contact.phoneDisplay].map(words),
    '/blog': [actionLabels.backToBlog],
    '/': [actionLabels.home],
  }
  const problems: string[] = []
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('body a[href]'))
        .filter((a) => !a.closest('nav, p, address'))
        .filter((a) => !a.closest('body > header') || a.getAttribute('href') !== '/')
        .map((a) => ({
          href: a.getAttribute('href')!,
          name: a.getAttribute('aria-label') ?? a.textContent ?? '',
        })),
    )
    for (const { href, name } of links) {
      const action = href.startsWith('tel:') ? 'tel' : href
      const labels = expected[action]
      if (labels && !labels.includes(words(name)))
        problems.push(`${path}: « ${name} » (${href}), expected « ${labels.join(' » or « ')} »`)
    }
  }
  expect(problems, problems.join('\n')).toEqual([])

  // The article's consultation band, after its body: the appointment and the phone.
  await page.goto(article, { waitUntil: 'domcontentloaded' })
  const band = page.locator('main article + section[aria-labelledby="titre-consultation"]')
  await expect(band.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(band.getByRole('link', { name: actionLabels.appointment })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(band.getByRole('link', { name: actionLabels.call })).toHaveAttribute(
    'href',
    `tel:${site.contact.phoneE164}`,
  )
})
