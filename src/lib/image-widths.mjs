/**
 * Pixels of every `srcset`, one list so that the route cache keeps one copy a width. The widest
 * image laid out is the 48rem cover on a 2x screen: larger widths would only lengthen the HTML.
 */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920]

/** Pixels of the portrait's srcset (7 to 22 rem wide, 1x and 2x: sections/portrait-image.ts). */
export const LOCAL_IMAGE_WIDTHS = [240, 360, 480, 720]
