/**
 * Widths, in pixels, of the `srcset` candidates that the featured images, the cards and article
 * bodies ask Astro's image endpoint for (src/lib/wordpress/images.ts, sanitize.ts): one list, so
 * that the route cache keeps one transformed copy a width.
 *
 * It stops at 1920: the widest image the site lays out is the article cover, 48rem (768 px) on a
 * 2x screen, and a full-width image on a phone is at most 639 px on a 3x screen; 2048 and 3840
 * would only lengthen every `srcset` in the HTML.
 */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920]
