import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { renderWholePage, WORDPRESS_URL } from './helpers'
import {
  ARTICLE,
  FEATURE_ROUTES,
  firstArticlePath,
  mediaRules,
  NO_TRANSITIONS,
  QUALITY_ROUTES,
  styleSources,
} from './quality-helpers'

/**
 * Every text fits the box a visitor sees around it (docs/specification.md « Quality »): on every
 * route, at the widths of small and large phones, a tablet and laptops, no line of
 * text runs past the edge of its card, button, badge or band — the nearest element drawn with a
 * border or a fill. A word wider than its card is the failure this finds (« d’expérience » in a
 * third of a 320-px phone); e2e/layout-widths.spec.ts checks the page's own overflow and text cut
 * off by a box that hides it, not text that runs out of a box that lets it show.
 *
 * One page load per route, each width the same page resized, its text measured with one
 * `page.evaluate`. In the light theme only: the dark theme changes colours and not a box (the
 * first test below reads it from src/), so its text sits where the light theme's does.
 */

/** Small phones (320, 360), a large phone (390), a tablet (768) and laptops (1024, 1440). */
export const TEXT_FIT_WIDTHS = [320, 360, 390, 768, 1024, 1440] as const
/** Unknown path: the 404 page, whose links are the way back for a lost visitor. */
const NOT_FOUND = '/page-introuvable'
/** A category page and a later page of the list: the blog's other layouts. */
const CATEGORY = 'catégorie' as const
const SECOND_PAGE = '/blog/page/2'

/** The static routes, an article, the search, a category, a later list page and the 404 page. */
const ROUTES = [...QUALITY_ROUTES, FEATURE_ROUTES[0], CATEGORY, SECOND_PAGE, NOT_FOUND] as const

test.describe.configure({ timeout: 60_000 })

