import type { Page, Route } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { site } from '../content/site'
import { FIELD_MAX_LENGTHS, formatCount } from '../src/lib/contact/options'
import { expect, test, waitForIsland } from './fixtures'
import { holdScripts } from './helpers'

/**
 * Browser tests of /contact (docs/specification.md « Contact », « Consultation form », « Error
 * catalogue »): labels and options, errors and focus, the prepared `mailto:` URL, toasts, reset,
 * the copyable message, keyboard-only use and the map loaded on demand, at 1280 px and at 390 px
 * (what does not depend on the width at 390 px only: see `contactSuite`).
 */

declare global {
  interface Window {
    /** `mailto:` URLs the page tried to open, recorded by {@link spyOnMailto}. */
    __mailtos?: string[]
  }
}

const NBSP = '\u00a0'

/**
 * Records every `mailto:` link the page clicks instead of launching a mail client (the page opens
 * its e-mail through a link click). With `fail`, the click throws, as a broken browser would.
 */
async function spyOnMailto(page: Page, { fail = false } = {}) {
  await page.addInitScript((failClicks: boolean) => {
    window.__mailtos = []
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.href.startsWith('mailto:')) return click.call(this)
      if (failClicks) throw new Error('mail client unavailable')
      window.__mailtos?.push(this.href)
    }
  }, fail)
}

const mailtos = (page: Page) => page.evaluate(() => window.__mailtos ?? [])

/** Origin-independent record of every request the page makes to OpenStreetMap. */
function recordOsmRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/openstreetmap\.org/.test(request.url())) urls.push(request.url())
  })
  return urls
}

// By accessible name, as assistive technologies announce them (the required mark is hidden).
const field = {
  firstName: (page: Page) => page.getByRole('textbox', { name: 'Prénom', exact: true }),
  lastName: (page: Page) => page.getByRole('textbox', { name: 'Nom', exact: true }),
  email: (page: Page) => page.getByRole('textbox', { name: 'E-mail', exact: true }),
  phone: (page: Page) => page.getByRole('textbox', { name: 'Téléphone (facultatif)', exact: true }),
  domain: (page: Page) => page.getByRole('combobox', { name: 'Domaine concerné', exact: true }),
  urgency: (page: Page) =>
    page.getByRole('combobox', { name: 'Urgence (facultatif)', exact: true }),
  message: (page: Page) => page.getByRole('textbox', { name: 'Votre message', exact: true }),
}
const submitButton = (page: Page) => page.locator('form button[type="submit"]')
/** Waits until the form's island is hydrated: its logic bound to its fields (it looks the same before). */
const formReady = (page: Page) => waitForIsland(page, 'form')
/** Whether the form's island is hydrated (e2e/helpers.ts `waitForIsland`). */
const formHydrated = (page: Page) =>
  page
    .locator('form')
    .evaluate((form) => !(form.closest('astro-island')?.hasAttribute('ssr') ?? true))
/** Routes every script request of `page` to `handle`, the other requests to the network. */
const routeScripts = (page: Page, handle: (route: Route) => Promise<void> | void) =>
  page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? handle(route) : route.continue(),
  )

/**
 * Opens /contact and comes to the form, as a visitor does (scrolled to, the pointer over it), until
 * the form's code has arrived: its island starts at the first sign of use (`client:interaction`,
 * src/pages/contact.astro). What a visitor who is faster than that code meets is tested at 390 px,
 * with the code held back.
 */
async function openForm(page: Page) {
  await page.goto('/contact')
  await page.locator('#titre-formulaire').scrollIntoViewIfNeeded()
  await page.locator('form').hover()
  await expect(submitButton(page)).toBeEnabled()
  await formReady(page)
}

const visitor = {
  firstName: 'Hélène',
  lastName: 'Dupré-Garçon',
  email: 'helene.dupre@example.fr',
  phone: '06 12 34 56 78',
  domain: 'Droit du travail',
  urgency: 'Très urgent (garde à vue, etc.)',
  message: 'Licenciement reçu hier & contesté ?\nMontant : 50 % + 2 000 € #urgent',
}

