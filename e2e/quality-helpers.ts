import type { APIRequestContext, Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_PREVIEW } from '../demo-wordpress/preview-account.mjs'
import { previewLink, STATIC_ROUTES, WORDPRESS_URL } from './helpers'

/**
 * Shared by the quality checks (accessibility, HTML validity, crawl, no JavaScript): the pages
 * every check visits are the static routes plus one article of the demo WordPress.
 */

/** Path of the newest published article of the demo WordPress (`/blog/<slug>`). */
export async function firstArticlePath(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/posts?per_page=1`)
  if (!response.ok()) throw new Error(`demo WordPress answered ${response.status()}`)
  const posts = (await response.json()) as { slug?: unknown }[]
  const slug = posts[0]?.slug
  if (typeof slug !== 'string' || !slug) throw new Error('the demo WordPress has no article')
  return `/blog/${slug}`
}

/** Name of the article route in test titles; its path is only known once WordPress answers. */
export const ARTICLE = 'article' as const

/** Every page a quality check visits: the static routes, then the article. */
export const QUALITY_ROUTES = [...STATIC_ROUTES, ARTICLE] as const

/** Name of the draft preview in test titles; its signed link is made when the test runs. */
export const PREVIEW = 'aperçu' as const

/**
 * The blog's pages beyond the specification's routes, checked for accessibility and HTML validity:
 * a page of results of the search of every article, and a draft preview.
 */
export const FEATURE_ROUTES = ['/blog/recherche?q=travail', PREVIEW] as const

export type QualityRoute = (typeof QUALITY_ROUTES)[number] | (typeof FEATURE_ROUTES)[number]

/** Path of a preview of the demo WordPress's draft: the link WordPress's « Prévisualiser » opens. */
export async function draftPreviewPath(request: APIRequestContext): Promise<string> {
  const authorization = `Basic ${Buffer.from(`${DEMO_PREVIEW.user}:${DEMO_PREVIEW.applicationPassword}`).toString('base64')}`
  const response = await request.get(`${WORDPRESS_URL}/wp-json/wp/v2/posts?status=draft`, {
    headers: { Authorization: authorization },
  })
  const [draft] = (await response.json()) as { id?: unknown }[]
  if (typeof draft?.id !== 'number') throw new Error('the demo WordPress has no draft')
  return previewLink(draft.id)
}

/** Resolves `ARTICLE` and `PREVIEW` to paths of the demo WordPress's content. */
export async function resolveRoute(
  route: QualityRoute,
  request: APIRequestContext,
): Promise<string> {
  if (route === ARTICLE) return firstArticlePath(request)
  if (route === PREVIEW) return draftPreviewPath(request)
  return route
}

/**
 * A stylesheet that a check adds to a loaded page (`page.addStyleTag`) so that what it reads is the
 * page's final state at once. A CSS transition only animates towards that state, and while it runs
 * the computed styles give its start: Tailwind's `transition` (150 ms) on links, buttons and cards,
 * and, where reduced motion is asked for, every property of every element, which src/styles/globals.css
 * gives a 0.01 ms transition (its value changes only at the next frame). Waiting for them at each
 * Tab stop and change of theme took a sixth of the accessibility spec's time.
 */
export const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important}'

/**
 * Shows a loaded page in a colour theme (`prefers-color-scheme`, the only switch of the site's
 * colours: src/styles/globals.css) and waits until its styles have it, read on the body's background (the
 * theme's `--background`): `matchMedia` answers at once, the styles only once their transitions
 * have run, unless the page has NO_TRANSITIONS.
 * @param theme the theme to show.
 * @returns `false` when `theme` was already shown (nothing done), `true` once it has been switched.
 * @throws when the body's background has not changed within 5 s of the switch.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<boolean> {
  const before = await page.evaluate(
    (query) => ({
      shown: matchMedia(query).matches,
      background: getComputedStyle(document.body).backgroundColor,
    }),
    `(prefers-color-scheme: ${theme})`,
  )
  if (before.shown) return false
  await page.emulateMedia({ colorScheme: theme })
  await page.waitForFunction(
    (background) => getComputedStyle(document.body).backgroundColor !== background,
    before.background,
    { timeout: 5_000 },
  )
  return true
}

/**
 * The site's styling sources, as the checks that read where colours may vary see them: every
 * `.tsx`, `.astro` and `.css` file under src/, with its CSS comments left out.
 * @returns each file's path under src/ and its text.
 */
export function styleSources(): { file: string; text: string }[] {
  const src = new URL('../src', import.meta.url).pathname
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx|astro|css)$/.test(file))
    .map((file) => ({
      file,
      text: readFileSync(join(src, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
    }))
}

/**
 * The `@media` rules of a CSS text whose condition matches `condition`, one level of nested rules.
 * @returns each rule whole and its body (what lies between its braces).
 */
export function mediaRules(text: string, condition: RegExp): { rule: string; body: string }[] {
  const rules = /@media([^{]*)\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}/g
  return [...text.matchAll(rules)]
    .filter(([, query]) => condition.test(query!))
    .map(([rule, , body]) => ({ rule, body: body! }))
}
