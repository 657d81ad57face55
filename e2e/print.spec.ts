import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { firstArticlePath } from './quality-helpers'

/**
 * Printed pages (the print section of src/styles/globals.css): only the page's content, black on white,
 * under a masthead with the site's name and address; the address of each link after its text;
 * an article starts with its title, date and author. Checked with the print media type emulated
 * in both colour schemes, and once through Chromium's PDF printer.
 */

/** Public origin of the site under test, as its pages state it (`<link rel="canonical">`). */
async function siteOrigin(page: Page): Promise<string> {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  return new URL(canonical!).origin
}

/** In the page: visible elements whose text is not black or whose background is not blank. */
function notBlackOnWhite(): string[] {
  const problems: string[] = []
  for (const el of document.querySelectorAll('body, body *')) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue
    const css = getComputedStyle(el)
    const hasText = Array.from(el.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    )
    if (hasText && css.color !== 'rgb(0, 0, 0)')
      problems.push(`<${el.tagName.toLowerCase()}> text in ${css.color}`)
    const bg = css.backgroundColor
    if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'rgb(255, 255, 255)')
      problems.push(`<${el.tagName.toLowerCase()}> background ${bg}`)
    if (css.backgroundImage !== 'none')
      problems.push(`<${el.tagName.toLowerCase()}> background image`)
  }
  return problems
}

/** In the page: the text printed after a link (its `::after` content). */
function printedAfter(link: Element): string {
  return getComputedStyle(link, '::after').content
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`printing, ${colorScheme} system theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ media: 'print', colorScheme })
    })

    test('an article: masthead, then its title, date and author; nothing of the screen layout', async ({
      page,
      request,
    }) => {
      const path = await firstArticlePath(request)
      await page.goto(path)
      const origin = await siteOrigin(page)

      for (const hidden of [
        page.getByRole('banner'),
        page.getByRole('contentinfo'),
        page.getByRole('navigation'),
        page.getByRole('button', { name: 'Partager' }),
        page.getByRole('link', { name: 'Aller au contenu' }),
      ])
        for (const element of await hidden.all()) await expect(element).toBeHidden()

      const masthead = page.locator('[data-print-masthead]')
      await expect(masthead).toBeVisible()
      await expect(masthead).toContainText('Maître Vincent Roques')
      await expect(masthead).toContainText(origin)

      // Reading order on paper: the first texts printed are the masthead, the article's title,
      // then its date and author, before the article's image and body.
      const order = await page.evaluate(() => {
        const texts: { text: string; top: number }[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const owner = node.parentElement!
          if (!node.textContent?.trim() || owner.closest('script, style, noscript')) continue
          if (!owner.checkVisibility({ visibilityProperty: true })) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const box = range.getBoundingClientRect()
          if (box.width > 1 && box.height > 1)
            texts.push({ text: node.textContent.trim(), top: box.top })
        }
        return texts.sort((a, b) => a.top - b.top).map((t) => t.text)
      })
      const title = (await page.locator('main h1').textContent())!.trim()
      const author = (await page.locator('main article > header li').last().textContent())!.trim()
      const date = (await page.locator('main article > header time').textContent())!.trim()
      expect(order.slice(0, 3), order.slice(0, 8).join(' | ')).toEqual([
        'Maître Vincent Roques, avocat à Toulouse',
        origin,
        title,
      ])
      const meta = order.slice(3, 6)
      expect(meta, order.slice(0, 8).join(' | ')).toContain(date)
      expect(meta, order.slice(0, 8).join(' | ')).toContain(author)
      const body = await page.locator('.prose-article').boundingBox()
      const dateBox = await page.locator('main article > header time').boundingBox()
      expect(dateBox!.y).toBeLessThan(body!.y)

      const colours = await page.evaluate(notBlackOnWhite)
      expect(colours, colours.join('\n')).toEqual([])

      // The site's own links print their absolute address.
      const back = page.locator('main a[href="/blog"]').first()
      expect(await back.evaluate(printedAfter)).toBe(`" (${origin}/blog)"`)

      // A heading stays with what follows it; figures are not cut.
      const breaks = await page.evaluate(() => {
        const h2 = document.querySelector('.prose-article h2')
        const next = h2?.nextElementSibling
        return {
          heading: h2 ? getComputedStyle(h2).breakAfter : null,
          headingInside: h2 ? getComputedStyle(h2).breakInside : null,
          firstParagraph: next?.tagName === 'P' ? getComputedStyle(next).breakInside : 'avoid',
        }
      })
      expect(breaks).toEqual({ heading: 'avoid', headingInside: 'avoid', firstParagraph: 'avoid' })
    })

    test('the legal notices: link addresses printed, anchors without', async ({ page }) => {
      await page.goto('/mentions-legales')
      const origin = await siteOrigin(page)
      await expect(page.getByRole('banner')).toBeHidden()
      await expect(page.getByRole('contentinfo')).toBeHidden()
      await expect(page.locator('[data-print-masthead]')).toBeVisible()

      const external = page.locator('main a[href^="https://"]').first()
      const href = await external.getAttribute('href')
      expect(await external.evaluate(printedAfter)).toBe(`" (${href})"`)
      const internal = page.locator('main a[href^="/"]').first()
      const path = await internal.getAttribute('href')
      expect(await internal.evaluate(printedAfter)).toBe(`" (${origin}${path})"`)
      const anchor = page.locator('main a[href^="#"]').first()
      expect(await anchor.evaluate(printedAfter)).toBe('none')
      for (const scheme of ['tel:', 'mailto:']) {
        const link = page.locator(`main a[href^="${scheme}"]`).first()
        expect(await link.evaluate(printedAfter), scheme).toBe('none')
      }

      const colours = await page.evaluate(notBlackOnWhite)
      expect(colours, colours.join('\n')).toEqual([])
    })

    test('the contact page: no map', async ({ page }) => {
      await page.goto('/contact')
      await expect(page.getByRole('button', { name: 'Afficher la carte' })).toBeHidden()
      await expect(page.locator('iframe')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })
}

test('an article prints to PDF on fewer pages than its screen layout would take', async ({
  page,
  request,
}, testInfo) => {
  await page.goto(await firstArticlePath(request))
  await page.evaluate(() => document.fonts.ready)
  const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0
  const printed = await page.pdf({ format: 'A4', preferCSSPageSize: true })
  await testInfo.attach('article.pdf', { body: printed, contentType: 'application/pdf' })
  expect(printed.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  // The same page printed with its screen styles: header, menus, share buttons and footer.
  await page.emulateMedia({ media: 'screen' })
  const screen = await page.pdf({ format: 'A4' })
  expect(pageCount(printed)).toBeGreaterThanOrEqual(1)
  expect(pageCount(printed)).toBeLessThan(pageCount(screen))
})
