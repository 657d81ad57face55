import type { APIRoute } from 'astro'
import { memoizedPng, pngResponse, renderAppleIcon, SITE_IMAGE_CACHE_CONTROL } from '@/lib/seo/og'

/**
 * `GET /apple-icon.png`: the apple-touch-icon the layout links (src/lib/seo/og.tsx
 * `renderAppleIcon`), drawn once per process.
 */
export const GET: APIRoute = async () =>
  pngResponse(await memoizedPng('apple-icon', renderAppleIcon), SITE_IMAGE_CACHE_CONTROL)
