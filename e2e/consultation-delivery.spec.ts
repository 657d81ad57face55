import { request as httpRequest } from 'node:http'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { freePort } from '../scripts/lib/server-process.mjs'
import { CONTACT_ERRORS } from '../src/lib/contact/options'
import { expect, test } from './fixtures'
import { startOwnSite } from './helpers'
import { startSmtp } from './smtp-harness'

/**
 * The consultation form delivered by the server (README « Settings »: `SMTP_URL`, `CONTACT_TO`,
 * `CONTACT_FROM`), against a real SMTP server (e2e/smtp-harness.ts) and a production server of its
 * own: the e-mail as delivered, failures that lose nothing, bad input and abuse, the form with
 * and without JavaScript. Requests outside the browser come from their own loopback addresses
 * (127.0.0.x), each with its own rate limit; the browser's come from 127.0.0.1 and stay within 5.
 */

const CONTACT_TO = 'cabinet@example.fr'
const CONTACT_FROM = 'Site du cabinet <site@example.fr>'
const NBSP = '\u00a0'

let smtp: Awaited<ReturnType<typeof startSmtp>>
let site: Awaited<ReturnType<typeof startDeliverySite>>
const siteLog: string[] = []

/** A request a visitor filled in, as the island posts it. */
const visitor = (overrides: Record<string, string | number> = {}) => ({
  firstName: 'Zoé',
  lastName: 'Lefèvre',
  email: 'zoe.lefevre@example.fr',
  phone: '06 12 34 56 78',
  domain: 'Droit du travail',
  urgency: 'Situation urgente (sous 24h)',
  message: 'Mon employeur envisage une rupture conventionnelle.\nQue dois-je vérifier ?',
  x_confirm: '',
  fillSeconds: 20,
  ...overrides,
})

let nextAddress = 10
/** A loopback address of its own, so that each test has the whole rate limit. */
const freshAddress = () => `127.0.0.${nextAddress++}`

/**
 * POSTs to the site from loopback `address` (Node's HTTP client, which can choose its source
 * address, unlike the browser and Playwright's request context).
 */
