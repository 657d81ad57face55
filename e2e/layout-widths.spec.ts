import { actionLabels } from '../content/actions'
import { expect, test } from './fixtures'
import { renderWholePage } from './helpers'
import { NO_TRANSITIONS, QUALITY_ROUTES, resolveRoute, switchTheme } from './quality-helpers'

/**
 * The layout at every width, in both themes: the header's texts never wrap (320 to 1920 px), and
 * on every page at the widths of common screens there is no horizontal scrolling, no clipped or
 * overlapping text, no distorted image and touch targets of at least 44 × 44 px on phones. One page
 * load per route; the widths are then set on the same page, and the dark theme by switching
 * `prefers-color-scheme`. Focus indicators are e2e/accessibility.spec.ts's: every control reached
 * by Tab, with their contrast, at 390 px (the menu button) and 1,280 px (the one-row menu) in the
 * light theme, at 1,280 px in the dark one; no focus style or colour of the site depends on the
 * width (no `sm:focus…` or the like in src/), so the other widths would read the same styles.
 */

/** Phones (320, 390), tablet (768), laptops (1024 to 1440), desktop (1920). */
const WIDTHS = [320, 390, 768, 1024, 1280, 1440, 1920] as const
const THEMES = ['light', 'dark'] as const
/** Width from which the header shows its one-row menu: `--breakpoint-full-menu` (src/styles/globals.css). */
const FULL_MENU_WIDTH = 1200
/** Height of the sticky header (80 px and its 1 px bottom border): it may not grow. */
const HEADER_HEIGHT = 81
/**
 * WCAG 2.5.5 Target Size (Enhanced), also Apple's and Google's guideline for touch screens;
 * checked up to this width.
 */
const MIN_TOUCH_TARGET = 44
const TOUCH_WIDTH = 390

test.describe.configure({ timeout: 60_000 })

/** Step of the header's sweep between the widths where its layout changes. */
const SWEEP_STEP = 64

/**
 * The header's sweep: from 320 to 1920 px by SWEEP_STEP, the WIDTHS, and on each side of every
 * width at which the page's CSS changes the layout (`breakpoints`). Between two of those the same
 * rules apply and a row only gains room as the window widens (no size in src/ is in `vw`, and no
 * container query), so it is tightest just below a breakpoint (where the wider layout is not shown
 * yet) and at it (where it has just come): a finer step would find no overflow that this one misses.
 */
