import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  FEATURE_ROUTES,
  mediaRules,
  NO_TRANSITIONS,
  QUALITY_ROUTES,
  resolveRoute,
  styleSources,
  switchTheme,
} from './quality-helpers'

/**
 * Accessibility (docs/specification.md « Quality »): every route and one article, in the light and
 * the dark theme, on a desktop (1280 px) and a phone (390 px) width. One browser context per width,
 * whose page goes from route to route (a new context costs about a second of CPU: README « Browser
 * tests »), its cookies cleared and the light theme set before each route, as a first visit sees
 * it. One page load per route × width; the checks of that load share it, in this order: in the
 * light theme, skip link (needs the fresh page), axe, document structure, target sizes, focus
 * indicators (Tab through the whole page); then in the dark theme (`showTheme`), axe and focus
 * indicators.
 *
 * Checks that do not depend on colours (skip link, structure, target sizes) run in the light theme
 * only; axe (contrast) and the focus indicators (their contrast) run in both, the dark theme at
 * 1280 px only: no colour of the site depends on the width (no `sm:text-…`, `lg:bg-…` or colour
 * under a width media query in src/: the first test below), the contrast thresholds neither (text
 * is large or small at both widths), and at 1280 px the one-row menu adds its links to what both
 * widths show.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const THEMES = ['light', 'dark'] as const
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const
/** The one width at which the dark theme is checked (see above). */
const DARK_THEME_WIDTH = 1280
/** WCAG 2.5.8 Target Size (Minimum). */
const MIN_TARGET = 24
/** WCAG 1.4.11 Non-text Contrast, which applies to focus indicators. */
const MIN_INDICATOR_CONTRAST = 3
/** Upper bound of Tab presses per page: far more than any page has controls. */
const MAX_TABS = 300

type FocusStyle = { outline: string; outlineVisible: boolean; boxShadow: string }
type FocusRecord = {
  element: Element
  related: Element[]
  focused: FocusStyle[]
  description: string
  obscured: boolean
}
declare global {
  interface Window {
    __qaFocus?: FocusRecord[]
  }
}

test.describe.configure({ timeout: 60_000 })