function post(
  path: string,
  body: string,
  {
    type = 'application/json',
    address = freshAddress(),
    headers = {},
    origin = site.origin,
  }: { type?: string; address?: string; headers?: Record<string, string>; origin?: string } = {},
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}> {
  const url = new URL(path, origin)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: address,
        headers: { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const postJson = (data: unknown, options: Parameters<typeof post>[2] = {}) =>
  post('/api/consultation', JSON.stringify(data), options)

/** The messages delivered so far whose text holds `marker`. */
const deliveredWith = (marker: string) => smtp.messages.filter((mail) => mail.text.includes(marker))

/** Lines the site logged about a delivery failure. */
const failureLines = () => siteLog.filter((line) => line.includes('not delivered'))

test.describe.configure({ timeout: 60_000 })

/** The site with SMTP delivery on towards `smtpUrl`, its output kept in `siteLog`. */
const startDeliverySite = (smtpUrl: string, env: Record<string, string> = {}) =>
  startOwnSite({ SMTP_URL: smtpUrl, CONTACT_TO, CONTACT_FROM, ...env }, siteLog)

test.beforeAll(async () => {
  smtp = await startSmtp(await freePort())
  site = await startDeliverySite(smtp.url)
})

test.afterAll(async () => {
  await site?.stop()
  await smtp?.close()
})

test.beforeEach(() => {
  smtp.setMode('accept')
})

test.describe('the e-mail as delivered', () => {
  test('subject, body, Reply-To and accents, to the practice only', async () => {
    const marker = `Dossier ${Date.now()} : préavis, congés payés, « clause »`
    const answer = await postJson(visitor({ message: marker }))
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ sent: true })
    const [mail] = deliveredWith(marker)
    expect(mail).toBeDefined()
    if (!mail) return
    expect(mail.envelope.to).toEqual([CONTACT_TO])
    expect(mail.headers.get('subject')).toEqual([
      'Nouvelle demande de consultation - Droit du travail',
    ])
    expect(mail.headers.get('reply-to')).toEqual(['Zoé Lefèvre <zoe.lefevre@example.fr>'])
    expect(mail.headers.get('from')).toEqual([CONTACT_FROM])
    expect(mail.headers.get('content-type')?.[0]).toMatch(/text\/plain; charset=utf-8/i)
    expect(mail.text).toContain(`Nom${NBSP}: Zoé Lefèvre`)
    expect(mail.text).toContain(`E-mail${NBSP}: zoe.lefevre@example.fr`)
    expect(mail.text).toContain(`Téléphone${NBSP}: 06 12 34 56 78`)
    expect(mail.text).toContain(`Domaine${NBSP}: Droit du travail`)
    expect(mail.text).toContain(`Urgence${NBSP}: Situation urgente (sous 24h)`)
    expect(mail.text).toContain(marker)
  })

  test('line breaks in a name cannot add a header or a recipient', async () => {
    const marker = `Injection ${Date.now()}`
    const answer = await postJson(
      visitor({
        firstName: 'Zoé\r\nBcc: victime@example.com',
        lastName: 'Lefèvre\nCc: autre@example.com\r\n\r\nCorps ajouté',
        phone: '06\r\nX-Injected: oui',
        message: marker,
      }),
    )
    expect(answer.status).toBe(200)
    const [mail] = deliveredWith(marker)
    expect(mail?.envelope.to).toEqual([CONTACT_TO])
    expect(mail?.headers.has('bcc')).toBe(false)
    expect(mail?.headers.has('cc')).toBe(false)
    expect(mail?.headers.has('x-injected')).toBe(false)
    expect(mail?.headers.get('subject')).toEqual([
      'Nouvelle demande de consultation - Droit du travail',
    ])
    expect(mail?.headers.get('reply-to')?.[0]).toMatch(/<zoe\.lefevre@example\.fr>$/)
  })

  test('50 concurrent requests are each delivered exactly once', async () => {
    const run = Date.now()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_unused, i) =>
        // Ten addresses, five requests each: the rate limit's exact allowance.
        postJson(visitor({ message: `Lot ${run} n° ${i} fin` }), {
          address: `127.0.1.${(i % 10) + 1}`,
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
    for (let i = 0; i < 50; i++) expect(deliveredWith(`Lot ${run} n° ${i} fin`)).toHaveLength(1)
  })
})

test.describe('failures lose nothing and are logged once, without personal data', () => {
  test('SMTP refusing: 502', async () => {
    smtp.setMode('refuse')
    const before = failureLines().length
    const answer = await postJson(visitor({ message: 'Refusée par le serveur' }))
    expect(answer.status).toBe(502)
    await expect.poll(() => failureLines().length).toBe(before + 1)
    const line = failureLines().at(-1) ?? ''
    expect(line).not.toMatch(/zoe|Lefèvre|Refusée/i)
  })

  test('SMTP down: 502, then delivered again once it is back', async () => {
    await smtp.down()
    try {
      const answer = await postJson(visitor({ message: 'Serveur arrêté' }))
      expect(answer.status).toBe(502)
    } finally {
      await smtp.up()
    }
    const marker = `Après la panne ${Date.now()}`
    expect((await postJson(visitor({ message: marker }))).status).toBe(200)
    expect(deliveredWith(marker)).toHaveLength(1)
  })

  test('SMTP slower than 10 s: 504 after 10 s', async () => {
    smtp.setMode('slow')
    const started = Date.now()
    const answer = await postJson(visitor({ message: 'Serveur lent' }))
    expect(answer.status).toBe(504)
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500)
    expect(failureLines().at(-1)).not.toMatch(/zoe|Lefèvre|lent/i)
  })
})

test('the privacy policy names the SMTP server and the ten minutes an address is kept', async ({
  request,
}) => {
  const html = await (await request.get(`${site.origin}/confidentialite`)).text()
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
  expect(text).toContain('par le serveur d’envoi 127.0.0.1, sans les enregistrer')
  expect(text).toContain('Le serveur d’envoi d’e-mails 127.0.0.1')
  expect(text).toContain('effacée dix minutes au plus après la demande')
  expect(text).not.toContain('ne transmet rien au serveur du site')
})