test.describe('header: no text wraps, nothing overlaps, booking in reach, from 320 to 1920 px', () => {
  const widths = new Set<number>(WIDTHS)
  for (let width = 320; width <= 1920; width += SWEEP_STEP) widths.add(width)
  for (const width of [360, 1366, FULL_MENU_WIDTH - 1, FULL_MENU_WIDTH]) widths.add(width)

  // The current route's label is bolder, hence wider: « Domaines d'expertise », the longest label,
  // is current on its own page.
  for (const path of ['/domaines-expertise', '/', '/blog']) {
    test(`${path}: every width from 320 to 1920 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      const limits = await page.evaluate(breakpoints)
      expect(limits, 'the one-row menu is a breakpoint of the CSS').toContain(FULL_MENU_WIDTH)
      const sweep = [...widths, ...limits.flatMap((limit) => [limit - 1, limit, limit + 1])]
        .filter((width, i, all) => width >= 320 && width <= 1920 && all.indexOf(width) === i)
        .sort((a, b) => a - b)
      // The collapsible menu stays open while the width grows: its labels are checked too.
      await page.locator('[data-menu-toggle]').click()
      await expect(page.locator('#menu-mobile')).toBeVisible()

      const problems: string[] = []
      for (const width of sweep) {
        await page.setViewportSize({ width, height: 800 })
        const state = await page.evaluate(headerState)
        problems.push(...state.problems.map((problem) => `${width} px: ${problem}`))
        if (state.height > HEADER_HEIGHT)
          problems.push(`${width} px: header ${state.height} px high (> ${HEADER_HEIGHT})`)
        const rowMenu = width >= FULL_MENU_WIDTH
        if (state.rowMenu !== rowMenu)
          problems.push(`${width} px: one-row menu ${state.rowMenu ? 'shown' : 'hidden'}`)
        if (state.toggle === rowMenu)
          problems.push(`${width} px: menu button ${state.toggle ? 'shown' : 'hidden'}`)
        if (path !== '/blog' && state.current !== 1)
          problems.push(`${width} px: ${state.current} visible links marked current`)
        // Booking one tap away at every width, written out or as a button named for it.
        if (!state.booking.includes(actionLabels.appointment))
          problems.push(`${width} px: no « ${actionLabels.appointment} » in the header's row`)
      }
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
})

for (const route of QUALITY_ROUTES) {
  test(`${route}: fits, readable and usable at every width, light and dark`, async ({
    page,
    request,
  }) => {
    const path = await resolveRoute(route, request)
    // The map of /contact is loaded when it scrolls into view; the tests stay offline.
    await page.route('https://www.openstreetmap.org/**', (r) => r.abort())
    await page.setViewportSize({ width: WIDTHS[0], height: 900 })
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    const response = await page.goto(path)
    expect(response?.status(), `${path} status`).toBe(200)
    await page.evaluate(loadAllImages)
    // Reduced motion makes every change of style a 0.01 ms transition (src/styles/globals.css): without
    // this, what a new width or theme changes would be read at its start.
    await page.addStyleTag({ content: NO_TRANSITIONS })
    await renderWholePage(page)

    // One load, then the window takes each width: the layout depends on CSS media queries only
    // (no script of the site reads the window's width), as when a tablet is turned. The dark theme
    // changes colours only (src/styles/globals.css), so the second theme's layout is checked again only
    // where the boxes of the page are not where they were in the first theme at the same width.
    const problems: string[] = []
    for (const [i, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 900 })
      let firstLayout = ''
      // Light then dark, then dark then light at the next width: one change of theme a width.
      for (const theme of i % 2 === 0 ? THEMES : [...THEMES].reverse()) {
        await switchTheme(page, theme)
        const layout = await page.evaluate(layoutFingerprint)
        const found: string[] = []
        if (layout !== firstLayout) {
          found.push(...(await page.evaluate(layoutProblems)))
          if (width <= TOUCH_WIDTH)
            found.push(
              ...(await page.evaluate(smallTargets, {
                min: MIN_TOUCH_TARGET,
                selector: INTERACTIVE,
              })),
            )
        }
        firstLayout ||= layout
        problems.push(...found.map((problem) => `${width} px, ${theme}: ${problem}`))
        await page.evaluate(() => window.scrollTo(0, 0))
      }
    }
    expect(problems, `${path}:\n${problems.join('\n')}`).toEqual([])
  })
}

/**
 * In the page: the widths, in CSS px, that the page's style sheets compare the window's width with
 * (`@media (width >= 40rem)`, `(max-width: 30rem)`…, nested rules included), rem and em as 16 px
 * (media queries read them from the initial font size), sorted.
 */
function breakpoints(): number[] {
  const found = new Set<number>()
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule)
        for (const [, value, unit] of rule.conditionText.matchAll(
          /width\s*(?::|[<>]=?)\s*([\d.]+)(px|r?em)/g,
        ))
          found.add(Math.round(Number(value) * (unit === 'px' ? 1 : 16)))
      if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
    }
  }
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules)
  return [...found].sort((a, b) => a - b)
}

