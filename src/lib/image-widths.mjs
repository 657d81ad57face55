/**
 * Widths, in pixels, that the site's image optimizer produces (`images.deviceSizes` in
 * next.config.ts) and that article bodies ask it for (lib/wordpress/sanitize.ts): one list, since
 * the optimizer answers 400 to any other width. Plain JavaScript, so that next.config.ts reads it.
 *
 * It stops at 1920: the widest image the site lays out is the article cover, 48rem (768 px) on a
 * 2x screen, and a full-width image on a phone is at most 639 px on a 3x screen; Next.js's default
 * 2048 and 3840 would only lengthen every `srcset` in the HTML.
 */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920]