test.describe('bad input and abuse: a clear answer, never a 5xx', () => {
  test('400 with the form’s messages, field by field', async () => {
    const answer = await postJson(visitor({ firstName: ' ', email: 'zoe@', domain: '' }))
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({
      errors: {
        firstName: CONTACT_ERRORS.firstName,
        email: CONTACT_ERRORS.emailFormat,
        domain: CONTACT_ERRORS.domain,
      },
    })
  })

  test('413 past its limit, 415 for another type, 403 from another origin', async () => {
    const big = JSON.stringify(visitor({ message: 'é'.repeat(30 * 1024) }))
    expect((await post('/api/consultation', big)).status).toBe(413)
    expect(
      (
        await post('/api/consultation', '<demande/>', {
          type: 'application/xml',
          headers: { Origin: site.origin },
        })
      ).status,
    ).toBe(415)
    const foreign = { Origin: 'https://autre-site.example' }
    const json = await postJson(visitor(), { headers: foreign })
    expect(json.status).toBe(403)
    expect(json.headers['cache-control']).toBe('no-store')
  })

  test('a JSON body sent in chunks past its limit: 413 before its last chunk, nothing sent', async () => {
    const status = await new Promise<number | null>((resolve) => {
      const request = httpRequest(new URL('/api/consultation', site.origin), {
        method: 'POST',
        localAddress: freshAddress(),
        headers: { 'Content-Type': 'application/json' },
      })
      const timer = setTimeout(() => {
        request.destroy()
        resolve(null)
      }, 5000)
      request.on('response', (response) => {
        clearTimeout(timer)
        request.destroy()
        resolve(response.statusCode ?? 0)
      })
      request.on('error', () => undefined)
      // Chunked (no Content-Length), 128 KiB written, the body never ended.
      request.write(`{"message":"${'a'.repeat(128 * 1024)}`)
    })
    expect(status).toBe(413)
    expect(deliveredWith('a'.repeat(1000))).toHaveLength(0)
  })

  test('a form post past the limit or too long: the contact page, with what was typed', async () => {
    const form = (message: string, origin = site.origin) =>
      post(
        '/api/consultation',
        new URLSearchParams({
          ...visitor(),
          message,
          fillSeconds: '',
          renderedAt: String(Date.now() - 60_000),
        }).toString(),
        { type: 'application/x-www-form-urlencoded', headers: { Origin: origin } },
      )
    // 40 KB: read, refused by the form's own limit, every field kept.
    const long = `Début du message. ${'x'.repeat(40_000)}`
    const refused = await form(long)
    expect(refused.status).toBe(400)
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(refused.body).toContain('Ce champ ne peut pas dépasser 5')
    expect(refused.body).toContain('value="Zoé"')
    expect(refused.body).toContain('value="zoe.lefevre@example.fr"')
    expect(refused.body).toContain(long)

    // 80 KB: past what the site reads, what fits comes back, the message cut at its limit.
    const huge = `Début du message. ${'y'.repeat(80_000)}`
    const cut = await form(huge)
    expect(cut.status).toBe(413)
    expect(cut.body).toContain('elle dépasse ce que le site peut transmettre')
    expect(cut.body).toContain('value="Zoé"')
    expect(cut.body).toContain('value="Lefèvre"')
    expect(cut.body).toMatch(/<textarea[^>]*maxLength="5000"|<textarea[^>]*maxlength="5000"/)
    expect(cut.body).toContain(`>${huge.slice(0, 5000)}</textarea>`)
  })

  test('a form posted from another site: the site’s French page, 403, what it held, nothing sent', async () => {
    const formPost = await post(
      '/api/consultation',
      new URLSearchParams({
        ...visitor(),
        message: 'Depuis une copie de la page',
        fillSeconds: '20',
      }).toString(),
      {
        type: 'application/x-www-form-urlencoded',
        headers: { Origin: 'https://autre-site.example' },
      },
    )
    expect(formPost.status).toBe(403)
    expect(formPost.headers['cache-control']).toBe('no-store')
    expect(formPost.headers['content-type']).toMatch(/^text\/html/)
    expect(formPost.body).toContain('<html lang="fr"')
    expect(formPost.body).toContain('elle provient d’une page qui n’est pas celle du site')
    expect(formPost.body).toContain('value="Zoé"')
    expect(formPost.body).toContain('Depuis une copie de la page</textarea>')
    expect(deliveredWith('Depuis une copie de la page')).toHaveLength(0)
  })

  test('control characters in a name reach neither the headers nor the body of the e-mail', async () => {
    const marker = `Contrôle ${Date.now()}`
    const answer = await postJson(
      visitor({
        firstName: 'Zo\u000bé\u0000',
        lastName: '\u001bLef\u000cèvre\u0085',
        phone: '06\u0007 12',
        message: `${marker}\u0000\nfin`,
      }),
    )
    expect(answer.status).toBe(200)
    const [mail] = deliveredWith(marker)
    expect(mail?.headers.get('reply-to')).toEqual(['Zoé Lefèvre <zoe.lefevre@example.fr>'])
    expect(mail?.text).toContain(`Nom${NBSP}: Zoé Lefèvre`)
    expect(mail?.text).toMatch(new RegExp(`${marker}\\r?\\nfin`))
    expect(mail?.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/)
  })

  test('429 with Retry-After past 5 requests in 10 minutes from one address', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await postJson(visitor({ message: `Quota ${i}` }), { address })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    const refused = await postJson(visitor(), { address })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600)
    expect((await postJson(visitor({ message: 'Autre adresse' }))).status).toBe(200)

    // The same from a form without JavaScript: the contact page, with the message to send by mail.
    const formAddress = freshAddress()
    const form = new URLSearchParams({
      ...visitor(),
      fillSeconds: '',
      renderedAt: String(Date.now() - 60_000),
    }).toString()
    const formPost = () =>
      post('/api/consultation', form, {
        type: 'application/x-www-form-urlencoded',
        address: formAddress,
        headers: { Origin: site.origin },
      })
    for (let i = 0; i < 5; i++) expect((await formPost()).status).toBe(303)
    const page = await formPost()
    expect(page.status).toBe(429)
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(500)
    expect(page.body).toContain('Trop de demandes ont été envoyées depuis votre connexion')
    expect(page.body).toContain('mailto:contact@roques-avocat.example?subject=')
  })

  test('a forged X-Forwarded-For gets no fresh limit; behind TRUST_PROXY each visitor has one', async () => {
    const address = freshAddress()
    const forged = (i: number) => ({ address, headers: { 'X-Forwarded-For': `203.0.113.${i}` } })
    for (let i = 0; i < 5; i++) expect((await postJson(visitor(), forged(i))).status).toBe(200)
    expect((await postJson(visitor(), forged(5))).status).toBe(429)

    // Every loopback address is the proxy here: the visitor is the last address it appended.
    const proxied = await startDeliverySite(smtp.url, {
      TRUST_PROXY: '127.0.0.0/8',
    })
    try {
      const proxy = freshAddress()
      const through = (forwardedFor: string) =>
        post('/api/consultation', JSON.stringify(visitor()), {
          address: proxy,
          headers: { 'X-Forwarded-For': forwardedFor },
          origin: proxied.origin,
        }).then((response) => response.status)
      for (let i = 0; i < 5; i++) expect(await through('198.51.100.7')).toBe(200)
      expect(await through('198.51.100.7')).toBe(429)
      // What a client wrote before the proxy's own entry changes nothing.
      expect(await through('192.0.2.1, 198.51.100.7')).toBe(429)
      expect(await through('198.51.100.8')).toBe(200)
    } finally {
      await proxied.stop()
    }
  })

  test('the honeypot and a form filled in under 3 s: answered as sent, nothing sent, the reason logged', async () => {
    // Markers, not a count: the slow server's message of an earlier test may arrive meanwhile.
    const marker = `Robot ${Date.now()}`
    const logged = siteLog.length
    expect(
      (await postJson(visitor({ message: marker, x_confirm: 'https://promo.example' }))).status,
    ).toBe(200)
    expect((await postJson(visitor({ message: marker, fillSeconds: 1 }))).status).toBe(200)
    const form = new URLSearchParams({
      ...visitor({ message: marker }),
      fillSeconds: '',
      renderedAt: String(Date.now()),
    }).toString()
    const quick = await post('/api/consultation', form, {
      type: 'application/x-www-form-urlencoded',
      headers: { Origin: site.origin },
    })
    expect(quick.status).toBe(303)
    expect(deliveredWith(marker)).toHaveLength(0)
    // One line each, with why, and nothing the visitor typed (README « Logs »).
    await expect
      .poll(() => siteLog.slice(logged).filter((line) => line.includes('dropped as a bot')))
      .toHaveLength(3)
    const lines = siteLog.slice(logged).filter((line) => line.includes('dropped as a bot'))
    expect(lines[0]).toMatch(/honeypot filled/)
    expect(lines[1]).toMatch(/filled in 1\.0 s, under 3 s/)
    for (const line of lines) expect(line).not.toMatch(/zoe|Zoé|Lefèvre|promo|rupture/i)
  })
})