/** In the page: lines taken by each header text, overlaps, and what the header shows. */
function headerState() {
  const header = document.querySelector('body > header')!
  const problems: string[] = []
  const srOnly = (el: Element) => {
    const css = getComputedStyle(el)
    return css.clipPath === 'inset(50%)' || css.clip === 'rect(0px, 0px, 0px, 0px)'
  }
  const shown = (el: Element) => {
    for (let node: Element | null = el; node && node !== header; node = node.parentElement)
      if (srOnly(node)) return false
    return el.checkVisibility({ visibilityProperty: true })
  }
  const lineCount = (el: Element) => {
    const middles: number[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !shown(node.parentElement!)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects())
        if (rect.width > 0) middles.push(rect.top + rect.height / 2)
    }
    middles.sort((a, b) => a - b)
    return middles.filter((middle, i) => i === 0 || middle - middles[i - 1]! > 4).length
  }
  const home = header.querySelector('a[href="/"]')!
  const texts = [
    ...home.querySelectorAll('span > span'),
    ...Array.from(header.querySelectorAll('a, button')).filter((el) => el !== home),
  ].filter(shown)
  for (const el of texts) {
    const lines = lineCount(el)
    if (lines > 1) problems.push(`« ${el.textContent?.trim()} » on ${lines} lines`)
  }
  // Controls of the header's row (the open panel lies below it).
  const row = Array.from(header.querySelectorAll('a, button'))
    .filter((el) => shown(el) && !el.closest('#menu-mobile'))
    .map((el) => ({ name: el.textContent?.trim() ?? '', box: el.getBoundingClientRect() }))
  for (const [i, a] of row.entries()) {
    if (a.box.left < 0 || a.box.right > innerWidth + 0.5) problems.push(`« ${a.name} » off screen`)
    for (const b of row.slice(i + 1))
      if (
        a.box.left < b.box.right - 0.5 &&
        b.box.left < a.box.right - 0.5 &&
        a.box.top < b.box.bottom - 0.5 &&
        b.box.top < a.box.bottom - 0.5
      )
        problems.push(`« ${a.name} » overlaps « ${b.name} »`)
  }
  const list = header.querySelector('nav:not(#menu-mobile) ul')
  if (list && shown(list) && list.scrollWidth > list.clientWidth)
    problems.push('the one-row menu overflows')
  if (document.documentElement.scrollWidth > innerWidth)
    problems.push(`page ${document.documentElement.scrollWidth} px wide`)
  const rowMenu = header.querySelector('nav:not(#menu-mobile)')!
  return {
    problems,
    height: Math.round(header.getBoundingClientRect().height),
    rowMenu: shown(rowMenu),
    toggle: shown(header.querySelector('[data-menu-toggle]')!),
    current: Array.from(header.querySelectorAll('[aria-current]')).filter(shown).length,
    booking: Array.from(header.querySelectorAll('a[href="/contact"]'))
      .filter((el) => shown(el) && !el.closest('#menu-mobile'))
      .map((el) => el.textContent?.trim() ?? ''),
  }
}

/**
 * In the page: where every element of `<body>` is drawn (its box, in CSS px, rounded to a tenth),
 * whether it shows (`visibility`, `opacity`: what layoutProblems counts as visible), and how large
 * the page is, as one string: two equal strings mean the same layout.
 */
function layoutFingerprint(): string {
  const boxes = [document.documentElement.scrollWidth, document.documentElement.scrollHeight]
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect()
    const shown = el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    boxes.push(box.x, box.y, box.width, box.height, shown ? 1 : 0)
  }
  return boxes.map((value) => Math.round(value * 10)).join(',')
}

/** In the page: loads the lazy images too, so that their proportions can be checked. */
async function loadAllImages() {
  await document.fonts.ready
  const images = Array.from(document.images)
  for (const img of images) img.loading = 'eager'
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
}

/**
 * In the page: horizontal scrolling, text cut by a box too small for it, text lines drawn over
 * other text, and images stretched out of their proportions.
 */
