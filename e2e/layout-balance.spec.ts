import { expect, test } from './fixtures'
import { firstArticlePath } from './quality-helpers'

/**
 * How a few pages are composed, as a visitor sees them (docs/specification.md « Article »,
 * « Contact », « Testimonial carousel »): the article's footer on its text column, the contact
 * form weighing most beside a column without an empty area, and the testimonials' notice smaller
 * than a testimonial. One page load each; the widths are the same page resized.
 */

/** A phone and a wide screen. */
const WIDTHS = [390, 1440] as const
/** Sub-pixel layout. */
const TOLERANCE = 1
/** The notice under the testimonials may be at most this share of a testimonial's height. */
const NOTICE_SHARE = 0.7

test('an article’s footer (categories, share) sits on the edges of its text column', async ({
  page,
  request,
}) => {
  await page.goto(await firstArticlePath(request))
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    const [body, footer] = await Promise.all(
      ['.prose-article', 'main article footer'].map((selector) =>
        page.locator(selector).evaluate((el) => {
          const box = el.getBoundingClientRect()
          return { left: box.left, right: box.right }
        }),
      ),
    )
    expect(Math.abs(footer!.left - body!.left), `${width} px, left edges`).toBeLessThan(TOLERANCE)
    expect(Math.abs(footer!.right - body!.right), `${width} px, right edges`).toBeLessThan(
      TOLERANCE,
    )
  }
})

test('/contact at 1440 px: the form weighs most, and the column beside it has no empty area', async ({
  page,
}) => {
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort())
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/contact')
  const layout = await page.evaluate(() => {
    const box = (el: Element) => el.getBoundingClientRect()
    const form = document.querySelector('section[aria-labelledby="titre-formulaire"]')!
    const details = document.querySelector('section[aria-labelledby="titre-coordonnees"]')!
    const notice = document.querySelector('aside[aria-labelledby="titre-donnees"]')!
    const area = (rect: DOMRect) => rect.width * rect.height
    // What a visitor fills in, against the small grey print around it in the form's card.
    const fields = Array.from(form.querySelectorAll('input, select, textarea'))
      .filter((el) => el.checkVisibility())
      .reduce((sum, el) => sum + area(box(el)), 0)
    const finePrint = Array.from(form.querySelectorAll('p, li'))
      .filter((el) => el.checkVisibility() && parseFloat(getComputedStyle(el).fontSize) < 15)
      .reduce((sum, el) => sum + area(box(el)), 0)
    return {
      form: { left: box(form).left, width: box(form).width, bottom: box(form).bottom },
      column: {
        width: box(details).width,
        bottom: Math.max(box(details).bottom, box(notice).bottom),
      },
      top: box(form).top,
      fields,
      finePrint,
    }
  })
  expect(layout.form.width).toBeGreaterThan(layout.column.width)
  expect(layout.fields, 'fields against fine print in the form').toBeGreaterThan(layout.finePrint)
  // The narrow column ends within a fifth of the form's height from the form's end.
  const formHeight = layout.form.bottom - layout.top
  expect(layout.form.bottom - layout.column.bottom, 'empty area beside the form').toBeLessThan(
    formHeight / 5,
  )
})

test('the testimonials’ notice is fine print, shorter than a testimonial', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    const sizes = await page.evaluate(() => {
      const notice = document.querySelector('[data-testimonials-notice]')!
      const slide = document.querySelector('[data-carousel-slide]')!
      const quote = slide.querySelector('blockquote')!
      const fontSize = (el: Element) => parseFloat(getComputedStyle(el).fontSize)
      return {
        notice: notice.getBoundingClientRect().height,
        slide: slide.getBoundingClientRect().height,
        noticeText: fontSize(notice.querySelector('p')!),
        quoteText: fontSize(quote),
      }
    })
    // Clearly smaller: at most seven tenths of a testimonial's height (it was as tall).
    expect(sizes.notice, `${width} px: heights`).toBeLessThan(sizes.slide * NOTICE_SHARE)
    expect(sizes.noticeText, `${width} px: text sizes`).toBeLessThan(sizes.quoteText)
  }
})