/** A text field of the form by its label (the required mark is not part of its name). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

/** Fills the form as a visitor would (the first keystroke starts the island). */
async function fillForm(page: Page, message: string) {
  await field(page, 'Prénom').fill('Zoé')
  await field(page, 'Nom').fill('Lefèvre')
  await field(page, 'E-mail').fill('zoe.lefevre@example.fr')
  await page
    .getByRole('combobox', { name: 'Domaine concerné', exact: true })
    .selectOption('Droit international')
  await field(page, 'Votre message').fill(message)
}

test.describe('in the browser, from 127.0.0.1', () => {
  test('with JavaScript: sent, the toast says so, the form empties; refused: the mailto link and the message', async ({
    page,
  }) => {
    await page.goto(`${site.origin}/contact`)
    await expect(page.getByText('Votre demande est envoyée au cabinet par e-mail')).toBeVisible()
    await expect(page.getByText(/par le serveur d’envoi 127\.0\.0\.1/)).toBeVisible()
    const marker = `Navigateur ${Date.now()}`
    // A person takes more than 3 s from the page's load to the submit; the island starts on the
    // first keystroke and counts from the load, so a form filled and sent at once is not dropped.
    await page.waitForTimeout(3_200)
    await fillForm(page, marker)
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByText('Demande envoyée', { exact: true })).toBeVisible()
    await expect(page.getByText(/Votre demande a bien été envoyée au cabinet/)).toBeVisible()
    await expect(field(page, 'Prénom')).toHaveValue('')
    expect(deliveredWith(marker)).toHaveLength(1)

    smtp.setMode('refuse')
    const lost = `Jamais perdue ${Date.now()}`
    await fillForm(page, lost)
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByText('Erreur', { exact: true })).toBeVisible()
    // The number to call is a link, and the toast stays long enough to reach it.
    await expect(page.locator('[data-sonner-toast] a[href="tel:+33536491234"]')).toBeVisible()
    const panel = page.getByTestId('message-prepare')
    await expect(panel.getByRole('heading')).toHaveText(
      'Envoyez votre demande depuis votre messagerie',
    )
    await expect(panel.getByRole('heading')).toBeFocused()
    const link = panel.getByRole('link', { name: 'Ouvrir dans ma messagerie' })
    expect(await link.getAttribute('href')).toMatch(
      /^mailto:contact@roques-avocat\.example\?subject=Nouvelle%20demande%20de%20consultation%20-%20Droit%20international&body=/,
    )
    await expect(panel.getByLabel('Texte du message')).toContainText(lost)
    await expect(field(page, 'Votre message')).toHaveValue(lost)
    expect(deliveredWith(lost)).toHaveLength(0)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
      .analyze()
    expect(
      results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
      })),
    ).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('errors come back with what was typed; once sent, 303 to the confirmation; SMTP down: the mailto link', async ({
      page,
    }) => {
      await page.goto(`${site.origin}/contact`)
      await fillForm(page, '   ')
      await page.waitForTimeout(3_200)
      const [invalid] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/consultation')),
        page.getByRole('button', { name: 'Envoyer ma demande' }).click(),
      ])
      expect(invalid.status()).toBe(400)
      expect(invalid.headers()['cache-control']).toBe('no-store')
      await expect(page.getByText(/corrigez les champs signalés/)).toBeVisible()
      await expect(page.getByText(CONTACT_ERRORS.message)).toBeVisible()
      await expect(field(page, 'Prénom')).toHaveValue('Zoé')
      await expect(
        page.getByRole('combobox', { name: 'Domaine concerné', exact: true }),
      ).toHaveValue('Droit international')

      const marker = `Sans JavaScript ${Date.now()}`
      await field(page, 'Votre message').fill(marker)
      const [sent] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/consultation')),
        page.getByRole('button', { name: 'Envoyer ma demande' }).click(),
      ])
      expect(sent.status()).toBe(303)
      await expect(page).toHaveURL(`${site.origin}/contact/demande-envoyee`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demande envoyée')
      expect(deliveredWith(marker)).toHaveLength(1)

      await smtp.down()
      try {
        await page.goto(`${site.origin}/contact`)
        const lost = `Panne sans JavaScript ${Date.now()}`
        await fillForm(page, lost)
        await page.waitForTimeout(3_200)
        const [failed] = await Promise.all([
          page.waitForResponse((response) => response.url().endsWith('/api/consultation')),
          page.getByRole('button', { name: 'Envoyer ma demande' }).click(),
        ])
        expect(failed.status()).toBe(502)
        expect(failed.headers()['cache-control']).toBe('no-store')
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: 'appelez le cabinet' })
            .getByRole('link', {
              name: /^05\s36\s49\s12\s34$/,
            }),
        ).toHaveAttribute('href', 'tel:+33536491234')
        await expect(page.getByText(/Votre demande n’a pas pu être envoyée/).first()).toBeVisible()
        const panel = page.getByTestId('message-prepare')
        await expect(panel.getByLabel('Texte du message')).toContainText(lost)
        await expect(
          panel.getByRole('link', { name: 'Ouvrir dans ma messagerie' }),
        ).toHaveAttribute('href', /^mailto:contact@roques-avocat\.example\?subject=/)
        await expect(field(page, 'Votre message')).toHaveValue(lost)
      } finally {
        await smtp.up()
      }
    })
  })
})