function layoutProblems(): string[] {
  const problems: string[] = []
  const root = document.documentElement
  if (root.scrollWidth > innerWidth)
    problems.push(`horizontal scrolling: the page is ${root.scrollWidth} px wide`)

  // Tailwind's `sr-only`: read by screen readers, drawn nowhere.
  const srOnly = (el: Element) => {
    const css = getComputedStyle(el)
    return css.clipPath === 'inset(50%)' || css.clip === 'rect(0px, 0px, 0px, 0px)'
  }
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : ''
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
    return `<${el.tagName.toLowerCase()}${id}> « ${text} »`
  }
  const hiddenCache = new Map<Element, boolean>()
  const visuallyHidden = (el: Element | null): boolean => {
    if (!el) return false
    let hidden = hiddenCache.get(el)
    if (hidden === undefined) {
      hidden = srOnly(el) || visuallyHidden(el.parentElement)
      hiddenCache.set(el, hidden)
    }
    return hidden
  }
  const visible = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !visuallyHidden(el)

  // Text cut off: a box that hides what overflows it, with more content than room. Boxes that
  // scroll sideways on purpose (wide tables, code) are not counted: their content stays reachable.
  const hides = (value: string) => value === 'hidden' || value === 'clip'
  const scrolls = (value: string) => value === 'auto' || value === 'scroll'
  for (const el of document.querySelectorAll('body *')) {
    if (!(el instanceof HTMLElement)) continue
    const css = getComputedStyle(el)
    const overX = hides(css.overflowX) && el.scrollWidth > el.clientWidth + 1
    const overY =
      (hides(css.overflowY) || scrolls(css.overflowY)) && el.scrollHeight > el.clientHeight + 1
    if ((overX || overY) && el.innerText.trim() && visible(el))
      problems.push(
        `text cut off in ${describe(el)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
      )
  }

  // Text over text: the line boxes of two different text nodes cross by more than a third of a
  // line (adjacent lines of tight leading touch; that is not an overlap).
  type Line = { left: number; right: number; top: number; bottom: number; owner: Element }
  const lines: Line[] = []
  const insideScroller = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement)
      if (getComputedStyle(node).overflowX !== 'visible') return true
    return false
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement
    if (!owner || !node.textContent?.trim() || owner.closest('script, style, noscript, template'))
      continue
    if (!visible(owner)) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 1 && r.height > 1)
    for (const rect of rects)
      lines.push({
        left: rect.left + scrollX,
        right: rect.right + scrollX,
        top: rect.top + scrollY,
        bottom: rect.bottom + scrollY,
        owner,
      })
    // Past the screen's edge (and not inside a box that scrolls or clips it on purpose).
    if (rects.some((r) => r.right > innerWidth + 1 || r.left < -1) && !insideScroller(owner))
      problems.push(`text past the edge of the screen: ${describe(owner)}`)
  }
  lines.sort((a, b) => a.top - b.top)
  const reported = new Set<string>()
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!
    for (let j = i + 1; j < lines.length && lines[j]!.top < a.bottom; j++) {
      const b = lines[j]!
      if (a.owner === b.owner) continue
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
      const lineHeight = Math.min(a.bottom - a.top, b.bottom - b.top)
      if (width > 2 && height > lineHeight / 3) {
        const message = `text over text: ${describe(a.owner)} and ${describe(b.owner)}`
        if (!reported.has(message)) problems.push(message)
        reported.add(message)
      }
    }
  }

  // Images keep their proportions: drawn box and file share one aspect ratio, unless
  // `object-fit` crops or letterboxes them (which keeps the proportions).
  for (const img of document.images) {
    if (!img.naturalWidth || !img.naturalHeight || !visible(img)) continue
    const fit = getComputedStyle(img).objectFit
    if (fit === 'cover' || fit === 'contain' || fit === 'scale-down') continue
    const box = img.getBoundingClientRect()
    const drawn = box.width / box.height
    const natural = img.naturalWidth / img.naturalHeight
    if (Math.abs(drawn / natural - 1) > 0.02)
      problems.push(
        `image out of proportion: ${img.currentSrc} drawn ${Math.round(box.width)}×${Math.round(box.height)}, file ${img.naturalWidth}×${img.naturalHeight}`,
      )
  }
  return problems
}

/** Controls a visitor can focus or tap. */
const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'

/**
 * In the page: visible controls smaller than `min` × `min` CSS px. Links inside a sentence are
 * exempt: WCAG 2.5.5 and 2.5.8 both except « inline » targets, whose size is set by the line of
 * text they sit in. A checkbox or radio button counts with its label, which also toggles it.
 */
function smallTargets({ min, selector }: { min: number; selector: string }): string[] {
  const failures: string[] = []
  const srOnly = (el: Element) => getComputedStyle(el).clipPath === 'inset(50%)'
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue
    let box = el.getBoundingClientRect()
    if (srOnly(el)) continue // visually hidden until focused (the skip link)
    // A link drawn inline, in a paragraph or beside other text, is sized by its line of text.
    if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
      const block = el.parentElement!
      const ownText = (block.textContent ?? '').replace(el.textContent ?? '', '').trim()
      if (ownText.length > 0 || el.closest('p')) continue
    }
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      const label = el.labels?.[0]?.getBoundingClientRect()
      if (label)
        box = new DOMRect(
          Math.min(box.left, label.left),
          Math.min(box.top, label.top),
          Math.max(box.right, label.right) - Math.min(box.left, label.left),
          Math.max(box.bottom, label.bottom) - Math.min(box.top, label.top),
        )
    }
    if (box.width < min - 0.5 || box.height < min - 0.5) {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)
      failures.push(
        `target under ${min} × ${min} px: <${el.tagName.toLowerCase()}> « ${name} » ${Math.round(box.width)}×${Math.round(box.height)}`,
      )
    }
  }
  return failures
}
