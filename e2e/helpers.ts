import type { APIRequestContext } from '@playwright/test'

/** Origin of the demo WordPress used by the browser tests. */
export const WORDPRESS_URL = `http://127.0.0.1:${process.env.E2E_WP_PORT ?? 3110}`
/** Origin of the second site, whose WordPress cache is on. */
export const CACHED_SITE_URL = `http://127.0.0.1:${process.env.E2E_CACHED_PORT ?? 3011}`

/** Modes of the demo WordPress (demo-wordpress/server.mjs). */
export type DemoMode = {
  posts?: 'normal' | 'error' | 'html' | 'empty' | 'bad-shape' | 'slow'
  categories?: 'normal' | 'error'
  delayMs?: number
}

/** Switches the demo WordPress to `mode`. */
export async function setDemoMode(request: APIRequestContext, mode: DemoMode): Promise<void> {
  const response = await request.post(`${WORDPRESS_URL}/__demo/mode`, { data: mode })
  if (!response.ok()) throw new Error(`demo mode switch failed: ${response.status()}`)
}

/** Puts the demo WordPress back to its normal behaviour. */
export async function resetDemo(request: APIRequestContext): Promise<void> {
  await request.post(`${WORDPRESS_URL}/__demo/reset`)
}

export { STATIC_ROUTES } from '../scripts/routes.mjs'