test('the dark theme changes colours only: no box, no width, no `dark:` variant', () => {
  const found = styleSources().flatMap(({ file, text }) => {
    const variants = [...text.matchAll(/\bdark:[\w-]+/g)].map(([match]) => `${file}: ${match}`)
    // Every declaration under `prefers-color-scheme: dark`: a colour token, `color-scheme`, or
    // the images' `filter`, none of which moves a box.
    const dark = mediaRules(text, /prefers-color-scheme:\s*dark/).flatMap(({ body }) =>
      [...body.matchAll(/([\w-]+)\s*:\s*([^;{}]+);/g)]
        .filter(
          ([, property, value]) =>
            !(
              (property!.startsWith('--') && /^\s*(#[\da-f]{3,8}|rgba?\(|oklch\()/i.test(value!)) ||
              property === 'color-scheme' ||
              property === 'filter'
            ),
        )
        .map(([declaration]) => `${file}: ${declaration}`),
    )
    return [...variants, ...dark]
  })
  expect(found, found.join('\n')).toEqual([])
})

/** The path of the demo WordPress's first category with posts (`/blog/categorie/<slug>`). */
async function categoryPath(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/categories?per_page=100`)
  const categories = (await response.json()) as { slug: string; count: number }[]
  const slug = categories.find((category) => category.count > 0)?.slug
  if (!slug) throw new Error('the demo WordPress has no category with posts')
  return `/blog/categorie/${slug}`
}

for (const route of ROUTES) {
  test(`${route}: every text fits its box at ${TEXT_FIT_WIDTHS.join(', ')} px, light and dark`, async ({
    page,
    request,
  }) => {
    const path =
      route === CATEGORY
        ? await categoryPath(request)
        : route === ARTICLE
          ? await firstArticlePath(request)
          : route
    // The map of /contact is loaded only when asked for; the tests stay offline.
    await page.route('https://www.openstreetmap.org/**', (r) => r.abort())
    await page.setViewportSize({ width: TEXT_FIT_WIDTHS[0], height: 900 })
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    const response = await page.goto(path)
    expect(response?.status(), `${path} status`).toBe(path === NOT_FOUND ? 404 : 200)
    await page.evaluate(() => document.fonts.ready)
    await page.addStyleTag({ content: NO_TRANSITIONS })
    await renderWholePage(page)

    const problems: string[] = []
    for (const width of TEXT_FIT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const found = await page.evaluate(textOutsideItsBox)
      problems.push(...found.map((problem) => `${width} px: ${problem}`))
    }
    expect(problems, `${path}:\n${problems.join('\n')}`).toEqual([])
  })
}

/**
 * In the page: every line of text that runs past the box around it. The box is the text's nearest
 * ancestor drawn with a border or a fill (a background colour or image), inline elements aside;
 * a line may not cross its content edge sideways (it would sit in the padding, against the border
 * or beyond it) nor its border top or bottom. Not counted: what is not shown (hidden, transparent,
 * visually hidden for screen readers), the text of form controls, and text inside a box that
 * scrolls (a wide table), which the visitor reaches by scrolling.
 */
function textOutsideItsBox(): string[] {
  /** Sub-pixel layout rounds a line's edge by a fraction of a pixel. */
  const TOLERANCE = 1
  const styles = new Map<Element, CSSStyleDeclaration>()
  const style = (el: Element) => {
    let css = styles.get(el)
    if (!css) styles.set(el, (css = getComputedStyle(el)))
    return css
  }
  const opaque = (colour: string) => {
    const alpha = /rgba?\([^)]*?[,/]\s*([\d.]+)\s*\)$/.exec(colour)
    return colour !== 'transparent' && (!alpha || Number(alpha[1]) > 0)
  }
  const sides = ['Top', 'Right', 'Bottom', 'Left'] as const
  const isBox = (el: Element) => {
    const css = style(el)
    if (css.display === 'inline' || css.display === 'contents') return false
    if (opaque(css.backgroundColor) || css.backgroundImage !== 'none') return true
    return sides.some(
      (side) =>
        css[`border${side}Style`] !== 'none' &&
        parseFloat(css[`border${side}Width`]) > 0 &&
        opaque(css[`border${side}Color`]),
    )
  }
  const srOnly = (el: Element) => {
    const css = style(el)
    return css.clipPath === 'inset(50%)' || css.clip === 'rect(0px, 0px, 0px, 0px)'
  }
  const scrolls = (el: Element) =>
    ['auto', 'scroll'].includes(style(el).overflowX) && el !== document.documentElement
  const describe = (el: Element) => {
    const tag = el.tagName.toLowerCase()
    const id = el.id ? `#${el.id}` : ''
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
    return `<${tag}${id}> « ${text} »`
  }

  const problems = new Set<string>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement
    if (!owner || !node.textContent?.trim()) continue
    if (owner.closest('script, style, noscript, template, select, textarea, option')) continue
    if (!owner.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    let box: Element | null = null
    let skip = false
    for (let el: Element | null = owner; el; el = el.parentElement) {
      if (srOnly(el) || scrolls(el)) {
        skip = true
        break
      }
      if (isBox(el)) {
        box = el
        break
      }
    }
    if (skip || !box || box === document.body || box === document.documentElement) continue
    const css = style(box)
    const outer = box.getBoundingClientRect()
    const border = {
      top: outer.top + parseFloat(css.borderTopWidth),
      right: outer.right - parseFloat(css.borderRightWidth),
      bottom: outer.bottom - parseFloat(css.borderBottomWidth),
      left: outer.left + parseFloat(css.borderLeftWidth),
    }
    const content = {
      right: border.right - parseFloat(css.paddingRight),
      left: border.left + parseFloat(css.paddingLeft),
    }
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const line of range.getClientRects()) {
      if (line.width < 1 || line.height < 1) continue
      const right = line.right - content.right
      const left = content.left - line.left
      const past: string[] = []
      if (right > TOLERANCE)
        past.push(
          `${Math.round(right)} px past the right of its content${line.right > border.right + TOLERANCE ? ', over its border' : ''}`,
        )
      if (left > TOLERANCE)
        past.push(
          `${Math.round(left)} px past the left of its content${line.left < border.left - TOLERANCE ? ', over its border' : ''}`,
        )
      if (line.top < border.top - TOLERANCE)
        past.push(`${Math.round(border.top - line.top)} px above its top border`)
      if (line.bottom > border.bottom + TOLERANCE)
        past.push(`${Math.round(line.bottom - border.bottom)} px below its bottom border`)
      if (past.length > 0)
        problems.add(
          `${describe(owner)} runs ${past.join(' and ')} in ${describe(box)} (${Math.round(outer.width)} px wide)`,
        )
    }
  }
  return [...problems]
}