/**
 * The body the practice must receive for {@link visitor}, CR LF line ends (docs/specification.md «
 * Consultation form »).
 */
const expectedBody = [
  'Bonjour Maître,',
  '',
  'Je souhaite vous soumettre une demande de consultation.',
  '',
  `Nom${NBSP}: Hélène Dupré-Garçon`,
  `E-mail${NBSP}: helene.dupre@example.fr`,
  `Téléphone${NBSP}: 06 12 34 56 78`,
  `Domaine${NBSP}: Droit du travail`,
  `Urgence${NBSP}: Très urgent (garde à vue, etc.)`,
  '',
  `Message${NBSP}:`,
  'Licenciement reçu hier & contesté ?',
  'Montant : 50 % + 2 000 € #urgent',
].join('\r\n')
const expectedSubject = 'Nouvelle demande de consultation - Droit du travail'

async function fillValid(page: Page) {
  await field.firstName(page).fill(visitor.firstName)
  await field.lastName(page).fill(visitor.lastName)
  await field.email(page).fill(visitor.email)
  await field.phone(page).fill(visitor.phone)
  await field.domain(page).selectOption(visitor.domain)
  await field.urgency(page).selectOption(visitor.urgency)
  await field.message(page).fill(visitor.message)
}

async function expectFormReset(page: Page) {
  await expect(field.firstName(page)).toHaveValue('')
  await expect(field.lastName(page)).toHaveValue('')
  await expect(field.email(page)).toHaveValue('')
  await expect(field.phone(page)).toHaveValue('')
  await expect(field.domain(page)).toHaveValue('')
  await expect(field.urgency(page)).toHaveValue('Consultation normale (sous 48h)')
  await expect(field.message(page)).toHaveValue('')
}

test('no script of the site reads the width, so its behaviour is tested at one', () => {
  // What a script could learn of the window's size: its width, an element's box, a width query.
  const readsWidth =
    /\b(?:innerWidth|outerWidth|screen\.width|clientWidth|offsetWidth|visualViewport|ResizeObserver|getBoundingClientRect)\b|matchMedia\([^)]*width/g
  const src = new URL('../src', import.meta.url).pathname
  const found = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:tsx?|mjs|astro)$/.test(file) && !/\.test\./.test(file))
    .flatMap((file) => {
      const text = readFileSync(join(src, file), 'utf8')
      // Of an .astro file, only its <script> tags run in the browser (its frontmatter on the server).
      const scripts = file.endsWith('.astro')
        ? [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body!)
        : [text]
      return scripts.flatMap((script) =>
        [...script.matchAll(readsWidth)].map(([match]) => `${file}: ${match}`),
      )
    })
  expect(found, found.join('\n')).toEqual([])
})

/**
 * What depends on the layout, at 1280 px and at 390 px: what is shown, where the focus goes, the
 * keyboard’s way through the form, the one-tap call, the form before its code and the map’s box.
 * What does not (the prepared e-mail and its panel, the clipboard, the failure toast, the
 * message’s count, the map without JavaScript) is tested at 390 px only, in the describe below:
 * the page builds the e-mail, copies, toasts and counts by the same code at every width, and no
 * script of the site reads the window’s width (the test above).
 */