test('no colour depends on the width, so the dark theme is checked at one', () => {
  // A width variant (`sm:`, `min-[480px]:`, `full-menu:`…) before a colour utility; `text-` is a
  // colour unless it names a size, an alignment or a wrapping.
  const widthVariant = /\b(?:sm|md|lg|xl|2xl|full-menu|(?:min|max)-[\w[\]-]+):/
  const colourUtility =
    /(?:bg|border|outline|ring|fill|stroke|decoration|shadow|from|via|to|divide|placeholder|caret|accent)-|text-(?!(?:xs|sm|base|lg|\d?xl|left|center|right|justify|start|end|balance|pretty|wrap|nowrap|ellipsis|clip)\b)/
  const classRule = new RegExp(widthVariant.source + '(?:' + colourUtility.source + ')', 'g')
  // A CSS rule under a width media query that sets a colour.
  const colourProperty =
    /(?:^|[\s;{])(?:color|background(?:-color)?|border(?:-\w+)?-color|outline-color|fill|stroke)\s*:/
  const found = styleSources().flatMap(({ file, text }) => {
    const classes = [...text.matchAll(classRule)].map(([match]) => `${file}: ${match}`)
    const media = mediaRules(text, /\b(?:min-|max-)?width\b/)
      .filter(({ body }) => colourProperty.test(body))
      .map(({ rule }) => `${file}: ${rule.slice(0, 80)}`)
    return [...classes, ...media]
  })
  expect(found, found.join('\n')).toEqual([])
})

/**
 * Shows `page` in `theme` (`prefers-color-scheme`, the only switch of the site's colours:
 * src/styles/globals.css). One load serves both themes: the CSS is the same as in a page loaded in that
 * theme, and with NO_TRANSITIONS its colours are final as soon as the theme changes.
 */
async function showTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  if (!(await switchTheme(page, theme))) return
  // What the previous theme's checks left focused is left behind, as a fresh page would be.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    let context: BrowserContext
    let page: Page

    test.beforeAll(async ({ browser }, testInfo) => {
      context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        viewport,
        colorScheme: 'light',
      })
      page = await context.newPage()
    })

    test.afterAll(async () => {
      await context?.close()
    })

    for (const route of [...QUALITY_ROUTES, ...FEATURE_ROUTES]) {
      test.describe(`${route} · ${viewport.width} px`, () => {
        test.beforeAll(async () => {
          // What the previous route left (the draft preview's cookie, the dark theme) is gone.
          await context.clearCookies()
          await page.emulateMedia({ colorScheme: 'light' })
          const path = await resolveRoute(route, context.request)
          const response = await page.goto(path)
          expect(response?.status(), `${path} status`).toBe(200)
          await page.evaluate(() => document.fonts.ready)
          await page.addStyleTag({ content: NO_TRANSITIONS })
        })

        for (const theme of THEMES) {
          if (theme === 'dark' && viewport.width !== DARK_THEME_WIDTH) continue
          test.describe(theme, () => {
            test.beforeEach(async () => {
              await showTheme(page, theme)
            })

            if (theme === 'light') {
              test('a skip link is the first focusable element and moves focus to <main>', async () => {
                await page.keyboard.press('Tab')
                const first = await page.evaluate(() => {
                  const el = document.activeElement
                  const box = el?.getBoundingClientRect()
                  return {
                    tag: el?.tagName,
                    href: el?.getAttribute('href') ?? null,
                    text: el?.textContent?.trim(),
                    visible: !!box && box.width >= 24 && box.height >= 24 && box.top >= 0,
                  }
                })
                expect(first.tag, `first focusable: ${JSON.stringify(first)}`).toBe('A')
                expect(first.href, 'skip link href').toMatch(/^#.+/)
                expect(first.visible, 'the skip link is visible once focused').toBe(true)
                const targetTag = await page.evaluate(
                  (id) => document.getElementById(id)?.tagName,
                  first.href!.slice(1),
                )
                expect(targetTag, `target of ${first.href}`).toBe('MAIN')

                await page.keyboard.press('Enter')
                await expect
                  .poll(() => page.evaluate(() => document.activeElement?.tagName))
                  .toBe('MAIN')
                // The next Tab continues in the main content, not back in the header.
                await page.keyboard.press('Tab')
                const afterMain = await page.evaluate(() => {
                  const main = document.querySelector('main')!
                  const el = document.activeElement!
                  return (
                    main.contains(el) ||
                    !!(main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
                  )
                })
                expect(afterMain, 'Tab after the skip link lands after the start of <main>').toBe(
                  true,
                )
              })
            }

            test('axe: no violation (WCAG 2.2 A and AA, best practices)', async () => {
              // Legacy mode runs axe in the page itself instead of gathering its results in a new blank
              // page (@axe-core/playwright's README), and only violations and undecided checks are
              // detailed: the same violations found, in less time (README « Browser tests »). What
              // legacy mode leaves out, cross-origin frames, no page has before a click (the map
              // loads on demand).
              const results = await new AxeBuilder({ page })
                .withTags(AXE_TAGS)
                .setLegacyMode(true)
                .options({ resultTypes: ['violations', 'incomplete'] })
                .analyze()
              const report = results.violations.map(
                (v) =>
                  `• ${v.id} [${v.impact}] ${v.help} (${v.helpUrl})\n` +
                  v.nodes
                    .map(
                      (node) =>
                        `    ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
                    )
                    .join('\n'),
              )
              // Contrast axe cannot decide (text over an image or a gradient) is printed for review.
              const undecided = results.incomplete
                .filter((item) => item.id === 'color-contrast')
                .flatMap((item) => item.nodes.map((node) => node.target.join(' ')))
              if (undecided.length)
                test.info().annotations.push({
                  type: 'axe: contrast to check by eye',
                  description: undecided.join(', '),
                })
              expect(results.violations.length, `axe violations:\n${report.join('\n')}`).toBe(0)
            })

            if (theme === 'light') {
              test('lang="fr", landmarks, exactly one h1, no skipped heading level', async () => {
                expect(await page.locator('html').getAttribute('lang')).toBe('fr')
                await expect(page.getByRole('banner')).toHaveCount(1)
                await expect(page.getByRole('main')).toHaveCount(1)
                await expect(page.getByRole('contentinfo')).toHaveCount(1)
                expect(await page.getByRole('navigation').count()).toBeGreaterThan(0)
                if (viewport.width >= 1024)
                  await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(1)

                const headings = await page.evaluate(() =>
                  Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
                    .filter(
                      (el) =>
                        !el.closest('[aria-hidden="true"], [inert]') &&
                        el.checkVisibility({ visibilityProperty: true }),
                    )
                    .map((el) => ({
                      level: Number(el.getAttribute('aria-level') ?? el.tagName.slice(1)),
                      text: (el.textContent ?? '').trim().slice(0, 80),
                    })),
                )
                const outline = headings.map((h) => `h${h.level} ${h.text}`).join('\n')
                expect(
                  headings.filter((h) => h.level === 1),
                  `outline:\n${outline}`,
                ).toHaveLength(1)
                const skips = headings.flatMap((h, i) => {
                  const previous = i === 0 ? 0 : headings[i - 1]!.level
                  return h.level > previous + 1 ? [`h${previous} → h${h.level} « ${h.text} »`] : []
                })
                expect(skips, `skipped heading levels; outline:\n${outline}`).toEqual([])
              })

              test('interactive targets are at least 24 × 24 px (WCAG 2.5.8)', async () => {
                const failures = await page.evaluate(targetSizeFailures, MIN_TARGET)
                expect(failures, failures.join('\n')).toEqual([])
              })
            }

            test('every control reached by Tab shows a visible focus indicator', async () => {
              await page.evaluate(() => {
                ;(document.activeElement as HTMLElement | null)?.blur()
                window.__qaFocus = []
              })
              let steps = 0
              for (; steps < MAX_TABS; steps++) {
                await page.keyboard.press('Tab')
                const state = await page.evaluate(recordFocus)
                if (state === 'wrapped') break
              }
              expect(steps, 'Tab order never came back to its start').toBeLessThan(MAX_TABS)
              const records = await page.evaluate(unfocusedStyles)
              expect(records.length, 'focusable elements reached by Tab').toBeGreaterThan(3)
              const failures = records.flatMap((record) => {
                const problems: string[] = []
                const changed = record.focused.flatMap((style, i) => {
                  const before = record.unfocused[i]!
                  const outline = style.outlineVisible && style.outline !== before.outline
                  const shadow = style.boxShadow !== 'none' && style.boxShadow !== before.boxShadow
                  return outline || shadow ? [i] : []
                })
                if (changed.length === 0)
                  problems.push('no visible outline or box-shadow when focused (WCAG 2.4.7)')
                else if (
                  record.indicatorContrast !== null &&
                  record.indicatorContrast < MIN_INDICATOR_CONTRAST
                )
                  problems.push(
                    `focus indicator contrast ${record.indicatorContrast.toFixed(2)}:1 against its background, < 3:1 (WCAG 1.4.11)`,
                  )
                if (record.obscured)
                  problems.push(
                    'entirely hidden (off screen or under another element) when focused',
                  )
                return problems.map((problem) => `${record.description}: ${problem}`)
              })
              expect(failures, failures.join('\n')).toEqual([])
            })
          })
        }
      })
    }
  })
}

/**
 * In the page: the focused element's outline and box-shadow, and of the elements around it, read at
 * once (NO_TRANSITIONS).
 */
function recordFocus(): 'none' | 'new' | 'seen' | 'wrapped' {
  const list = window.__qaFocus!
  const el = document.activeElement
  if (!el || el === document.body || el === document.documentElement) return 'none'
  if (list.length > 0 && list[0]!.element === el) return 'wrapped'
  if (list.some((record) => record.element === el)) return 'seen'
  const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : []
  const related = [el, ...labels, ...(el.parentElement ? [el.parentElement] : [])]
  const style = (node: Element) => {
    const css = getComputedStyle(node)
    return {
      outline: `${css.outlineStyle} ${css.outlineWidth} ${css.outlineColor} ${css.outlineOffset}`,
      outlineVisible:
        css.outlineStyle !== 'none' &&
        parseFloat(css.outlineWidth) >= 1 &&
        !/rgba\(.*,\s*0\)$|transparent/.test(css.outlineColor),
      boxShadow: css.boxShadow,
    }
  }
  // The indicator may sit on the control itself, its label or its parent (`:focus-within`).
  const box = el.getBoundingClientRect()
  let obscured = false
  if (box.width > 4 && box.height > 4) {
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ] as const
    obscured = !points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false
      const hit = document.elementFromPoint(x, y)
      return !!hit && (hit === el || el.contains(hit) || hit.contains(el))
    })
  }
  const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ')
  const href = el.getAttribute('href')
  list.push({
    element: el,
    related,
    focused: related.map(style),
    description: `<${el.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}> « ${text.slice(0, 60)} »`,
    obscured,
  })
  return 'new'
}

/** In the page, with nothing focused: the same styles again, and the indicator's contrast. */
function unfocusedStyles() {
  ;(document.activeElement as HTMLElement | null)?.blur()
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
  const rgba = (color: string): [number, number, number, number] => {
    canvas.clearRect(0, 0, 1, 1)
    canvas.fillStyle = '#000'
    canvas.fillStyle = color
    canvas.fillRect(0, 0, 1, 1)
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data
    return [r!, g!, b!, a! / 255]
  }
  const luminance = ([r, g, b]: number[]) => {
    const channel = (v: number) => {
      const s = v / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
  }
  const background = (node: Element | null): [number, number, number, number] => {
    for (let n = node; n; n = n.parentElement) {
      const color = rgba(getComputedStyle(n).backgroundColor)
      if (color[3] > 0.9) return color
    }
    return rgba(getComputedStyle(document.body).backgroundColor)
  }
  const contrast = (a: number[], b: number[]) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
    return (l1 + 0.05) / (l2 + 0.05)
  }
  return (window.__qaFocus ?? []).map((record) => {
    const unfocused = record.related.map((node) => {
      const css = getComputedStyle(node)
      return {
        outline: `${css.outlineStyle} ${css.outlineWidth} ${css.outlineColor} ${css.outlineOffset}`,
        boxShadow: css.boxShadow,
      }
    })
    // Contrast of the focused element's own outline against what surrounds it (its parent's
    // background), when the indicator is an outline; null when it cannot be measured this way.
    const own = record.focused[0]!
    let indicatorContrast: number | null = null
    if (own.outlineVisible) {
      const color = own.outline.match(/(rgba?\([^)]*\)|#[0-9a-f]+|\w+\([^)]*\))/i)?.[1]
      if (color) indicatorContrast = contrast(rgba(color), background(record.element.parentElement))
    }
    return {
      description: record.description,
      obscured: record.obscured,
      focused: record.focused,
      unfocused,
      indicatorContrast,
    }
  })
}

/**
 * In the page: visible interactive targets smaller than `min` × `min` CSS px that none of WCAG
 * 2.5.8's exceptions cover. Exceptions applied: inline (a link in a sentence or a block of text)
 * and spacing (a `min` px circle centred on the target touches no other target nor the circle of
 * another undersized target). Visually hidden elements (1 px, e.g. `sr-only`) are not targets.
 */
function targetSizeFailures(min: number): string[] {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="tab"]',
    '[role="switch"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(', ')
  const targets = Array.from(document.querySelectorAll(selector))
    .filter(
      (el) =>
        !el.closest('[inert]') &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    )
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 1 && box.height > 1)
  const isInline = (el: Element) => {
    if (getComputedStyle(el).display !== 'inline') return false
    let block = el.parentElement
    while (block && getComputedStyle(block).display.startsWith('inline'))
      block = block.parentElement
    return (block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length
  }
  const undersized = targets.filter(({ box }) => box.width < min || box.height < min)
  const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const
  const radius = min / 2
  return undersized.flatMap(({ el, box }) => {
    if (isInline(el)) return []
    const [cx, cy] = centre(box)
    const conflict = targets.find((other) => {
      if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false
      const nx = Math.max(other.box.left, Math.min(cx, other.box.right))
      const ny = Math.max(other.box.top, Math.min(cy, other.box.bottom))
      if (Math.hypot(cx - nx, cy - ny) < radius) return true
      const undersizedOther = other.box.width < min || other.box.height < min
      if (!undersizedOther) return false
      const [ox, oy] = centre(other.box)
      return Math.hypot(cx - ox, cy - oy) < min
    })
    if (!conflict) return []
    const describe = (node: Element) => {
      const text = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim()
      const href = node.getAttribute('href')
      return `<${node.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}> « ${text.replace(/\s+/g, ' ').slice(0, 50)} »`
    }
    return [
      `${describe(el)} is ${Math.round(box.width)} × ${Math.round(box.height)} px and too close to ${describe(conflict.el)}`,
    ]
  })
}

/**
 * Legal sections are laid out only near the viewport (`content-visibility: auto` after the first,
 * src/styles/globals.css), and the paint containment that comes with it clips what overflows the
 * section. A link starting at a section's edge must still show its whole focus ring (WCAG 2.4.7):
 * the strip just outside the section, as wide as the ring reaches (`--focus-ring-reach`), changes
 * when the link takes the focus. Read in pixels, since the computed styles are the same
 * whether the ring is clipped or not.
 */
for (const path of ['/mentions-legales', '/confidentialite']) {
  for (const { width, height } of VIEWPORTS) {
    test(`${path} at ${width} px: a link at a legal section's edge shows its whole focus ring`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await page.goto(path)
      const reach = await page.evaluate(() =>
        parseFloat(
          getComputedStyle(document.documentElement).getPropertyValue('--focus-ring-reach'),
        ),
      )
      expect(reach, '--focus-ring-reach').toBeGreaterThan(0)
      const links = page.locator('[data-legal-section] a[href]')
      let checked = 0
      for (const link of await links.all()) {
        // In the middle of the viewport, away from the sticky header that would cover the strip.
        await link.evaluate((el) => el.scrollIntoView({ block: 'center' }))
        const edge = await link.evaluate((el) => {
          const section = el.closest('[data-legal-section]')!.getBoundingClientRect()
          const box = el.getBoundingClientRect()
          return { sectionLeft: section.left, left: box.left, top: box.top, height: box.height }
        })
        if (edge.left - edge.sectionLeft >= reach) continue
        const clip = {
          x: edge.sectionLeft - reach,
          y: edge.top - reach,
          width: reach,
          height: edge.height + 2 * reach,
        }
        const blurred = await page.screenshot({ clip })
        await link.focus()
        expect(await link.evaluate((el) => el.matches(':focus-visible'))).toBe(true)
        const focused = await page.screenshot({ clip })
        await link.blur()
        const name = await link.innerText()
        expect(
          focused.equals(blurred),
          `focus ring of « ${name} » clipped at its section's edge`,
        ).toBe(false)
        checked++
      }
      // The page must hold such a link, or this test would prove nothing.
      expect(checked, 'links at a legal section’s left edge').toBeGreaterThan(0)
    })
  }
}
