import { expect, test } from './fixtures'
import { expandedState, headTag, STATIC_ROUTES } from './helpers'

const MENU = [
  ['Accueil', '/'],
  ['À propos', '/a-propos'],
  ["Domaines d'expertise", '/domaines-expertise'],
  ['Médiation', '/mediation'],
  ['Honoraires', '/honoraires'],
  ['Actualités', null],
  ['Contact', '/contact'],
] as const

test.describe('every route (docs/specification.md « Routes »)', () => {
  for (const route of STATIC_ROUTES) {
    test(`${route} answers 200 with its own title, description, social tags and one h1 in the server HTML`, async ({
      request,
    }) => {
      const response = await request.get(route)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toMatch(/^<!DOCTYPE html><html lang="fr"/)
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toMatch(/<title>[^<]+<\/title>/)
      expect(head).toMatch(/<meta name="description" content="[^"]{50,}"/)
      expect(headTag(html, 'meta', { property: 'og:site_name' })?.content).toBe(
        'Maître Vincent Roques, avocat à Toulouse',
      )
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/)
      expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"/)
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    })
  }

  test('titles and descriptions differ from page to page', async ({ request }) => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const route of STATIC_ROUTES) {
      const html = await (await request.get(route)).text()
      titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '')
      descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '')
    }
    expect(titles.size).toBe(STATIC_ROUTES.length)
    expect(descriptions.size).toBe(STATIC_ROUTES.length)
  })

  test('visible French text has non-breaking spaces before : ; ! ?', async ({ page }) => {
    // The blog's cards hold WordPress's text, which the practice writes in WordPress.
    for (const route of STATIC_ROUTES.filter((r) => r !== '/blog')) {
      await page.goto(route)
      const text = await page.locator('body').innerText()
      const bad = text.match(/[^\s\d] [:;!?](?=\s|$)/g)
      expect(bad, `${route}: ${bad?.join(' | ')}`).toBeNull()
    }
  })
})

test.describe('404 page (docs/specification.md « Routes », « Error catalogue »)', () => {
  test('an unknown path answers 404 with the spec text, a link home, and logs the path', async ({
    page,
  }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    const response = await page.goto('/cette-page-nexiste-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Oops! Page not found')
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect.poll(() => messages.join('\n')).toContain('/cette-page-nexiste-pas')
  })
})

test.describe('header and footer (docs/specification.md « Routes »)', () => {
  test('menu in order, with hrefs, the current route marked and highlighted', async ({ page }) => {
    await page.goto('/honoraires')
    const nav = page.getByRole('navigation', { name: 'Menu principal' }).first()
    const links = nav.getByRole('link')
    await expect(links).toHaveCount(MENU.length)
    for (const [i, [name, href]] of MENU.entries()) {
      const link = links.nth(i)
      await expect(link).toContainText(name)
      if (href) await expect(link).toHaveAttribute('href', href)
      else {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).toHaveAttribute('href', /^https:\/\//)
      }
    }
    const current = nav.locator('[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText('Honoraires')
    const [currentBg, otherBg] = await Promise.all([
      current.evaluate((el) => getComputedStyle(el).backgroundColor),
      links.first().evaluate((el) => getComputedStyle(el).backgroundColor),
    ])
    expect(currentBg).not.toBe(otherBg)
    await expect(page.getByRole('banner')).toContainText('AVOCAT ASSOCIÉ')
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Prendre rendez-vous' }),
    ).toHaveAttribute('href', '/contact')
  })

  test('an expertise page highlights « Domaines d’expertise », as its breadcrumb says', async ({
    page,
  }) => {
    await page.goto('/expertise/droit-travail')
    const current = page.getByRole('banner').locator('[aria-current="true"]:visible')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText("Domaines d'expertise")
  })

  test('the header stays at the top while scrolling', async ({ page }) => {
    await page.goto('/')
    await page.mouse.wheel(0, 2000)
    await expect
      .poll(() =>
        page
          .locator('header')
          .first()
          .evaluate((el) => el.getBoundingClientRect().top),
      )
      .toBe(0)
  })

  test('footer: presentation, expertise links, contact block, © 2024, legal links', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const href of [
      '/expertise/droit-affaires',
      '/expertise/droit-travail',
      '/expertise/droit-international',
      '/mentions-legales',
      '/confidentialite',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer.locator('a[href="tel:+33536491234"]')).toHaveText('05 36 49 12 34')
    await expect(footer.locator('a[href="mailto:contact@roques-avocat.example"]')).toHaveCount(1)
    await expect(footer).toContainText('31000 Toulouse')
    await expect(footer).toContainText('9h–19h')
    await expect(footer).toContainText('rendez-vous')
    await expect(footer).toContainText('© 2024')
  })

  test('each navigation scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click()
    await expect(page).toHaveURL(/\/mentions-legales$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('mobile menu (docs/specification.md « Routes », « Quality »)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens with a real button, navigates, is closed on the new page, closes on Escape', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' })
    expect(await expandedState(page, '[data-menu-toggle]')).toBe(false)
    const panel = page.locator('#menu-mobile')
    await expect(panel).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible()
    expect(await expandedState(page, '[data-menu-toggle]')).toBe(true)
    await expect(panel).toBeVisible()
    await panel.getByRole('link', { name: 'Médiation' }).click()
    await expect(page).toHaveURL(/\/mediation$/)
    await expect(panel).toBeHidden()
    await expect(panel.locator('[aria-current="page"]')).toHaveText('Médiation')
    // The practice one tap away: beside the toggle, and in the menu.
    const banner = page.getByRole('banner')
    await expect(
      banner.getByRole('link', { name: /^Appeler le 05\s36\s49\s12\s34$/ }),
    ).toHaveAttribute('href', 'tel:+33536491234')
    await expect(banner.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await expect(
      panel.getByRole('link', { name: /^Appeler le 05\s36\s49\s12\s34$/ }),
    ).toHaveAttribute('href', 'tel:+33536491234')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the menu button opens the menu links on a small screen', async ({ page }) => {
    await page.goto('/')
    const panel = page.locator('#menu-mobile')
    await expect(panel).toBeHidden()
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Contact' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  })
})

test.describe('theme (docs/specification.md « Quality »)', () => {
  test('follows the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    await page.emulateMedia({ colorScheme: 'dark' })
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(light).not.toBe(dark)
  })

  test('fonts are served by the site itself', async ({ page }) => {
    const fontHosts = new Set<string>()
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fontHosts.add(new URL(req.url()).host)
    })
    await page.goto('/')
    await page.evaluate(() => document.fonts.ready)
    expect([...fontHosts].every((host) => host.startsWith('127.0.0.1'))).toBe(true)
  })
})