function contactSuite() {
  test.beforeEach(async ({ page }) => {
    // Offline machine: answer OpenStreetMap at once rather than waiting for a network error.
    await page.route(/openstreetmap\.org/, (route) => route.abort())
  })

  test('shows the details, every label and every option', async ({ page }) => {
    await openForm(page)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('main a[href="tel:+33536491234"]').first()).toHaveText(
      '05 36 49 12 34',
    )
    await expect(
      page.locator('main a[href="mailto:contact@roques-avocat.example"]').first(),
    ).toBeVisible()
    await expect(page.locator('main').getByText('Du lundi au vendredi, de 9h à 19h')).toBeVisible()
    await expect(page.locator('main').getByText('Uniquement sur rendez-vous')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Métro ligne B' })).toBeVisible()
    await expect(page.getByText(/station Palais de Justice/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Stationnement' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Accès de plain-pied' })).toBeVisible()

    for (const get of Object.values(field)) await expect(get(page)).toBeVisible()
    for (const name of ['firstName', 'lastName', 'email', 'domain', 'message'] as const) {
      await expect(field[name](page)).toHaveAttribute('required', '')
    }
    await expect(field.phone(page)).not.toHaveAttribute('required')
    await expect(field.email(page)).toHaveAttribute('type', 'email')
    await expect(page.locator('form')).toHaveAttribute('novalidate', '')
    await expect(page.getByText('* champ obligatoire')).toBeVisible()

    await expect(field.domain(page).locator('option')).toHaveText([
      'Sélectionnez un domaine',
      'Droit des affaires',
      'Droit du travail',
      'Droit international',
      'Autre domaine',
    ])
    await expect(field.domain(page)).toHaveValue('')
    await expect(field.urgency(page).locator('option')).toHaveText([
      'Consultation normale (sous 48h)',
      'Situation urgente (sous 24h)',
      'Très urgent (garde à vue, etc.)',
    ])
    await expect(field.urgency(page)).toHaveValue('Consultation normale (sous 48h)')
    await expect(submitButton(page)).toHaveText('Envoyer ma demande')

    const privacy = page.getByRole('complementary', { name: 'Vos données personnelles' })
    await expect(privacy).toContainText(site.firm.name)
    await expect(privacy.getByRole('link')).toHaveAttribute('href', '/confidentialite')
  })

  test('submitting the empty form shows the errors, focuses the first field and opens nothing', async ({
    page,
  }) => {
    await spyOnMailto(page)
    await openForm(page)
    await submitButton(page).click()

    await expect(field.firstName(page)).toBeFocused()
    const expected = {
      firstName: 'Veuillez indiquer votre prénom.',
      lastName: 'Veuillez indiquer votre nom.',
      email: 'Veuillez indiquer votre adresse e-mail.',
      domain: 'Veuillez sélectionner le domaine concerné par votre demande.',
      message: 'Veuillez décrire votre demande.',
    } as const
    await expect(page.locator('form [role="alert"]')).toHaveText(Object.values(expected))
    for (const [name, text] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const control = field[name](page)
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      await expect(control).toHaveAccessibleDescription(new RegExp(text.replace(/\./g, '\\.')))
    }
    await expect(field.phone(page)).not.toHaveAttribute('aria-invalid')
    await expect(field.urgency(page)).not.toHaveAttribute('aria-invalid')
    expect(await mailtos(page)).toEqual([])
    await expect(page.getByText('Demande envoyée')).toHaveCount(0)

    // Fixing a field clears its error; a malformed e-mail gets its own message.
    await field.firstName(page).fill('Hélène')
    await expect(field.firstName(page)).not.toHaveAttribute('aria-invalid')
    await field.email(page).fill('helene@')
    await expect(page.getByText('Veuillez indiquer une adresse e-mail valide')).toBeVisible()
    await submitButton(page).click()
    await expect(field.lastName(page)).toBeFocused()
    expect(await mailtos(page)).toEqual([])
  })

  test('the urgency note calls the practice in one tap; no confirmation page in this mode', async ({
    page,
  }) => {
    await page.goto('/contact')
    await expect(page.locator('[data-urgency-hint] a')).toHaveAttribute('href', 'tel:+33536491234')
    // The site sends nothing itself here: a confirmation would say what never happened.
    const response = await page.goto('/contact/demande-envoyee')
    expect(response?.status()).toBe(404)
  })

  test('can be completed with the keyboard alone', async ({ page }) => {
    await spyOnMailto(page)
    await page.goto('/contact')
    // Once the page's scripts have run, Tab from the top of the page to the first field, with no
    // pause: the form's code may arrive while the visitor is already typing.
    await expect(submitButton(page)).toBeEnabled()
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      if (await field.firstName(page).evaluate((el) => el === document.activeElement)) break
    }
    await expect(field.firstName(page)).toBeFocused()
    await page.keyboard.type('Jean')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Martin')
    await page.keyboard.press('Tab')
    await page.keyboard.type('jean.martin@example.fr')
    await page.keyboard.press('Tab')
    await expect(field.phone(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(field.domain(page)).toBeFocused()
    // Closed native select: arrows change the choice (1st arrow: « Droit des affaires »).
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(field.domain(page)).toHaveValue('Droit du travail')
    await page.keyboard.press('Tab')
    await expect(field.urgency(page)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(field.urgency(page)).toHaveValue('Situation urgente (sous 24h)')
    // The urgency note's phone number is a link, on the way to the message.
    await page.keyboard.press('Tab')
    await expect(page.locator('[data-urgency-hint] a')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(field.message(page)).toBeFocused()
    await page.keyboard.type('Rupture conventionnelle à négocier.')
    await page.keyboard.press('Tab')
    await expect(submitButton(page)).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page.getByText('Demande envoyée', { exact: true })).toBeVisible()
    const [url = ''] = await mailtos(page)
    expect(url).toContain(
      'subject=Nouvelle%20demande%20de%20consultation%20-%20Droit%20du%20travail',
    )
    const body = decodeURIComponent(url.split('&body=')[1] ?? '')
    expect(body).toContain(`Nom${NBSP}: Jean Martin`)
    expect(body).toContain(`Téléphone${NBSP}: Non renseigné`)
    expect(body).toContain(`Urgence${NBSP}: Situation urgente (sous 24h)`)
    await expect(page.getByRole('heading', { name: 'Votre message est prêt' })).toBeFocused()
  })

  test('the form is in the HTML, usable before its script runs, and keeps what is typed once it has', async ({
    page,
  }) => {
    // The page's scripts held back: the island's server HTML, which works alone
    // (docs/architecture.md « Islands »).
    await routeScripts(page, (route) => route.abort())
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    await expect(field.firstName(page)).toBeVisible()
    await expect(field.firstName(page)).toBeEnabled()
    await expect(submitButton(page)).toBeEnabled()

    await page.unroute('**/*')
    await openForm(page)
    await field.firstName(page).fill(visitor.firstName)
    await field.message(page).fill(visitor.message)
    // Nothing registered or rendered later erases the input.
    await page.waitForTimeout(500)
    await expect(field.firstName(page)).toHaveValue(visitor.firstName)
    await expect(field.message(page)).toHaveValue(visitor.message)
    await expect(submitButton(page)).toBeEnabled()
  })

  test('the map asks nothing of OpenStreetMap until the visitor asks for it', async ({ page }) => {
    const requests = recordOsmRequests(page)
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(requests).toEqual([])
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.getByText('Carte fournie par OpenStreetMap')).toBeAttached()

    const directions = page.getByRole('link', { name: /Itinéraire vers le cabinet/ })
    await expect(directions).toHaveAttribute('target', '_blank')
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(directions).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?to=43.59350%2C1.44620#map=16/43.59350/1.44620',
    )

    const button = page.getByRole('button', { name: 'Afficher la carte' })
    await button.scrollIntoViewIfNeeded()
    const before = await directions.boundingBox()
    await button.click()
    const iframe = page.locator('iframe')
    await expect(iframe).toHaveCount(1)
    await expect(iframe).toHaveAttribute(
      'src',
      'https://www.openstreetmap.org/export/embed.html?bbox=1.44220,43.59150,1.45020,43.59550&layer=mapnik&marker=43.59350,1.44620',
    )
    await expect(iframe).toHaveAttribute('title', /Carte OpenStreetMap/)
    // What follows the map has not moved: loading it shifts nothing (CLS 0).
    expect(await directions.boundingBox()).toEqual(before)
    await expect.poll(() => requests.length).toBeGreaterThan(0)
  })
}

test.describe('Contact, desktop', () => {
  contactSuite()
})

test.describe('Contact, 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  contactSuite()

  test('a valid submission opens the prepared e-mail, toasts, resets and keeps the message', async ({
    page,
  }) => {
    await spyOnMailto(page)
    // The site's CSP forbids eval: validating and building the e-mail must not need it.
    const cspViolations: string[] = []
    await page.exposeFunction('reportCspViolation', (text: string) => cspViolations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const { reportCspViolation } = window as unknown as {
          reportCspViolation: (text: string) => void
        }
        reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await openForm(page)
    await fillValid(page)
    await submitButton(page).click()

    await expect(submitButton(page)).toHaveText('Envoi en cours...')
    await expect(submitButton(page)).toBeDisabled()
    await expect(page.getByText('Demande envoyée', { exact: true })).toBeVisible()
    await expect(page.getByText(/Votre messagerie va s’ouvrir/)).toContainText('24h')
    await expect(submitButton(page)).toHaveText('Envoyer ma demande')
    await expect(submitButton(page)).toBeEnabled()

    const urls = await mailtos(page)
    expect(urls).toHaveLength(1)
    const url = urls[0] ?? ''
    console.log(`mailto capturé : ${url}`)
    // Only our own separators are raw: one `?`, one `&`, and nothing else from the visitor.
    expect(url).toMatch(/^mailto:contact@roques-avocat\.example\?subject=[^?&#=]*&body=[^?&#=]*$/)
    expect(url).toContain(
      '?subject=Nouvelle%20demande%20de%20consultation%20-%20Droit%20du%20travail&body=',
    )
    expect(url).toContain('%0D%0A')
    expect(url).toContain('hier%20%26%20contest%C3%A9%20%3F')
    expect(url).toContain('50%20%25%20%2B%202%20000%20%E2%82%AC%20%23urgent')
    const query = new URL(url).search.slice(1).split('&')
    expect(query.map((pair) => pair.split('=')[0])).toEqual(['subject', 'body'])
    expect(decodeURIComponent(query[0]?.split('=')[1] ?? '')).toBe(expectedSubject)
    expect(decodeURIComponent(query[1]?.split('=')[1] ?? '')).toBe(expectedBody)

    await expectFormReset(page)

    const panel = page.getByRole('region', { name: 'Votre message est prêt' })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Votre message est prêt' })).toBeFocused()
    await expect(panel).toContainText('contact@roques-avocat.example')
    await expect(panel).toContainText(expectedSubject)
    await expect(panel.getByLabel('Texte du message')).toHaveText(
      expectedBody.replace(/\r\n/g, '\n'),
    )
    await expect(panel.getByRole('link', { name: 'Ouvrir dans ma messagerie' })).toHaveAttribute(
      'href',
      url,
    )
    await expect(panel.locator('a[href="tel:+33536491234"]')).toBeVisible()
    expect(cspViolations).toEqual([])

    await panel.getByRole('button', { name: 'Nouvelle demande' }).click()
    await expect(panel).toHaveCount(0)
    await expect(field.firstName(page)).toBeFocused()
  })

  test('the copy button puts the prepared message on the clipboard', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await spyOnMailto(page)
    await openForm(page)
    await page.evaluate(() => navigator.clipboard.writeText('vide'))
    await fillValid(page)
    await submitButton(page).click()
    const panel = page.getByRole('region', { name: 'Votre message est prêt' })
    await panel.getByRole('button', { name: 'Copier le message' }).click()
    await expect(page.getByText('Message copié', { exact: true })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(
      `À${NBSP}: contact@roques-avocat.example\nObjet${NBSP}: ${expectedSubject}\n\n${expectedBody.replace(/\r\n/g, '\n')}`,
    )
  })

  test('a failure to open the mail client shows the « Erreur » toast and keeps the input', async ({
    page,
  }) => {
    await spyOnMailto(page, { fail: true })
    await openForm(page)
    await fillValid(page)
    await submitButton(page).click()
    await expect(page.getByText('Erreur', { exact: true })).toBeVisible()
    await expect(
      page.getByText(/Veuillez réessayer ou appeler le cabinet au 05\s36\s49\s12\s34/),
    ).toBeVisible()
    await expect(page.locator('[data-sonner-toast] a[href="tel:+33536491234"]')).toBeVisible()
    await expect(page.getByText('Demande envoyée')).toHaveCount(0)
    await expect(field.message(page)).toHaveValue(visitor.message)
    await expect(submitButton(page)).toBeEnabled()
    await expect(page.getByRole('region', { name: 'Votre message est prêt' })).toHaveCount(0)
  })

  test('the message states its limit: the browser stops there, the island counts', async ({
    page,
  }) => {
    const max = FIELD_MAX_LENGTHS.message
    const written = formatCount(max)
    const count = page.locator('#contact-message-compte')
    // Before the island runs (and without JavaScript): the limit, in the field's description.
    await routeScripts(page, (route) => route.abort())
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    await expect(field.message(page)).toHaveAttribute('maxlength', String(max))
    await expect(count).toHaveText(`${written} caractères au plus`)
    await expect(field.message(page)).toHaveAttribute(
      'aria-describedby',
      /\bcontact-message-compte\b/,
    )
    for (const name of ['firstName', 'lastName', 'email', 'phone'] as const)
      await expect(field[name](page)).toHaveAttribute('maxlength', String(FIELD_MAX_LENGTHS[name]))

    await page.unroute('**/*')
    await openForm(page)
    await field.message(page).fill('Bonjour Maître')
    await expect(count).toHaveText(`14 / ${written} caractères`)
    // Pasted past the limit: the browser keeps the first `max` characters.
    await field.message(page).fill('')
    await field.message(page).focus()
    await page.keyboard.insertText('x'.repeat(max + 10))
    expect((await field.message(page).inputValue()).length).toBe(max)
    await expect(count).toHaveText(`${written} / ${written} caractères`)
  })

  test('without JavaScript, the map is a link to openstreetmap.org', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const requests = recordOsmRequests(page)
    await page.goto('/contact')
    const link = page.getByRole('link', { name: /Voir la carte sur openstreetmap\.org/ })
    await expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=43.59350&mlon=1.44620#map=17/43.59350/1.44620',
    )
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(requests).toEqual([])
    await context.close()
  })

  /**
   * Opens /contact with the test's clock paused (the five seconds after which the form's code loads
   * anyway only pass when the test runs them) and waits for hydration, then for a second.
   * @returns The URLs of the scripts the page requested so far, and later.
   */
  async function openHydrated(page: Page): Promise<string[]> {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00+01:00') })
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01+01:00'))
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/contact')
    // The map's control is a button once its island has hydrated.
    await expect(page.getByRole('button', { name: 'Afficher la carte' })).toBeVisible()
    await page.waitForTimeout(1000)
    const below = await page
      .locator('form')
      .evaluate((form) => form.getBoundingClientRect().top - window.innerHeight)
    expect(below, 'the form starts more than 200 px below the first screen').toBeGreaterThan(200)
    return scripts
  }

  /**
   * Runs the paused clock by steps of 100 ms until the « Demande envoyée » toast shows: the pause of
   * « Envoi en cours... » and the toasts' own start are timers, scheduled once their code arrived.
   */
  async function runClockUntilSent(page: Page) {
    const toast = page.getByText('Demande envoyée', { exact: true })
    await expect(async () => {
      await page.clock.runFor(100)
      await expect(toast).toBeVisible({ timeout: 100 })
    }).toPass({ timeout: 10_000 })
  }

  // On a phone the form is below the first screen (its top about 1,170 px down a screen of 844):
  // the page starts without its code, which is fetched when the visitor comes to use the form.
  test('the form’s code is fetched when the visitor comes to use the form, not with the page', async ({
    page,
  }) => {
    const scripts = await openHydrated(page)
    const withPage = scripts.length
    // Usable before its code, which is not fetched yet.
    await expect(field.firstName(page)).toBeEnabled()
    await page.waitForTimeout(500)
    expect(scripts).toHaveLength(withPage)
    await page.locator('#titre-formulaire').scrollIntoViewIfNeeded()
    await field.firstName(page).focus()
    await expect.poll(() => scripts.length).toBeGreaterThan(withPage)
    await field.firstName(page).fill(visitor.firstName)
    await expect(field.firstName(page)).toHaveValue(visitor.firstName)
  })

  test('a visitor who reaches the form before its code keeps the focus and what they typed', async ({
    page,
  }) => {
    await spyOnMailto(page)
    await openHydrated(page)
    const release = await holdScripts(page)
    await field.firstName(page).focus()
    await page.keyboard.type('Jean')
    const typedIn = await field.firstName(page).elementHandle()
    await release()
    // The code arrives and binds to the same field, which keeps the focus and the caret.
    await formReady(page)
    await page.keyboard.type('ne')
    await expect(field.firstName(page)).toHaveValue('Jeanne')
    expect(
      await typedIn?.evaluate((input) => input.isConnected && input === document.activeElement),
    ).toBe(true)
    await field.lastName(page).fill('Martin')
    await field.email(page).fill('jeanne.martin@example.fr')
    await field.domain(page).selectOption('Droit du travail')
    await field.message(page).fill('Rupture conventionnelle à négocier.')
    await submitButton(page).click()
    await runClockUntilSent(page)
    const [url = ''] = await mailtos(page)
    expect(decodeURIComponent(url)).toContain(`Nom${NBSP}: Jeanne Martin`)
  })

  test('a submit made before the form’s code arrives goes on once it has', async ({ page }) => {
    await spyOnMailto(page)
    await openHydrated(page)
    const release = await holdScripts(page)
    await fillValid(page)
    await submitButton(page).click()
    // Nothing was posted: the page is still the form, with what was typed.
    await expect(field.message(page)).toHaveValue(visitor.message)
    expect(await mailtos(page)).toEqual([])

    await release()
    await runClockUntilSent(page)
    const [url = ''] = await mailtos(page)
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toBe(expectedBody)
    await expectFormReset(page)
  })

  test('an empty form submitted before its code arrives shows the errors once it has', async ({
    page,
  }) => {
    await spyOnMailto(page)
    await openHydrated(page)
    const release = await holdScripts(page)
    await page.locator('#titre-formulaire').scrollIntoViewIfNeeded()
    await submitButton(page).click()
    await page.waitForTimeout(300)
    expect(await formHydrated(page)).toBe(false)
    await release()
    await expect(field.firstName(page)).toBeFocused()
    await expect(page.locator('form [role="alert"]')).toHaveCount(5)
    await expect(field.firstName(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(submitButton(page)).toHaveText('Envoyer ma demande')
    // Fixing a field clears its error, as on a form whose code was there first.
    await field.firstName(page).fill('Hélène')
    await expect(field.firstName(page)).not.toHaveAttribute('aria-invalid')
    await expect(page.locator('form [role="alert"]')).toHaveCount(4)
    expect(await mailtos(page)).toEqual([])
  })

  test('a submit whose code cannot be fetched gives the button back and keeps the input', async ({
    page,
  }) => {
    await openHydrated(page)
    await routeScripts(page, (route) => route.abort('internetdisconnected'))
    await fillValid(page)
    await submitButton(page).click()
    // The page may try the code once more; then the button is given back.
    await page.clock.runFor(700)
    await expect(submitButton(page)).toHaveText('Envoyer ma demande')
    await expect(submitButton(page)).toBeEnabled()
    await expect(field.message(page)).toHaveValue(visitor.message)
    expect(await formHydrated(page)).toBe(false)
  })

  test('a form whose code could not be fetched is fetched again at the next sign of use', async ({
    page,
  }) => {
    await spyOnMailto(page)
    await openHydrated(page)
    // From now on, the network fails: the scripts the page asks for are the form's.
    const failed: string[] = []
    await routeScripts(page, (route) => {
      failed.push(route.request().url())
      return route.abort('internetdisconnected')
    })
    await page.locator('#titre-formulaire').scrollIntoViewIfNeeded()
    await field.firstName(page).focus()
    await expect.poll(() => failed.length).toBeGreaterThan(0)
    // Astro tries a failed script once more after a pause, on the page's clock: that fails too.
    await page.clock.runFor(1100)
    // The fields keep what is typed without their code.
    await fillValid(page)
    await page.clock.runFor(1100)

    await page.unroute('**/*')
    // The next sign of use fetches the form's code again.
    await expect(async () => {
      await field.message(page).focus()
      await field.firstName(page).focus()
      await page.clock.runFor(1100)
      expect(await formHydrated(page)).toBe(true)
    }).toPass({ timeout: 15_000 })
    await formReady(page)
    await submitButton(page).click()
    await runClockUntilSent(page)
    const [url = ''] = await mailtos(page)
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toBe(expectedBody)
  })
})
